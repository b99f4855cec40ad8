import Foundation
import GestureLabKit
import GestureLabTesting
import Testing

// Two iOS snippets from the navigation scene's port:
//
//     // a banner whose buttons do not stop a swipe (UIScrollView's default is false for a UIControl)
//     class BannerScrollView: UIScrollView {
//         override func touchesShouldCancel(in view: UIView) -> Bool { true }
//     }
//     button.addTarget(self, action: #selector(didTapLike(_:)), for: .touchUpInside)
//
//     // telling pushes, pops and a cancelled interactive pop apart in the navigation delegate
//     func navigationController(_ nc: UINavigationController, didShow vc: UIViewController, animated: Bool) {
//         if nc.viewControllers.count == shownDepth { /* the swipe was cancelled */ }
//     }

/// The paging banner of the snippet, with the override switchable.
final class ButtonBannerScrollView: UIScrollView {
    var cancelsButtons = true
    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelsButtons ? true : super.touchesShouldCancel(in: view)
    }
}

/// A paging banner (y 200...400) with a Like button at (40...160, 300...344) on its first page.
final class ButtonBannerController: UIViewController {
    let lab: LabContext
    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "banner"
        let banner = ButtonBannerScrollView(frame: CGRect(x: 0, y: 200, width: view.bounds.width, height: 200))
        banner.accessibilityIdentifier = "banner"
        banner.isPagingEnabled = true
        banner.cancelsButtons = lab.option("cancel") == "on"
        banner.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
        let like = UIButton(type: .system)
        like.accessibilityIdentifier = "like"
        like.setTitle("Like", for: .normal)
        like.frame = CGRect(x: 40, y: 100, width: 120, height: 44)
        like.addTarget(self, action: ButtonBannerController.didTapLike, for: .touchUpInside)
        banner.addSubview(like)
        view.addSubview(banner)
    }

    func didTapLike(_ sender: UIButton) { lab.report("like") }
}

final class ButtonBannerScene: LabScene {
    static let name = "button-banner"
    static let summary = "A button inside a paging banner."
    static let options: [LabOption] = [.toggle("cancel", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { ButtonBannerController(lab: lab) }
}

/// Reports `pushed`, `popped` or `popCancelled` from `didShow` by depth alone: what is tested is the kit's delegate
/// calls (the navigation scene also asks that an interactive pop began and the same top is shown again).
final class DepthWatchingScene: LabScene, UINavigationControllerDelegate {
    static let name = "depth-watch"
    static let summary = "A navigation delegate telling pushes, pops and cancelled pops apart."
    static let options: [LabOption] = [.start("start", ["top", "root"], default: "top")]
    let lab: LabContext
    private var shownDepth = 0
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.title = "root"
        let navigation = UINavigationController(rootViewController: root)
        if lab.option("start") == "top" {
            let top = UIViewController()
            top.title = "top"
            navigation.pushViewController(top, animated: false)
        }
        shownDepth = navigation.viewControllers.count
        navigation.delegate = self
        return navigation
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        let depth = navigationController.viewControllers.count
        lab.report(depth > shownDepth ? "pushed" : depth < shownDepth ? "popped" : "popCancelled",
                   value: viewController.title)
        shownDepth = depth
    }
}

@Suite("Ported snippets: a button in a scroll view, and the navigation delegate")
struct ControlAndNavigationDelegatePortTests {
    @Test("a tap on the button sends its touch-up-inside action once")
    func tap() throws {
        let tester = try GestureTester(ButtonBannerScene.self)
        tester.advance(to: 0.1)
        tester.tap(at: CGPoint(x: 100, y: 322))
        tester.advance(to: 1)
        #expect(tester.actionNames == ["like"])
    }

    @Test("with touchesShouldCancel overridden, a swipe from the button pages the banner and taps nothing")
    func swipeFromButtonPages() throws {
        let tester = try GestureTester(ButtonBannerScene.self)
        tester.advance(to: 0.1)
        tester.drag(from: CGPoint(x: 150, y: 322), to: CGPoint(x: 20, y: 322), duration: 0.2)
        tester.advance(to: 2)
        #expect(tester.actionNames.isEmpty)
        #expect(tester.page(of: "banner") == 1)
    }

    @Test("with UIKit's default for controls, a swipe from a held button leaves it the touch: no paging, a tap")
    func defaultKeepsButton() throws {
        let tester = try GestureTester(ButtonBannerScene.self, options: ["cancel": "off"])
        tester.advance(to: 0.1)
        tester.touchDown(at: CGPoint(x: 150, y: 322))
        tester.advance(to: 0.4)
        tester.moveTo(CGPoint(x: 120, y: 322))
        tester.advance(to: 0.45)
        tester.moveTo(CGPoint(x: 60, y: 322))
        tester.advance(to: 0.5)
        tester.touchUp()
        tester.advance(to: 2)
        #expect(tester.page(of: "banner") == 0)
        #expect(tester.states(of: "banner.pan").first != .began)
        #expect(tester.actionNames == ["like"])  // lifted at x 60, inside the button
    }

    @Test("a completed edge pop is told as popped, a short one as popCancelled with the same top")
    func popAndCancel() throws {
        let popped = try GestureTester(DepthWatchingScene.self)
        popped.advance(to: 0.1)
        popped.edgeSwipe(from: .left, at: 400, duration: 0.3)  // 5,400 -> 300,400
        popped.advance(to: 2)
        #expect(popped.actionNames == ["popped=root"])
        let cancelled = try GestureTester(DepthWatchingScene.self)
        cancelled.advance(to: 0.1)
        cancelled.edgeSwipe(from: .left, at: 400, distance: 35, duration: 0.6)  // 5,400 -> 40,400
        cancelled.advance(to: 2)
        #expect(cancelled.actionNames == ["popCancelled=top"])
    }
}
