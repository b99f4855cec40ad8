import GestureUIKit

/// How the `navigation` scene arbitrates the edge pop against the banner's pan: the five ways apps write it.
///
/// Each case is the code an iOS app writes (the delegates below, `AlbumViewController.viewDidLoad`, and
/// `EdgePanPassingScrollView`), never a reach into the container's internals.
enum PopStrategy: String, CaseIterable {
    /// Untouched: the container's own delegate (UIKit's `_UINavigationInteractiveTransition`).
    case system
    /// `interactivePopGestureRecognizer.delegate = self` to turn the pop off on the root page (the bug).
    case replacedDelegate = "replaced-delegate"
    /// replaced-delegate plus a scroll view allowing simultaneous recognition with edge pans.
    case simultaneous
    /// replaced-delegate plus `banner.panGestureRecognizer.require(toFail: pop)` (the fix).
    case requireToFail = "require-to-fail"
    /// A delegate that asks the top view controller (`InteractivePopDeciding`); the album page answers and
    /// adds the failure requirement.
    case perPage = "per-page"
}

/// The delegate an app installs to turn the pop off on the root page, as in the seed problem:
///
/// ```swift
/// navigationController.interactivePopGestureRecognizer?.delegate = self
/// func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { viewControllers.count > 1 }
/// ```
///
/// It answers only `gestureRecognizerShouldBegin`; everything else is UIKit's default, which is exactly what
/// loses the container's private "everyone waits for the edge pan" rule.
final class RootOnlyPopDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    private let lab: LabContext

    init(_ navigationController: UINavigationController, lab: LabContext) {
        self.navigationController = navigationController
        self.lab = lab
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let depth = navigationController?.viewControllers.count ?? 0
        if depth <= 1 { lab.note("the app's delegate turns the pop off on the root page", for: gestureRecognizer) }
        return depth > 1
    }
}

/// A view controller's say in the edge pop, consulted by `PerPagePopDelegate` (an app's own protocol).
protocol InteractivePopDeciding: AnyObject {
    /// Whether the edge swipe may pop this controller now; `gestureRecognizer` is the edge pan.
    func shouldBeginInteractivePop(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

/// The replaced delegate of the per-page strategy: off on the root page, and otherwise the top view controller
/// decides.
final class PerPagePopDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    private let lab: LabContext

    init(_ navigationController: UINavigationController, lab: LabContext) {
        self.navigationController = navigationController
        self.lab = lab
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1 else {
            lab.note("the app's delegate turns the pop off on the root page", for: gestureRecognizer)
            return false
        }
        guard let top = navigationController.topViewController as? InteractivePopDeciding else { return true }
        return top.shouldBeginInteractivePop(gestureRecognizer)
    }
}

/// The Swift form of the seed's `UIScrollView+AllowPanGestureEventPass` category: a scroll view that lets its
/// pan recognize together with any screen-edge pan.
///
/// ```objc
/// - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g shouldRecognizeSimultaneouslyWithGestureRecognizer:
///     (UIGestureRecognizer *)other {
///     return [other isKindOfClass:[UIScreenEdgePanGestureRecognizer class]];
/// }
/// ```
/// In Objective-C the category overrides the method on every UIScrollView (the scroll view is its pan's
/// delegate); Swift cannot override in an extension, so the album page uses this subclass and turns the
/// behaviour on with `recognizesSimultaneouslyWithEdgePans` in the `simultaneous` strategy.
final class EdgePanPassingScrollView: UIScrollView, UIGestureRecognizerDelegate {
    /// True in the `simultaneous` strategy.
    var recognizesSimultaneouslyWithEdgePans = false

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    )
        -> Bool
    {
        if recognizesSimultaneouslyWithEdgePans, gestureRecognizer === panGestureRecognizer,
            otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
        {
            return true
        }
        return false
    }

    /// A swipe that starts on one of the album's buttons still pages: apps override UIScrollView's default
    /// (false for controls) so, and the held button gets touch-cancel when the scroll begins.
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}
