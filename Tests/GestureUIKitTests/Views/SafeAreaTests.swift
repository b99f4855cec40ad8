import Foundation
import Testing
@testable import GestureUIKit

/// A 390x844 device's window: status bar 47, home indicator 34.
private func deviceWindow() -> UIWindow {
    let window = UIWindow(size: CGSize(390, 844))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return window
}

/// A view that logs its safe-area callback and what `layoutSubviews` sees.
private final class LoggingView: UIView {
    var log: [String] = []
    override func safeAreaInsetsDidChange() { log.append("view \(safeAreaInsets.top)") }
    override func layoutSubviews() { log.append("layout \(safeAreaInsets.top)") }
}

/// A controller whose root view is a `LoggingView`, logging into the same list.
private final class LoggingController: UIViewController {
    let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    override func loadView() { view = root }
    override func viewSafeAreaInsetsDidChange() { root.log.append("controller \(root.safeAreaInsets.top)") }
}

/// A container with a 49 pt bar at the bottom of its children's views (a tab bar as `BarProvidingContainer`).
private final class BottomBarContainer: UIViewController, BarProvidingContainer {
    func barInsets(covering child: UIViewController) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
    }
}

@Suite("The safe area, computed down the tree")
struct SafeAreaTests {
    @Test("the window has the device's; a full-screen view inherits it, a view inside it only what it overlaps")
    func inheritedByOverlap() {
        let window = deviceWindow()
        let full = UIView(frame: window.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let nearTop = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(full)
        full.addSubview(middle)
        full.addSubview(nearTop)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(nearTop.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        nearTop.frame = CGRect(x: 10, y: 790, width: 100, height: 30)  // moved: follows at once
        #expect(nearTop.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    }

    @Test("a view in no window has no safe area")
    func noWindowNoSafeArea() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.addSubview(UIView(frame: view.bounds))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.subviews[0].safeAreaInsets == .zero)
    }

    @Test("additionalSafeAreaInsets add to the root view's, never below zero, and reach its subviews")
    func additionalInsets() {
        let window = deviceWindow()
        let controller = UIViewController()
        window.addSubview(controller.view)
        controller.view.frame = window.bounds
        let child = UIView(frame: controller.view.bounds)
        controller.view.addSubview(child)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: -50, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 0, right: 0))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 0, right: 0))
    }

    @Test("the view hears safeAreaInsetsDidChange, then its controller, before layoutSubviews sees the value")
    func callbackOrder() {
        let window = deviceWindow()
        let controller = LoggingController()
        controller.root.log = []
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        #expect(controller.root.log == ["view 47.0", "controller 47.0", "layout 47.0"])
        controller.root.log = []
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)  // no change
        window.layoutIfNeeded()
        #expect(controller.root.log == ["view 50.0", "controller 50.0", "layout 50.0"])
    }

    @Test("a navigation bar adds to its child's safe area (47 + 44); hidden, it adds nothing")
    func navigationBar() {
        let window = deviceWindow()
        let page = UIViewController()
        let nav = KitScreen.$safeAreaInsets.withValue(window.deviceSafeAreaInsets) {
            UINavigationController(rootViewController: page)
        }
        window.addSubview(nav.view)
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        nav.isNavigationBarHidden = true
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        nav.isNavigationBarHidden = false
        #expect(page.view.safeAreaInsets.top == 91)
    }

    @Test("every container above that provides bars adds them, a grandchild's view included")
    func barsOfEveryAncestor() {
        let window = deviceWindow()
        let container = BottomBarContainer()
        let page = UIViewController()
        let nav = KitScreen.$safeAreaInsets.withValue(window.deviceSafeAreaInsets) {
            UINavigationController(rootViewController: page)
        }
        container.view.frame = window.bounds
        container.addChild(nav)
        container.view.addSubview(nav.view)
        nav.view.frame = container.view.bounds
        nav.didMove(toParent: container)
        window.addSubview(container.view)
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 49, right: 0))
    }
}
