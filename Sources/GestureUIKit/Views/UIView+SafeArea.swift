import Foundation

/// The safe area, computed down the tree as UIKit computes it.
///
/// UIKit stores each view's `safeAreaInsets` and refreshes it at its own moments (during layout, when a frame
/// changes, when a view moves to a superview) with `-[UIView _updateSafeAreaInsets]`, which sets the value from
/// `_safeAreaInsetsInSuperview:`: the superview's safe area, limited to the edges it propagates
/// (`_edgesPropagatingSafeAreaInsetsToDescendants`; a scroll view keeps the edges it applied to its content
/// inset, `_edgesPropagatingSafeAreaInsetsToSubviews`), normalized to the view's frame (for each edge
/// `max(0, outer edge − inner edge)`), and for a view controller's root view joined (`_UIEdgeInsetsMax`) with the
/// controller's `_contentOverlayInsets`: the bars of its containers plus its `additionalSafeAreaInsets`.
/// `setSafeAreaInsets:` notifies only on a change, through `_safeAreaInsetsDidChangeFromOldInsets:`: the view's
/// `safeAreaInsetsDidChange()` first, then its controller's `viewSafeAreaInsetsDidChange()` (method names in the
/// decompiled `UIView.m`, `UIViewController.m` and `UIScrollView.m` of iOS 18.2; their bodies lie past what the
/// index reads, so the order and formula follow the iOS 11 UIKit read by the safe-area backport notes and
/// Apple's "Positioning content relative to the safe area").
/// The window's safe area is the device's (`UIWindow.deviceSafeAreaInsets`); a view in no window has none.
extension UIView {
    /// The frame as if the transform were the identity (UIKit's `_frameIgnoringLayerTransform`): a view being
    /// scaled or rotated keeps the safe area of where it rests.
    private var frameIgnoringTransform: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }

    /// The safe area this view should have now, from its superview's (stored) one.
    private func computedSafeAreaInsets() -> UIEdgeInsets {
        if let window = self as? UIWindow { return window.deviceSafeAreaInsets }
        guard let parent = superview else { return .zero }
        let edges = parent.edgesPropagatingSafeAreaInsetsToSubviews
        let outer = parent.safeAreaInsets
        let parentBounds = parent.bounds, frame = frameIgnoringTransform
        // How far the superview's unsafe band reaches into this frame, capped at the band itself: a view that
        // hangs past its superview's edge gains nothing out there ("if the top right view is moved still further
        // up, the safe area inset does not continue to expand. It is capped at the size of the superview's safe
        // area inset", MartianCraft, "Notes from the margins", 2019).
        func reach(_ distance: CGFloat, band: CGFloat) -> CGFloat { min(band, max(0, distance)) }
        var insets = UIEdgeInsets(
            top: edges.contains(.top) ? reach(parentBounds.minY + outer.top - frame.minY, band: outer.top) : 0,
            left: edges.contains(.left) ? reach(parentBounds.minX + outer.left - frame.minX, band: outer.left) : 0,
            bottom: edges.contains(.bottom)
                ? reach(frame.maxY - (parentBounds.maxY - outer.bottom), band: outer.bottom) : 0,
            right: edges.contains(.right)
                ? reach(frame.maxX - (parentBounds.maxX - outer.right), band: outer.right) : 0)
        if let controller = viewDelegate, controller.viewIfLoaded === self {
            insets = controller.rootViewSafeAreaInsets(inherited: insets)
        }
        return insets
    }

    /// UIKit's `_updateSafeAreaInsets` for this view alone (its superview's value is taken as it stands): sets
    /// the value and, on a change, tells the view, then its controller. Returns whether the value changed.
    @discardableResult
    package func updateSafeAreaInsets(inWindow: Bool) -> Bool {
        let new = inWindow ? computedSafeAreaInsets() : .zero
        guard new != storedSafeAreaInsets else { return false }
        storedSafeAreaInsets = new
        layoutInputsDidChange()
        safeAreaInputsDidChange()
        setNeedsLayout()
        safeAreaInsetsDidChange()
        if let controller = viewDelegate, controller.viewIfLoaded === self { controller.viewSafeAreaInsetsDidChange() }
        return true
    }

    /// `updateSafeAreaInsets` for this view and every view below it, parents first (a view added to a window, a
    /// frame that changed, a container's bar shown or hidden, `additionalSafeAreaInsets` set).
    package func updateSafeAreaInsetsInSubtree() {
        updateSubtree(inWindow: window != nil)
    }

    private func updateSubtree(inWindow: Bool) {
        updateSafeAreaInsets(inWindow: inWindow)
        for subview in subviews { subview.updateSubtree(inWindow: inWindow) }
    }

    /// After a change of geometry: the subtree's safe areas follow at once when the view is in a window (UIKit
    /// updates them when a frame changes); outside a window there is nothing to follow.
    ///
    /// Only what the change can reach is recomputed: this view and its subviews (their frames now sit elsewhere
    /// in its bounds), and below them only the branches whose safe area changed. A view's value depends on its
    /// superview's value and bounds and on its own frame alone, so a subview whose value stayed the same leaves
    /// its own subtree as it was (a table cell moved by scrolling costs one view, not its whole content).
    func geometryDidChangeForSafeArea() {
        layoutInputsDidChange()
        guard superview != nil, window != nil else { return }
        updateSafeAreaInsets(inWindow: true)
        for subview in subviews { subview.updateChangedBranch() }
    }

    /// This view's safe area, and its subviews' only if it changed.
    private func updateChangedBranch() {
        guard updateSafeAreaInsets(inWindow: true) else { return }
        for subview in subviews { subview.updateChangedBranch() }
    }
}
