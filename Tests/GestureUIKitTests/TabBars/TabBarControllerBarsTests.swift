import Foundation
import Testing
@testable import GestureUIKit

@Suite("The tab bar in its children's safe area (BarProvidingContainer)")
struct TabBarControllerBarsTests {
    private func make() -> (UIWindow, UITabBarController, [UIViewController]) {
        let window = UIWindow(size: CGSize(390, 844))
        let tabs = KitScreen.$size.withValue(CGSize(390, 844)) { UITabBarController() }
        let children = [UIViewController(), UIViewController()]
        tabs.viewControllers = children
        tabs.view.frame = window.bounds
        window.addSubview(tabs.view)
        window.advance(to: 0.016)
        return (window, tabs, children)
    }

    @Test("the bar covers the bottom 49 pt of a tab's full-screen view, shown or not; nothing of a non-tab")
    func coversTheBottom() {
        let (_, tabs, children) = make()
        #expect(tabs.barInsets(covering: children[0]) == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        #expect(tabs.barInsets(covering: children[1]) == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        #expect(tabs.barInsets(covering: UIViewController()) == .zero)
    }

    @Test("a tab's view that ends above the bar is covered only where it overlaps it; a hidden bar covers nothing")
    func coversWhatOverlaps() {
        let (_, tabs, children) = make()
        children[0].view.frame = CGRect(x: 0, y: 0, width: 390, height: 815)
        #expect(tabs.barInsets(covering: children[0]).bottom == 20)
        tabs.tabBar.isHidden = true
        #expect(tabs.barInsets(covering: children[0]) == .zero)
    }
}
