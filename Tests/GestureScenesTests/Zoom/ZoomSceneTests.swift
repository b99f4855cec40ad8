import Foundation
import GestureReplay
import GestureScript
import GestureUIKit
import Testing
@testable import GestureScenes

/// Replays: open photo `index` of a tall and a short photo from the grid, drag it down 320 pt in 0.4 s.
private func dragDown(_ dismiss: String, photo index: Int) throws -> ReplayReport {
    let cell = index == 0 ? "64 155" : "195 155"
    let text = """
        scene zoom
        set dismiss=\(dismiss)
        0.3 tap \(cell)
        1.3 drag 195 300 -> 195 620 in 0.4
        3 end

        """
    let script = try TouchScriptParser.parse(text, sourceName: "zoom.touches", catalog: SceneRegistry.builtIn.catalog)
    return try ReplaySession(script: script, images: ImageCatalog([TestImages.tall, TestImages.short])).run()
}

@Suite("Zoom scene: each dismiss value against a tall and a short photo")
struct ZoomSceneTests {
    @Test(
        "a drag down closes the viewer only where the value lets the swipe down have it",
        arguments: [
            ("gate", true, true), ("plain", false, false), ("should-begin", false, false), ("no-bounce", false, true),
        ])
    func dragDownCloses(value: String, tallCloses: Bool, shortCloses: Bool) throws {
        for (index, closes) in [(0, tallCloses), (1, shortCloses)] {
            let report = try dragDown(value, photo: index)
            #expect(report.actions.contains { $0.name == "opened" && $0.value == Double(index) }, "\(value) \(index)")
            let dismissed = report.actions.contains { $0.name == "dismissed" }
            #expect(dismissed == closes, "dismiss=\(value), photo \(index)")
            let swipe = report.transitions.filter { $0.recognizer == "zoom.swipeDown" }.map(\.to)
            #expect(swipe.contains(.began) == closes, "dismiss=\(value), photo \(index): \(swipe)")
        }
    }
}
