import Foundation

/// The layout pass, as UIKit runs it through Core Animation: `setNeedsLayout()` marks a view and its ancestors; the
/// window lays out every marked branch, parents before children, before it delivers a touch and before it draws
/// (UIKit commits its Core Animation transaction, layout first, at the end of every run-loop turn, so the next
/// event and the next frame see the views laid out).
///
/// A view's layout is `-[UIView layoutSublayersOfLayer:]`: the view controller whose root view it is
/// (`_viewControllerToNotifyOnLayoutSubviews`, the view's `_viewDelegate`) hears `viewWillLayoutSubviews()`, the
/// view runs `layoutSubviews()`, the controller hears `viewDidLayoutSubviews()`; then its subviews with pending
/// layout are laid out (so a child view controller's callbacks come after its parent's `viewDidLayoutSubviews`).
/// Sources: the method names from the decompiled `UIView.m` (iOS 18.2 UIKitCore; the body of
/// `layoutSublayersOfLayer:` is not in the part of the decompile read, so the order between the callbacks and
/// `layoutSubviews` is Apple's documentation of `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`: "about to
/// lay out its subviews", "finishes laying out its subviews").
extension UIView {
    /// Marks every ancestor as holding a view that needs layout, up to the first one already marked.
    func markAncestorsNeedLayout() {
        var ancestor = superview
        while let view = ancestor, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// UIKit's private `-[UIView layoutBelowIfNeeded]` (decompiled UIView.m: it lays out the view's outermost layer
    /// with `[CALayer layoutBelowIfNeeded]`): this view if it needs it, then every subview branch with pending
    /// layout, without first laying out pending ancestors as `layoutIfNeeded()` does. The kit's own classes use it
    /// where they lay out their own subtree (a table's rows, a navigation controller's page) so that doing so never
    /// runs an ancestor's `layoutSubviews` in the middle of theirs.
    package func layoutBelowIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        updateHostedLayoutEngine()
        if needsLayout {
            // UIKit refreshes the safe area as it lays a view out, so layoutSubviews sees the new value.
            updateSafeAreaInsets(inWindow: window != nil)
            needsLayout = false
            layoutSublayers()
        }
        descendantNeedsLayout = false
        for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutBelowIfNeeded()
        }
    }

    /// `-[UIView layoutSublayersOfLayer:]`: the owning view controller's `viewWillLayoutSubviews()`, this view's
    /// `layoutSubviews()`, the controller's `viewDidLayoutSubviews()`.
    private func layoutSublayers() {
        let controller = viewControllerToNotifyOnLayoutSubviews
        controller?.viewWillLayoutSubviews()
        applyLayoutEngineValuesToSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// UIKit's `_viewControllerToNotifyOnLayoutSubviews`: the view controller whose root view this is.
    private var viewControllerToNotifyOnLayoutSubviews: UIViewController? {
        guard let viewDelegate, viewDelegate.viewIfLoaded === self else { return nil }
        return viewDelegate
    }
}

extension UIWindow {
    /// The most passes one layout pass repeats while `layoutSubviews` implementations mark views already passed
    /// (Core Animation leaves such marks to the next transaction; repeating a few times lets a touch see them done).
    private static let maximumLayoutRepeats = 4

    /// The window's layout pass: every view with pending layout, parents first, before a touch is delivered and
    /// before a frame is drawn (`advance(to:)` ends with it; the front ends call `layoutIfNeeded()` before drawing).
    package func layoutPendingViews() {
        var repeats = 0
        while needsLayout || descendantNeedsLayout, repeats < Self.maximumLayoutRepeats {
            layoutBelowIfNeeded()
            repeats += 1
        }
    }
}
