import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureReplay

/// Replays `events` (script lines after the header) in the nested scene with `handoff`.
private func replayNested(_ handoff: String, _ events: String) throws -> ReplayReport {
    let text = "scene nested handoff=\(handoff)\n" + events
    let script = try TouchScriptParser.parse(text, sourceName: "nested.touches", catalog: SceneRegistry.builtIn.catalog)
    return try ReplaySession(script: script, images: ImageCatalog([])).run()
}

private extension ReplayReport {
    func offsetY(_ name: String) -> CGFloat { scrollViews.first { $0.name == name }?.contentOffset.y ?? .nan }
    func offsetX(_ name: String) -> CGFloat { scrollViews.first { $0.name == name }?.contentOffset.x ?? .nan }
    func page(_ name: String) -> Int? { scrollViews.first { $0.name == name }?.page }
}

@Suite("Nested scene: a slow drag and a fast fling across the header's threshold, per strategy")
struct NestedHandoffTests {
    /// 300 pt up at 200 pt/s, held still before lifting: no fling. The pan's 10 pt hysteresis is removed from the
    /// translation (UIKit), so the content moves 290 pt.
    static let slowDrag = "0 drag 195 600 -> 195 300 in 1.5 hold 0.3\n"
    /// 100 pt up in 0.1 s: a 1000 pt/s fling. At 0.998 it projects 1000/(1000·ln(1/0.998)) ≈ 499.5 pt more.
    static let fling = "0 drag 195 600 -> 195 500 in 0.1\n"

    @Test("none: the list takes the whole drag and the header stays")
    func none() throws {
        let slow = try replayNested("none", Self.slowDrag)
        #expect(slow.offsetY("outer") == 0)
        #expect(abs(slow.offsetY("tab.0") - 290) < 1)
        let fast = try replayNested("none", Self.fling)
        #expect(fast.offsetY("outer") == 0)
        #expect(fast.offsetY("tab.0") > 550)  // 100 dragged + ~499 decelerated
    }

    @Test("toggle-enabled: the drag stops dead at the threshold and the fling is lost there")
    func toggleEnabled() throws {
        let slow = try replayNested("toggle-enabled", Self.slowDrag)
        #expect(slow.offsetY("outer") == 150)
        #expect(slow.offsetY("tab.0") == 0)
        #expect(slow.transitions.contains { $0.recognizer == "outer.pan" && $0.to == .cancelled })
        #expect(slow.actions.map(\.name) == ["headerCollapsed"])
        let fast = try replayNested("toggle-enabled", Self.fling)
        #expect(fast.offsetY("outer") == 150)
        #expect(fast.offsetY("tab.0") == 0)
    }

    @Test("linked-pan: one drag crosses the threshold, but a fling stops dead on release")
    func linkedPan() throws {
        let slow = try replayNested("linked-pan", Self.slowDrag)
        #expect(slow.offsetY("outer") == 150)
        #expect(abs(slow.offsetY("tab.0") - 140) < 1)  // 290 − 150
        let fast = try replayNested("linked-pan", Self.fling)
        #expect(abs(fast.offsetY("outer") - 90) < 1)  // 100 − 10 of hysteresis
        #expect(fast.offsetY("tab.0") == 0)
    }

    @Test("linked-pan-inertia: the decay carries the fling across the threshold into the list")
    func linkedPanInertia() throws {
        let slow = try replayNested("linked-pan-inertia", Self.slowDrag)
        #expect(slow.offsetY("outer") == 150)
        #expect(abs(slow.offsetY("tab.0") - 140) < 1)  // 290 − 150
        let fast = try replayNested("linked-pan-inertia", Self.fling)
        #expect(fast.offsetY("outer") == 150)
        // 90 dragged + ~499.5 decelerated, minus the 150 the header took: ~439 in the list.
        #expect(abs(fast.offsetY("tab.0") - 439) < 15)
    }

    @Test("coordinated: one drag and one fling flow across the threshold as a single scroll")
    func coordinated() throws {
        let slow = try replayNested("coordinated", Self.slowDrag)
        #expect(slow.offsetY("outer") == 150)
        #expect(abs(slow.offsetY("tab.0") - 140) < 1)  // 290 − 150
        let fast = try replayNested("coordinated", Self.fling)
        #expect(fast.offsetY("outer") == 150)
        #expect(abs(fast.offsetY("tab.0") - 439) < 15)
        #expect(fast.actions.map(\.name) == ["headerCollapsed"])
    }

    @Test("coordinated: a drag that reverses across the boundary empties the list first, then the header returns")
    func reversingDrag() throws {
        let report = try replayNested("coordinated", """
            0 down 1 195 600
            +0.5 move 1 195 300
            +0.5 move 1 195 550
            +0.3 up 1 195 550
            """)
        // Up 300 − 10 of hysteresis: outer 150, list 140. Down 250: the list first (140 → 0), then outer (150 → 40).
        #expect(abs(report.offsetY("tab.0")) < 1)
        #expect(abs(report.offsetY("outer") - 40) < 1)
    }

    @Test("coordinated: a fling down from deep in the list crosses back into the header and bounces at the top")
    func flingBackToTop() throws {
        let report = try replayNested("coordinated", """
            0 drag 195 700 -> 195 200 in 1 hold 0.2
            2 drag 195 300 -> 195 700 in 0.08
            """)
        #expect(report.offsetY("outer") == 0)
        #expect(report.offsetY("tab.0") == 0)
        #expect(report.actions.map(\.name) == ["headerCollapsed", "headerExpanded"])
    }
}

@Suite("Nested scene: tabs")
struct NestedTabsTests {
    @Test("a horizontal swipe on a half-collapsed page changes tabs without moving outer",
          arguments: NestedScene.handoffValues)
    func horizontalSwipe(handoff: String) throws {
        let report = try replayNested(handoff, """
            0 drag 195 170 -> 195 95 in 0.6 hold 0.3
            2 drag 300 500 -> 60 505 in 0.25
            """)
        // The first drag starts on the header: 75 pt − 10 of hysteresis collapses it to 65 in every strategy.
        #expect(abs(report.offsetY("outer") - 65) < 1)
        #expect(report.page("tabs") == 1)
        #expect(report.actions.contains { $0.name == "tabChanged" && $0.value == 1 })
    }

    @Test("each tab keeps its scroll position when switching away and back")
    func positionsKept() throws {
        let report = try replayNested("coordinated", """
            0 drag 195 700 -> 195 200 in 1 hold 0.2
            2 drag 300 500 -> 60 505 in 0.25
            4 drag 60 500 -> 330 505 in 0.25
            """)
        #expect(report.page("tabs") == 0)
        #expect(abs(report.offsetY("tab.0") - 340) < 1)  // 500 − 10 of hysteresis − 150 taken by the header
        #expect(report.offsetY("tab.1") == 0)
    }

    @Test("a tap on a title switches to that tab")
    func tapTitle() throws {
        let report = try replayNested("coordinated", "0.1 tap 325 172\n")
        #expect(report.page("tabs") == 2)
        #expect(report.actions.map(\.name) == ["tabChanged", "tabChanged"])
    }

    @Test("after a hard fling every offset is finite and inside its range", arguments: NestedScene.handoffValues)
    func hardFling(handoff: String) throws {
        let report = try replayNested(handoff, "0 drag 195 800 -> 195 100 in 0.05\n")
        for view in report.scrollViews {
            #expect(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite)
            #expect(view.contentOffset.y >= -0.5)
        }
        #expect(report.offsetY("outer") <= 150.5)
        let listMax = 40 * 60 - (844 - 44.0)
        #expect(report.offsetY("tab.0") <= listMax + 0.5)
    }
}
