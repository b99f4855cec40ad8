import GestureUIKit

/// What the `pager-back` scene's app does about the back swipe over its UIPageViewController (conflicts.md §3).
enum PagerBackStrategy: String, CaseIterable {
    /// Nothing: the system's back swipe (the 13 pt edge pan; on iOS 26 also the content swipe).
    case system
    /// FDFullscreenPopGesture: a plain full-screen pan on the edge pan's view, driving the pop, the edge pan
    /// disabled. The pager's pan (deeper, same 10 pt) begins first and excludes it: no pop over the pager.
    case fullscreen
    /// `pager.panGestureRecognizer.require(toFail: interactivePopGestureRecognizer)`: redundant, the edge pan's
    /// private delegate already makes every pan wait for it.
    case requireEdge = "require-edge"
    /// The right fix on iOS 18: a full-screen pan that begins only for a rightward drag on the first page, and
    /// the pager's pan made to wait for it (`require(toFail:)`), so elsewhere the pager still pages at 10 pt.
    case firstPage = "first-page"
    /// iOS 26: `interactiveContentPopGestureRecognizer?.isEnabled = false` for the whole app: back to the edge only.
    case contentOff = "content-off"
}

/// FDFullscreenPopGesture's pan delegate (`_FDFullscreenPopGestureRecognizerDelegate`): more than one controller,
/// no transition running, a rightward drag; with `firstPageOnly`, also the pager on its first page.
final class FullScreenPopDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    let lab: LabContext
    /// The first-page fix: refuse unless the pager shows its first page.
    let firstPageOnly: Bool
    /// Whether the pager shows its first page.
    var isOnFirstPage: () -> Bool = { true }

    init(_ navigationController: UINavigationController, lab: LabContext, firstPageOnly: Bool) {
        self.navigationController = navigationController
        self.lab = lab
        self.firstPageOnly = firstPageOnly
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1,
            let pan = gestureRecognizer as? UIPanGestureRecognizer
        else {
            lab.note("nothing to pop", for: gestureRecognizer)
            return false
        }
        if pan.translation(in: pan.view).x <= 0 {
            lab.note("the drag goes left, away from the pop", for: gestureRecognizer)
            return false
        }
        if firstPageOnly, !isOnFirstPage() {
            lab.note("the pager is past its first page: the drag pages back", for: gestureRecognizer)
            return false
        }
        return true
    }
}
