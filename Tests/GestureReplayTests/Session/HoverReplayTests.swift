import Foundation
import GestureScenes
import GestureScript
import GestureUIKit
import Testing
@testable import GestureReplay

@Suite("Hover lines in a replay")
struct HoverReplayTests {
    /// A session over `text` on the taps scene with a hover recognizer named `card.hover` on its card.
    private func hoverSession(_ text: String) throws -> ReplaySession {
        let session = try session(text)
        let card = try #require(session.window.descendant(named: "card"))
        card.addGestureRecognizer(UIHoverGestureRecognizer(name: "card.hover"))
        return session
    }

    @Test("entering, moving over and leaving the card begins, changes and ends its hover, with the pointer reasons")
    func beganChangedEnded() throws {
        let report = try hoverSession(
            """
            scene taps
            0.1 hover 10 10
            0.2 hover 195 422
            0.3 hover 200 430
            0.4 hover 10 10
            0.5 hover 195 422
            0.6 hover-out
            """
        ).run()
        let hover = report.transitions(of: "card.hover")
        // The report keeps state changes: the first move is began → changed, later ones (changed → changed) not.
        #expect(hover.map(\.to) == [.began, .changed, .ended, .began, .ended])
        #expect(hover.map(\.time) == [0.2, 0.3, 0.4, 0.5, 0.6])
        #expect(
            hover.map(\.reason) == [
                "the pointer entered card", "the pointer moved", "the pointer left card", "the pointer entered card",
                "the pointer left the window",
            ])
        #expect(report.actions.isEmpty)
    }

    @Test("a hover is paused while a finger is down, and plays in script order with the touches of its instant")
    func pausedWhileTouching() throws {
        let report = try hoverSession(
            """
            scene taps
            set single-waits-for-double=off
            0.1 hover 195 422
            0.2 down 1 195 422
            0.2 hover 10 10
            0.25 up 1 195 422
            0.3 hover 10 10
            """
        ).run()
        // The move at 0.2 comes after the down, so it is ignored; the one at 0.3 ends the hover.
        #expect(report.transitions(of: "card.hover").map(\.time) == [0.1, 0.3])
        #expect(report.actionNames.contains("singleTap"))
    }

    @Test("a script's report is the same with hover lines over no hover recognizer")
    func noHoverRecognizerNoChange() throws {
        let plain = "scene taps\n0.1 tap 195 422\n"
        let hovered = "scene taps\n0.05 hover 195 422\n0.1 tap 195 422\n0.3 hover-out\n"
        #expect(try replay(plain).transitions == (try replay(hovered)).transitions)
        #expect(try replay(plain).actionNames == (try replay(hovered)).actionNames)
    }
}
