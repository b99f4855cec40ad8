import Foundation
import Testing
@testable import GestureUIKit

@Suite("Navigation container: push, pop and the parallax transition")
struct NavigationControllerTests {
    @Test("an animated push slides the new page in over the parallaxed, dimmed page and then removes it")
    func animatedPush() throws {
        let n = NavigationHarness(depth: 1)
        let next = NavigationHarness.page(1)
        n.nav.pushViewController(next, animated: true)
        #expect(n.nav.topViewController === next)
        n.run(until: n.nav.transitionDuration / 2)
        let t = try #require(n.nav.transition)
        let c = t.coverage
        #expect(c > 0 && c < 1)
        // upper page: (1 − c)·390 to the right; lower page: 0.3·390·c to the left.
        #expect(abs(next.view.transform.tx - (1 - c) * 390) < 1e-9)
        #expect(abs(n.nav.viewControllers[0].view.transform.tx + 0.3 * 390 * c) < 1e-9)
        #expect(n.nav.dimmingView.superview === n.nav.contentView)
        #expect(n.nav.shadowView.superview === n.nav.contentView)
        n.run(until: 1)
        #expect(n.nav.transition == nil)
        #expect(n.nav.viewControllers[0].view.superview == nil)
        #expect(n.nav.contentView.subviews.count == 1)
        #expect(n.log == ["push page.1"])
        #expect(n.nav.navigationBar.titleLabel.text == "Page 1")
        #expect(!n.nav.navigationBar.backButton.isHidden)
    }

    @Test("pop returns the top page at once, as UIKit, and finishes with the page below shown")
    func animatedPop() {
        let n = NavigationHarness(depth: 3)
        let popped = n.nav.popViewController(animated: true)
        #expect((popped as? TestPage)?.name == "page.2")
        #expect(n.nav.viewControllers.count == 2)
        #expect(n.nav.popViewController(animated: true) == nil, "refused while a transition runs")
        n.run(until: 1)
        #expect(n.log == ["pop page.1"])
        #expect(popped?.navigationController == nil)
    }

    @Test("the back button's tap pops; the root page has no back button")
    func backButton() {
        let n = NavigationHarness(depth: 2)
        n.h.tap(CGPoint(30, 47 + 22), at: 0.1)
        n.run(until: 1)
        #expect(n.h.states(of: "nav.back") == ["ended"])
        #expect(n.log == ["pop page.0"])
        #expect(n.nav.navigationBar.backButton.isHidden)
    }

    @Test("idle, only the top page is in the tree, whatever the depth")
    func oneViewIdle() {
        let shallow = NavigationHarness(depth: 2), deep = NavigationHarness(depth: 40)
        #expect(shallow.nav.contentView.subviews.count == 1)
        #expect(deep.nav.contentView.subviews.count == 1)
    }

    @Test("a transition frame costs the same at depth 3 and depth 60: same views, same drawing")
    func depthIndependentFrames() {
        func frame(depth: Int) -> (views: Int, commands: Int) {
            let n = NavigationHarness(depth: depth)
            n.window.touchDown(finger: 1, at: CGPoint(5, 400), time: 0)
            for i in 1...12 { n.window.touchMoved(finger: 1, to: CGPoint(5 + Double(i) * 10, 400), time: Double(i) / 120) }
            var list = DisplayList()
            n.window.render(into: &list)
            func count(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }
            return (count(n.window), list.commands.count)
        }
        let shallow = frame(depth: 3), deep = frame(depth: 60)
        #expect(shallow.views == deep.views)
        #expect(shallow.commands == deep.commands)
        #expect(shallow.commands > 0)
    }

    @Test("mid-pop, the bar cross-fades the titles and the moving page casts a 9 pt shadow over a dimmed page")
    func crossFadeAndShadow() throws {
        let n = NavigationHarness(depth: 2)
        n.h.drag(CGPoint(5, 400), CGPoint(215, 400), from: 0, duration: 0.2, lift: false)
        let t = try #require(n.nav.transition)
        let c = t.coverage  // 1 − 195/390 = 0.5
        #expect(abs(c - 0.5) < 1e-9)
        let bar = n.nav.navigationBar
        #expect(bar.titleLabel.text == "Page 1" && abs(bar.titleLabel.alpha - c) < 1e-9)
        #expect(bar.lowerTitleLabel.text == "Page 0" && abs(bar.lowerTitleLabel.alpha - (1 - c)) < 1e-9)
        #expect(abs(bar.backButton.alpha - c) < 1e-9, "the back button fades out towards the root page")
        var list = DisplayList()
        n.window.render(into: &list)
        let shadows = list.commands.compactMap { command -> Double? in
            if case .shadow(_, _, _, let radius) = command { return radius }
            return nil
        }
        #expect(shadows == [9])
        let dims = list.commands.contains { command in
            if case .fill(_, _, let color, _) = command { return color == Color(white: 0, alpha: 0.1 * c) }
            return false
        }
        #expect(dims)
    }
}
