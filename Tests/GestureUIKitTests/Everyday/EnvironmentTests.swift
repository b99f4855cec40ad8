import Foundation
import Testing
@testable import GestureUIKit

/// Records its appearance calls, as an app's root controller would log them.
private final class RootViewController: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

@Suite("The environment: UIApplication, UIScreen, UIDevice, traits, a window's root view controller")
struct EnvironmentTests {
    @Test("UIScreen.main and UIDevice answer for the device a scene is built for")
    func screenAndDevice() {
        KitScreen.$size.withValue(CGSize(width: 820, height: 1180)) {
            #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
        }
        KitScreen.$size.withValue(CGSize(width: 390, height: 844)) {
            #expect(UIScreen.main.bounds.width == 390)
            #expect(UIScreen.main.scale == 3)
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.orientation == .portrait)
        }
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared === UIApplication.shared)
    }

    @Test("a view's traits follow its window: an iPhone is compact wide, an iPad regular")
    func traits() {
        let phone = Harness()
        let view = UIView(frame: .zero)
        phone.add(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.window?.screen.bounds.size == CGSize(width: 390, height: 844))
        let pad = Harness(size: CGSize(width: 820, height: 1180))
        let padView = UIView(frame: .zero)
        pad.add(padView)
        #expect(padView.traitCollection.horizontalSizeClass == .regular)
        #expect(padView.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test("setting rootViewController puts its view in the window at the window's size and runs its appearance")
    func rootViewController() {
        let harness = Harness()
        let root = RootViewController()
        harness.window.rootViewController = root
        #expect(root.view.superview === harness.window)
        #expect(root.view.frame == harness.window.bounds)
        #expect(root.calls == ["willAppear", "didAppear"])
        harness.window.makeKeyAndVisible()
        #expect(harness.window.isKeyWindow)
        let next = RootViewController()
        harness.window.rootViewController = next
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(harness.window.rootViewController === next)
        #expect(harness.window.windowScene == nil)
        #expect(next.preferredStatusBarStyle == .lightContent)
    }
}
