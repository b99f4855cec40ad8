import GestureCore

/// How the `navigation` scene arbitrates the edge pop against the banner's pan: the five ways apps write it.
///
/// Each case is set up in `NavigationScene.apply(_:)` with the code an iOS app writes (see the types below),
/// never by reaching into the container's internals.
enum PopStrategy: String, CaseIterable {
    /// Untouched: the container's own delegate (UIKit's `_UINavigationInteractiveTransition`).
    case system
    /// `interactivePopGestureRecognizer.delegate = self` to turn the pop off on the root page (the bug).
    case replacedDelegate = "replaced-delegate"
    /// replaced-delegate plus a scroll-view extension allowing simultaneous recognition with edge pans.
    case simultaneous
    /// replaced-delegate plus `banner.panGestureRecognizer.require(toFail: edgePan)` (the fix).
    case requireToFail = "require-to-fail"
    /// A delegate that asks the top page (`InteractivePopDeciding`); the album page answers and adds the
    /// failure requirement.
    case perPage = "per-page"
}

/// The delegate an app installs to turn the pop off on the root page, as in the seed problem:
///
/// ```swift
/// navigationController.interactivePopGestureRecognizer?.delegate = self
/// func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { viewControllers.count > 1 }
/// ```
///
/// It answers only `shouldBegin`; everything else is UIKit's default, which is exactly what loses the
/// container's private "everyone waits for the edge pan" rule.
final class RootOnlyPopDelegate: GestureRecognizerDelegate {
    weak var navigationController: NavigationController?

    init(_ navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let depth = navigationController?.pages.count ?? 0
        if depth <= 1 { recognizer.note("the app's delegate turns the pop off on the root page") }
        return depth > 1
    }
}

/// A page's say in the edge pop, consulted by `PerPagePopDelegate` (an app's own protocol).
protocol InteractivePopDeciding: AnyObject {
    /// Whether the edge swipe may pop this page now; `recognizer` is the edge pan (for notes).
    func shouldBeginInteractivePop(_ recognizer: GestureRecognizer) -> Bool
    /// Sets up the page's recognizers against the edge pan (a failure requirement), or removes that set-up
    /// when `edgePan` is nil.
    func configureInteractivePop(edgePan: GestureRecognizer?)
}

/// The replaced delegate of the per-page strategy: off on the root page, and otherwise the top page decides.
final class PerPagePopDelegate: GestureRecognizerDelegate {
    weak var navigationController: NavigationController?

    init(_ navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let navigationController, navigationController.pages.count > 1 else {
            recognizer.note("the app's delegate turns the pop off on the root page")
            return false
        }
        guard let page = navigationController.topPage as? InteractivePopDeciding else { return true }
        return page.shouldBeginInteractivePop(recognizer)
    }
}

/// The Swift form of the seed's `UIScrollView+AllowPanGestureEventPass` category: a scroll view that lets its
/// pan recognize together with any screen-edge pan.
///
/// In Objective-C the category overrides the method on every UIScrollView (the scroll view is its pan's
/// delegate); Swift cannot override in an extension, so the album page uses this subclass and the scene
/// switches the behaviour with `recognizesSimultaneouslyWithEdgePans`.
final class EdgePanPassingScrollView: ScrollView {
    /// True in the `simultaneous` strategy.
    var recognizesSimultaneouslyWithEdgePans = false

    override func gestureRecognizer(_ recognizer: GestureRecognizer,
                                    shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        if recognizesSimultaneouslyWithEdgePans, recognizer === panGestureRecognizer,
           other is ScreenEdgePanGestureRecognizer {
            return true
        }
        return super.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }

    /// A swipe that starts on one of the album's buttons still pages: apps override UIScrollView's default
    /// (false for controls) so, and the held button gets touch-cancel when the scroll begins.
    override func touchesShouldCancel(in view: View) -> Bool { true }
}
