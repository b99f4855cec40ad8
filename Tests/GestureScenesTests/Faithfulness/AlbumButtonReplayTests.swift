import Foundation
@testable import GestureUIKit
import GestureScript
import Testing
@testable import GestureReplay
@testable import GestureScenes

/// The album page's buttons inside the paging banner, through replay.
@Suite("Replaying buttons inside the album's banner")
struct AlbumButtonReplayTests {
    /// The centre of `album.button.N` in window points, read from the scene at rest.
    static func buttonCentre(_ index: Int) throws -> CGPoint {
        let script = try TouchScriptParser.parse("scene navigation\n1 end", sourceName: "probe.touches",
                                                 catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: ImageCatalog([]))
        session.start()
        session.step(to: 0.1)
        let album = try #require(session.scene.labNavigationController?.topViewController as? AlbumViewController)
        let button: UIView = album.buttons[index]
        return button.convert(CGPoint(button.bounds.width / 2, button.bounds.height / 2), to: nil)
    }

    @Test("a tap on Share fires buttonTapped 1 at the lift, and the banner stays")
    func tap() throws {
        let c = try Self.buttonCentre(1)
        let run = try replayNavigation(pop: "system", "0.1 tap \(c.x) \(c.y)\n")
        #expect(run.actionValues("buttonTapped") == [1])
        #expect(!run.bannerMoved)
    }

    @Test("a held button is highlighted only after 0.15 s")
    func highlightAfterDelay() throws {
        let c = try Self.buttonCentre(0)
        let script = try TouchScriptParser.parse("""
            scene navigation
            0.1 down 1 \(c.x) \(c.y)
            0.5 up 1 \(c.x) \(c.y)
            """, sourceName: "hold.touches", catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: ImageCatalog([]))
        session.start()
        let album = try #require(session.scene.labNavigationController?.topViewController as? AlbumViewController)
        session.step(to: 0.2)
        #expect(!album.buttons[0].isHighlighted)
        session.step(to: 0.26)
        #expect(album.buttons[0].isHighlighted)
        let report = session.run()
        #expect(report.actions.filter { $0.name == "buttonTapped" }.map(\.value) == [0])
    }

    @Test("a swipe that starts on a button held 0.3 s pages the banner and cancels the button")
    func swipeCancelsHeldButton() throws {
        let c = try Self.buttonCentre(2)
        var lines = ["0.1 down 1 \(c.x) \(c.y)"]
        for i in 1...30 { lines.append("\(0.4 + Double(i) / 120) move 1 \(c.x - 9 * Double(i)) \(c.y)") }
        lines.append("0.66 up 1 \(c.x - 270) \(c.y)")
        let run = try replayNavigation(pop: "system", lines.joined(separator: "\n") + "\n")
        #expect(run.states("banner.pan").first == "began")
        #expect(run.bannerPage == 1)
        #expect(run.actionValues("buttonTapped").isEmpty)
    }

    @Test("a touch-up 60 pt below the button still taps it; 100 pt below does not")
    func touchUpWithin70() throws {
        let c = try Self.buttonCentre(1)
        let near = try replayNavigation(pop: "system", """
            0.1 down 1 \(c.x) \(c.y)
            0.3 move 1 \(c.x) \(c.y + 3)
            0.35 move 1 \(c.x) \(c.y + 82)
            0.4 up 1 \(c.x) \(c.y + 82)
            """)
        #expect(near.actionValues("buttonTapped") == [1])  // 22 pt half-height + 60 pt
        let far = try replayNavigation(pop: "system", """
            0.1 down 1 \(c.x) \(c.y)
            0.3 move 1 \(c.x) \(c.y + 3)
            0.35 move 1 \(c.x) \(c.y + 122)
            0.4 up 1 \(c.x) \(c.y + 122)
            """)
        #expect(far.actionValues("buttonTapped").isEmpty)
    }
}
