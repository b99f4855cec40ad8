import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// A single-run recording says which option values are active, as compare mode labels each run.
@Suite("Recording: the caption of a single run", .serialized)
struct RecordingCaptionTests {
    @Test("the caption names the scene and every option value")
    func captionText() throws {
        let script = try TouchScriptParser.parse("scene taps\nset single-waits-for-double=off\n0.1 end\n",
                                                 sourceName: "caption.touches", catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: ImageCatalog([]))
        #expect(ReplayRecorder.caption(session) == "taps · single-waits-for-double=off")
    }

    @Test("a single run's frames carry a caption bar with text above the device")
    func captionBarIsDrawn() throws {
        let folder = try TestSupport.scratchFolder("rec-caption")
        let run = try RecordingRun.record(RecordingScripts.taps, to: folder + "/frames", fps: 10, in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let frame = try SDLImageDecoder.decode(path: folder + "/frames/frame-00001.png")
        #expect(frame.width == 200 && frame.height == 300 + Int(FrameLayout.labelBarHeight))
        // The bar is the label colour at its edges, with white text in its middle.
        func isColor(_ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int, tolerance: Int) -> Bool {
            let p = frame.pixel(x: x, y: y)
            return abs(Int(p.red) - r) <= tolerance && abs(Int(p.green) - g) <= tolerance && abs(Int(p.blue) - b) <= tolerance
        }
        #expect(isColor(2, 2, 0x1C, 0x1C, 0x1E, tolerance: 2))
        var white = 0
        for x in 0..<200 {
            for y in 8..<28 where isColor(x, y, 255, 255, 255, tolerance: 40) { white += 1 }
        }
        #expect(white > 40, "no caption text in the bar")
    }
}
}
