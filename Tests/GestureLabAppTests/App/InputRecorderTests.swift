import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

@Suite("Input recorder")
struct InputRecorderTests {
    private static let header = InputRecording.Header(
        scene: "taps", sceneOptions: [], setOptions: [.init(key: "single-waits-for-double", value: "on")],
        device: DeviceSpec.default, images: [])

    @Test("commands become script events relative to the start; cancel-all, a repeated down and the wheel are handled")
    func commandsToEvents() throws {
        var recording = InputRecording(header: Self.header, startTime: 10)
        recording.record(.down(finger: 1, at: CGPoint(x: 10, y: 20), time: 10.5))
        recording.record(.down(finger: 2, at: CGPoint(x: 30, y: 40), time: 10.6))
        recording.record(.moved(finger: 1, to: CGPoint(x: 11, y: 21), time: 10.7))
        recording.record(.down(finger: 1, at: CGPoint(x: 50, y: 60), time: 10.8))
        recording.record(.wheel(at: CGPoint(x: 1, y: 1), delta: CGPoint(x: 0, y: 48), time: 10.9))
        recording.record(.cancelAll(time: 11))
        recording.record(.up(finger: 1, at: .zero, time: 11.1))
        let phases = recording.events.map { "\($0.phase.rawValue) \($0.finger)" }
        #expect(phases == ["down 1", "down 2", "move 1", "cancel 1", "down 1", "cancel 1", "cancel 2"])
        #expect(abs(recording.events[0].time - 0.5) < 1e-9)
        #expect(recording.skippedWheels == 1)
        let text = recording.text(endTime: 12)
        #expect(text.contains("1 wheel scroll not recorded"))
        #expect(text.contains("set single-waits-for-double=on\n"))
        let script = try TouchScriptParser.parse(text, sourceName: "rec", catalog: SceneRegistry.builtIn.catalog)
        #expect(script.events.count == 7)
        #expect(script.endTime == 2)
        #expect(script.scene == "taps")
    }

    @Test("a recording stops when the scene is rebuilt or an option changes; files are numbered after the first")
    func stopsAndNumbers() throws {
        let folder = try TestSupport.scratchFolder("recorder")
        let host = try SceneHost(sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844),
                                 images: ImageCatalog([]))
        let recorder = InputRecorder(basePath: folder + "/mine.touches")
        recorder.start(host: host, deviceScale: 2, imagePaths: [], time: 1)
        #expect(recorder.check(host: host, time: 1.5) == nil)
        try host.toggleMainFix()
        #expect(recorder.check(host: host, time: 1.6)?.contains("single-waits-for-double") == true)
        #expect(try recorder.stop() == folder + "/mine.touches")
        let first = try String(contentsOfFile: folder + "/mine.touches", encoding: .utf8)
        #expect(first.contains("set single-waits-for-double=on"))
        #expect(first.contains("device 390x844@2"))
        #expect(first.contains("0.5000 end"))

        recorder.start(host: host, deviceScale: 2, imagePaths: [], time: 0)
        try host.reset()
        #expect(recorder.check(host: host, time: 0.1) == "the scene was rebuilt")
        #expect(try recorder.stop(endTime: 0.2) == folder + "/mine-2.touches")
        #expect(!recorder.isRecording)
        #expect(try recorder.stop() == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
        #expect(InputRecorder.checkWritable(folder + "/x.touches") == nil)
        #expect(InputRecorder.checkWritable(folder + "/missing/x.touches") != nil)
    }
}
