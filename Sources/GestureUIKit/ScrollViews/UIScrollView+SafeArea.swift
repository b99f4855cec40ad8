import Foundation

/// `adjustedContentInset` from the safe area, by `contentInsetAdjustmentBehavior`, and where the content rests.
///
/// UIScrollView.h: `.automatic` is "Similar to .scrollableAxes, but for backward compatibility will also adjust the
/// top & bottom contentInset when the scroll view is owned by a view controller with
/// automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless of whether the scroll view
/// is scrollable"; `.scrollableAxes`: "Edges for scrollable axes are adjusted (i.e., contentSize.width/height >
/// frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)"; `.never`: "contentInset is not adjusted";
/// `.always`: "contentInset is always adjusted by the scroll view's safeAreaInsets". The decompiled `UIScrollView.m`
/// names the pieces (`_edgesApplyingSafeAreaInsetsToContentInsetForContentSize:`,
/// `_edgesPropagatingSafeAreaInsetsToSubviews`, `_adjustContentOffsetIfNecessary`,
/// `_applyAutomaticAdjustedContentOffset:`); their bodies are past what the index reads. What they are taken to do
/// here: the safe area is added on the edges of the adjusted axes, those edges are not passed on to the subviews
/// (the content is inset already), and when the adjusted inset changes while the content rests where it rested
/// (at `-adjustedContentInset` on that axis) it moves to the new resting place: a table first shown under a
/// navigation bar rests at `contentOffset.y == -91` on the 390x844 device.
/// Deviation: the "owned by a view controller" of `.automatic` is taken to mean the scroll view is a controller's
/// root view (`automaticallyAdjustsScrollViewInsets` is not modelled: it is deprecated since iOS 11 and true by
/// default).
extension UIScrollView {
    /// The edges `contentInsetAdjustmentBehavior` adds the safe area to now.
    package var edgesApplyingSafeAreaInsetsToContentInset: UIRectEdge {
        let vertical: UIRectEdge = [.top, .bottom], horizontal: UIRectEdge = [.left, .right]
        switch contentInsetAdjustmentBehavior {
        case .never: return []
        case .always: return .all
        case .scrollableAxes, .automatic:
            var edges: UIRectEdge = []
            let size = bounds.size
            if contentSize.width > size.width || alwaysBounceHorizontal { edges.formUnion(horizontal) }
            if contentSize.height > size.height || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic && isRootViewInNavigationController)
            {
                edges.formUnion(vertical)
            }
            return edges
        }
    }

    /// Whether this scroll view is the root view of a controller inside a navigation controller.
    private var isRootViewInNavigationController: Bool {
        guard let controller = viewDelegate, controller.viewIfLoaded === self else { return false }
        return controller.navigationController != nil
    }

    /// The safe-area part of `adjustedContentInset` for the current safe area, behaviour and size.
    private var computedSafeAreaContentInset: UIEdgeInsets {
        let edges = edgesApplyingSafeAreaInsetsToContentInset, safe = safeAreaInsets
        return UIEdgeInsets(
            top: edges.contains(.top) ? safe.top : 0, left: edges.contains(.left) ? safe.left : 0,
            bottom: edges.contains(.bottom) ? safe.bottom : 0, right: edges.contains(.right) ? safe.right : 0)
    }

    /// `contentSize` changed: the edges that scroll may change what the safe area adds, and observers hear it.
    func contentSizeChanged() {
        updateSafeAreaContentInset()
        keyValueDidChange()
    }

    /// Recomputes the safe-area part of `adjustedContentInset` (the safe area, the behaviour, the content size or
    /// the bounds changed); on a change tells the subclass and the delegate, and moves a resting offset to the new
    /// resting place (`_adjustContentOffsetIfNecessary`).
    package func updateSafeAreaContentInset() {
        let new = computedSafeAreaContentInset
        guard new != safeAreaContentInset else { return }
        let oldRest = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
        safeAreaContentInset = new
        adjustedContentInsetChanged()
        let newRest = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
        guard !isDragging, !isTracking else { return }
        if isDecelerating {
            replanMotion()
            return
        }
        guard scrollAnimation == nil else { return }
        var offset = contentOffset
        if abs(offset.x - oldRest.x) < 1e-9 { offset.x = newRest.x }
        if abs(offset.y - oldRest.y) < 1e-9 { offset.y = newRest.y }
        contentOffset = offset
    }
}
