import Foundation
@testable import GestureUIKit

/// A plain page: a view controller with a stable name for the log and a title for the bar.
final class TestPage: UIViewController {
    let name: String

    init(name: String, title: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() { view = UIView(name: name) }
}

/// A window holding a navigation controller of plain pages, each with an optional content pan, and a log of
/// what its delegate is told: `push`, `pop` or `cancel` (a `didShow` that left the stack as it was) and the page.
final class NavigationHarness: UINavigationControllerDelegate {
    let h: Harness
    let nav: UINavigationController
    private(set) var log: [String] = []
    private var lastDepth: Int

    var window: UIWindow { h.window }

    /// A stack of `depth` pages named `page.0`...; `contentPan` adds a pan named `page.N.pan` to each page.
    init(depth: Int, contentPan: Bool = false) {
        h = Harness()
        nav = UINavigationController(nibName: nil, bundle: nil)
        h.add(nav.view)
        nav.setViewControllers((0..<depth).map { Self.page($0, contentPan: contentPan) }, animated: false)
        lastDepth = depth
        nav.delegate = self
    }

    static func page(_ index: Int, contentPan: Bool = false) -> TestPage {
        let page = TestPage(name: "page.\(index)", title: "Page \(index)")
        page.view.backgroundColor = .white
        if contentPan { page.view.addGestureRecognizer(UIPanGestureRecognizer(name: "page.\(index).pan")) }
        return page
    }

    /// Advances the window frame by frame (60 Hz) until `time`.
    func run(until time: Double) {
        var t = window.now
        while t < time {
            t = min(time, t + 1.0 / 60)
            window.advance(to: t)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let depth = navigationController.viewControllers.count
        let kind = depth > lastDepth ? "push" : depth < lastDepth ? "pop" : "cancel"
        lastDepth = depth
        log.append("\(kind) \((viewController as? TestPage)?.name ?? "?")")
    }
}

/// An app's replacement for the edge pan's delegate: it only turns the pop off on the root page.
final class RootOnlyPopDelegate: UIGestureRecognizerDelegate {
    weak var nav: UINavigationController?
    init(_ nav: UINavigationController) { self.nav = nav }
    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        (nav?.viewControllers.count ?? 0) > 1
    }
}
