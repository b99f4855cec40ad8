import Foundation
import GestureUIKit

/// The `navigation` scene: the edge-swipe pop over a horizontal scroll view (scenes.md), written on the kit.
///
/// The seed problem (cDigger/CoExistOfScrollViewAndBackGesture, uikit-behaviour.md §4–5): an app replaces
/// `interactivePopGestureRecognizer.delegate` to turn the pop off on its root page, and loses the container's
/// private rule that every other recognizer waits for the edge pan to fail; from then on a horizontal scroll
/// view at the left edge (10 pt hysteresis) begins before the edge pan (15 pt) and excludes it. Making them
/// simultaneous moves both; `banner.panGestureRecognizer.require(toFail: pop)` is the fix; asking the top
/// view controller through a protocol is the per-page variant. `PopStrategy` lists the five set-ups.
///
/// Screens: `albums` (depth 1, the list `list`) and `album` (depth 2, the paging banner `banner`). `start=album`
/// (default) starts with the album page pushed on the root. A new `pop` value rebuilds the scene where it is
/// (UIKit has no call that removes a failure requirement), keeping the page on top through `resumeOptions`.
/// Deviation: the navigation bar shows the controllers' titles, `albums` and `album` (the names in reports),
/// where the seed-era scene showed "Albums" and "Album 1".
public final class NavigationScene: LabScene, UINavigationControllerDelegate {
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "navigation"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Edge-swipe pop over a horizontal scroll view"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "an edge swipe that pops, over a paging banner"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "Replacing the pop gesture's delegate loses UIKit's rule that every pan waits for "
        + "the edge pan, so a paging banner at the left edge steals the swipe. Requiring the banner's pan to wait "
        + "for the edge pan to fail brings the pop back."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .start(
            "start", ["album", "root"], default: "album",
            summary: "album: depth 2 with the album page pushed; root: depth 1"),
        .choice(
            "pop", PopStrategy.allCases.map(\.rawValue), default: "system",
            summary: "how the edge pop and the banner's pan are arbitrated"),
    ]
    /// `LabScene.mainFix`: the fix key F toggles, from the replaced delegate to the failure requirement.
    public static let mainFix: (key: String, broken: String, fixed: String)? =
        ("pop", "replaced-delegate", "require-to-fail")
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["pushed", "popped", "popCancelled", "pageChanged", "buttonTapped"]

    let lab: LabContext
    let strategy: PopStrategy
    /// The navigation controller, once `makeRootViewController` has made it.
    private(set) var navigationController: UINavigationController?
    private var popDelegate: UIGestureRecognizerDelegate?
    /// The stack's depth after the last transition: deeper is a push, shallower a pop.
    private var shownDepth = 0
    /// The controller the last `didShow` was about: the top that an interactive pop tries to take away.
    private weak var shownController: UIViewController?
    /// Whether the edge pan began an interactive pop since the last `didShow`.
    private var isInteractivePopRunning = false

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        self.lab = lab
        strategy = PopStrategy(rawValue: lab.option("pop")) ?? .system
    }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController {
        let albums = AlbumsViewController(lab: lab)
        let navigation = UINavigationController(rootViewController: albums)
        navigation.view.backgroundColor = .white
        navigationController = navigation
        albums.onSelect = { [weak self] _ in self?.pushAlbum(animated: true) }
        installPopDelegate(on: navigation)
        if lab.option("start") != "root" { pushAlbum(animated: false) }
        shownDepth = navigation.viewControllers.count
        shownController = navigation.topViewController
        navigation.delegate = self  // after the start push: only the user's pushes are actions
        navigation.interactivePopGestureRecognizer?.addTarget(self, action: NavigationScene.interactivePopChanged)
        return navigation
    }

    /// The app's code for the strategy's delegate: untouched for `system`, else a replaced delegate.
    private func installPopDelegate(on navigation: UINavigationController) {
        switch strategy {
        case .system:
            popDelegate = nil
        case .replacedDelegate, .simultaneous, .requireToFail:
            popDelegate = RootOnlyPopDelegate(navigation, lab: lab)
        case .perPage:
            popDelegate = PerPagePopDelegate(navigation, lab: lab)
        }
        if let popDelegate { navigation.interactivePopGestureRecognizer?.delegate = popDelegate }
    }

    private func pushAlbum(animated: Bool) {
        let album = AlbumViewController(lab: lab, strategy: strategy)
        navigationController?.pushViewController(album, animated: animated)
    }

    // MARK: UINavigationControllerDelegate

    /// `UINavigationControllerDelegate.navigationController(_:didShow:animated:)`: reports `pushed`, `popped` or
    /// `popCancelled`.
    ///
    /// UIKit tells a cancelled interactive pop as a `didShow` of the controller that was on top and stays there,
    /// so `popCancelled` is that: the edge pan began a pop, and the same controller is shown again at the same
    /// depth. Any other `didShow` at the same depth (a replaced top, a repeated call) reports nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        let depth = navigationController.viewControllers.count
        if depth > shownDepth {
            lab.report("pushed")
        } else if depth < shownDepth {
            lab.report("popped")
        } else if isInteractivePopRunning, viewController === shownController {
            lab.report("popCancelled")
        }
        shownDepth = depth
        shownController = viewController
        isInteractivePopRunning = false
    }

    /// The interactive pop gesture's target: notes that an interactive pop began.
    private func interactivePopChanged(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { isInteractivePopRunning = true }
    }

    /// `start=album` while the album page is pushed, `start=root` once popped: a rebuild keeps the page.
    public var resumeOptions: [(key: String, value: String)] {
        [("start", (navigationController?.viewControllers.count ?? 1) >= 2 ? "album" : "root")]
    }
}
