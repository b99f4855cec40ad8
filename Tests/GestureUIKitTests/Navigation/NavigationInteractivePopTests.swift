import Foundation
import Testing
@testable import GestureUIKit

@Suite("The interactive pop and its default delegate")
struct NavigationInteractivePopTests {
    @Test("an edge swipe across half the screen pops; the page follows the finger on the way")
    func edgeSwipePops() throws {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(5, 400), CGPoint(300, 400), from: 0, duration: 0.3, lift: false)
        let t = try #require(n.nav.transition)
        #expect(t.isInteractive)
        // the edge pan began 15 pt out, at x = 20: the page is 280 pt across.
        #expect(abs(t.upper.view.transform.tx - 280) < 1e-6)
        #expect(n.nav.viewControllers.count == 1, "UIKit removes the page when the pop starts")
        n.window.touchUp(finger: 1, at: CGPoint(300, 400), time: 0.31)
        n.run(until: 1)
        #expect(n.h.states(of: "nav.edgePop").first == "began")
        #expect(n.log == ["pop page.0"])
    }

    @Test("the default delegate makes the content's pan wait for the edge pan, which then fails it")
    func systemRequirement() {
        let n = NavigationHarness(depth: 2, contentPan: true)
        n.h.drag(CGPoint(5, 400), CGPoint(300, 400), from: 0, duration: 0.3)
        n.run(until: 1)
        #expect(n.h.states(of: "page.1.pan") == ["failed"])
        #expect(n.h.reason(of: "page.1.pan", to: .failed) == "Failing due to recognition of nav.edgePop")
        #expect(n.window.diagnostics.decisions.contains { $0.kind == .waiting && $0.recognizer == "page.1.pan" })
        #expect(n.log == ["pop page.0"])
    }

    @Test("a replaced delegate loses the requirement: the content's pan begins first and excludes the edge pan")
    func replacedDelegate() {
        let n = NavigationHarness(depth: 2, contentPan: true)
        let replacement = RootOnlyPopDelegate(n.nav)
        n.nav.edgePopGestureRecognizer.delegate = replacement
        n.h.drag(CGPoint(5, 400), CGPoint(300, 400), from: 0, duration: 0.3)
        n.run(until: 1)
        #expect(n.h.states(of: "nav.edgePop") == ["failed"])
        #expect(n.h.reason(of: "nav.edgePop", to: .failed)?.hasPrefix("excluded by page.1.pan") == true)
        #expect(n.log.isEmpty)
        #expect(n.nav.viewControllers.count == 2)
    }

    @Test("a touch just outside the 13 pt edge region never starts the pop")
    func outsideEdge() {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(14, 400), CGPoint(300, 400), from: 0, duration: 0.3)
        n.run(until: 1)
        #expect(n.h.states(of: "nav.edgePop") == ["failed"])
        #expect(n.log.isEmpty)
    }

    @Test("touches on the navigation bar are refused by the default delegate")
    func barTouchesRefused() {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(5, 60), CGPoint(300, 60), from: 0, duration: 0.3)
        n.run(until: 1)
        #expect(n.h.states(of: "nav.edgePop").isEmpty)
        #expect(n.window.diagnostics.decisions.contains {
            $0.kind == .touchRefused && $0.reason.description.contains("navigation bar")
        })
        #expect(n.log.isEmpty)
    }

    @Test("on the root page the default delegate refuses the touch: nothing waits for the edge pan")
    func rootPage() {
        let n = NavigationHarness(depth: 1, contentPan: true)
        n.h.drag(CGPoint(5, 400), CGPoint(300, 400), from: 0, duration: 0.3)
        #expect(n.h.states(of: "nav.edgePop").isEmpty)
        #expect(n.h.states(of: "page.0.pan").first == "began")
    }

    @Test("a drag from the edge going left is refused by shouldBegin")
    func leftDragRefused() {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(12, 400), CGPoint(-20, 400), from: 0, duration: 0.2)
        #expect(n.h.states(of: "nav.edgePop") == ["failed"])
        #expect(n.h.reason(of: "nav.edgePop", to: .failed)?.contains("drag goes left") == true)
    }

    @Test("a short slow edge drag is cancelled and the page slides back")
    func slowShortCancels() throws {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(5, 400), CGPoint(80, 400), from: 0, duration: 0.6)
        let decision = try #require(n.nav.interactiveTransition.lastDecision)
        #expect(!decision.finish)
        n.run(until: 2)
        #expect(n.log == ["cancel page.1"])
        #expect(n.nav.viewControllers.count == 2)
        #expect(n.nav.topViewController?.view.transform == .identity)
    }

    @Test("a fast short flick completes, faster than a full animation")
    func fastFlickCompletes() throws {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(5, 400), CGPoint(85, 400), from: 0, duration: 0.05)
        let decision = try #require(n.nav.interactiveTransition.lastDecision)
        #expect(decision.finish)
        // 1600 pt/s: the remaining ~84 % of 390 pt at the finger's speed takes ≈ 0.2 s < 0.35 s.
        #expect(decision.remainingDuration < n.nav.transitionDuration)
        n.run(until: 1)
        #expect(n.log == ["pop page.0"])
    }

    @Test("a second finger during the interactive pop changes nothing: the first finger still drives it")
    func secondFinger() throws {
        let n = NavigationHarness(depth: 2, contentPan: true)
        n.h.drag(CGPoint(5, 400), CGPoint(150, 400), from: 0, duration: 0.2, lift: false)
        n.h.drag(CGPoint(200, 600), CGPoint(350, 600), from: 0.21, duration: 0.1, finger: 2)
        let t = try #require(n.nav.transition)
        #expect(abs(t.upper.view.transform.tx - 130) < 1e-6)
        #expect(n.h.states(of: "page.1.pan") == ["failed"])
        for i in 1...12 { n.window.touchMoved(finger: 1, to: CGPoint(150 + Double(i) * 12.5, 400), time: 0.32 + Double(i) / 120) }
        n.window.touchUp(finger: 1, at: CGPoint(300, 400), time: 0.43)
        n.run(until: 1.5)
        #expect(n.log == ["pop page.0"])
    }
}
