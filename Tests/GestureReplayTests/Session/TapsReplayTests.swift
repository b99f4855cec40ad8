import GestureUIKit
import Testing
@testable import GestureReplay

/// Each outcome of the taps scene, replayed from a script written here.
@Suite("Replaying the taps scene")
struct TapsReplayTests {
    @Test("a single tap that waits for the double tap fires 0.35 s after the tap lifts")
    func singleTapWaits() throws {
        let run = try session("""
            scene taps single-waits-for-double=on
            0.1 tap 195 422
            """)
        let report = run.run()
        // tap: down 0.1, up 0.15; the double tap gives up 0.35 s later: 0.15 + 0.35 = 0.5.
        #expect(report.actionNames == ["singleTap"])
        let action = try #require(report.actions.first)
        #expect(abs(action.time - 0.5) < 0.02)
        let single = report.transitions(of: "card.singleTap")
        #expect(single.map(\.to) == [.ended])
        #expect(single.first?.reason.contains("after its failure requirements failed") == true)
        #expect(report.transitions(of: "card.doubleTap").map(\.to) == [.failed])
        let waited = run.window.diagnostics.decisions.contains {
            $0.kind == .waiting && $0.recognizer == "card.singleTap" && $0.reason.requiredToFail == ["card.doubleTap"]
        }
        #expect(waited)
    }

    @Test("without the requirement the single tap fires as the finger lifts")
    func singleTapAtOnce() throws {
        let report = try replay("""
            scene taps
            set single-waits-for-double=off
            0.1 tap 195 422
            """)
        let action = try #require(report.actions.first)
        #expect(action.name == "singleTap")
        #expect(abs(action.time - 0.15) < 1e-9)
        #expect(report.transitions(of: "card.singleTap").first?.to == .ended)
    }

    @Test("a double tap recognizes doubleTap and fails the single tap because of it")
    func doubleTap() throws {
        let report = try replay("""
            scene taps
            0.1 tap 195 422 count 2
            """)
        #expect(report.actionNames == ["doubleTap"])
        let single = report.transitions(of: "card.singleTap")
        #expect(single.map(\.to) == [.failed])
        #expect(single.first?.reason.contains("Failing due to recognition of card.doubleTap") == true)
    }

    @Test("a 0.6 s press is a long press")
    func longPress() throws {
        let report = try replay("""
            scene taps
            0.1 down 1 195 422
            0.7 up 1 195 422
            """)
        #expect(report.actionNames == ["longPress"])
        let action = try #require(report.actions.first)
        #expect(abs(action.time - 0.6) < 0.02)  // 0.1 + UIKit's 0.5 s minimum press
    }

    @Test("a drag ends the pan, and the run waits for the card to spring back")
    func drag() throws {
        let run = try session("""
            scene taps
            0.1 drag 195 422 -> 195 600 in 0.3
            """)
        let report = run.run()
        #expect(report.actionNames == ["panEnded"])
        #expect(report.transitions(of: "card.pan").map(\.to).first == .began)
        #expect(report.transitions(of: "card.pan").map(\.to).last == .ended)
        #expect(report.end > 0.4)
        #expect(report.end < 0.4 + 10)
        #expect(run.window.isIdle)
        #expect(!run.scene.isAnimating)
    }

    @Test("returns to possible are not listed")
    func noReturnsToPossible() throws {
        let report = try replay("""
            scene taps
            0.1 tap 195 422 count 2
            1 tap 195 422
            """)
        #expect(!report.transitions.contains { $0.to == .possible })
        #expect(report.actionNames == ["doubleTap", "singleTap"])
    }
}
