import Foundation

/// The refresh control's host: `refreshControl`, the inset it adds while refreshing, and what a change of that
/// inset does to a drag or a deceleration in progress.
///
/// UIKit's `_UIScrollViewRefreshControlHost` forwards the control's `incrementInsetHeight:` /
/// `decrementInsetHeight:` to the scroll view's `_addRefreshInset:` / `_removeRefreshInset:` and answers YES to
/// `refreshControlInsetsAffectScrollViewRubberBanding` (decompiled iOS 18.2): the inset is part of the adjusted
/// inset, so the content rests `refreshControlHeight` lower while refreshing and a drag rubber-bands from there.
/// The bodies of `_addRefreshInset:` are not read; here a drag in progress keeps the content under the finger
/// (the drag is re-anchored, as UIKit's incremental drag would be) and a deceleration or bounce in progress goes
/// on towards the new range. Sources: see `UIRefreshControl`.
extension UIScrollView {
    /// `refreshControl` (iOS 10): setting it puts the control behind the content at the top and hosts it; the
    /// old one leaves (its inset goes with it).
    public var refreshControl: UIRefreshControl? {
        get { storedRefreshControl }
        set {
            guard newValue !== storedRefreshControl else { return }
            if let old = storedRefreshControl {
                old.detach()
                old.removeFromSuperview()
            }
            storedRefreshControl = newValue
            guard let control = newValue else { return }
            if let previousHost = control.host, previousHost !== self { previousHost.refreshControl = nil }
            insertSubview(control, at: 0)
            control.attach(to: self)
        }
    }

    /// `adjustedContentInset` (iOS 11): `contentInset`, plus the safe area on the edges
    /// `contentInsetAdjustmentBehavior` adjusts (`UIScrollView+SafeArea`), plus the refresh control's height at the
    /// top while it refreshes.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaContentInset
        return UIEdgeInsets(
            top: contentInset.top + safe.top + refreshInset, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Sets the refresh control's part of the top inset, keeping a drag's content under the finger and letting a
    /// deceleration or bounce carry on to the new range.
    func setRefreshInset(_ height: CGFloat) {
        guard height != refreshInset else { return }
        refreshInset = height
        adjustedContentInsetChanged()
        if isDragging {
            // The finger-driven offset that shows the content where it is now, under the new rubber band.
            dragStartOffset = fingerOffset(forDisplayed: contentOffset) + scrollPan.translation(in: self)
        }
        replanMotion()
    }

    /// UIKit's `_isBouncing`: moving by itself with the offset past an edge (a bounce, or a spring back).
    package var isBouncing: Bool { isDecelerating && isOutsideRange }
}
