import Foundation

/// A view controller's part of the safe area: what its containers' bars cover of its root view, and its
/// `additionalSafeAreaInsets`.
///
/// UIKit keeps a controller's `_contentOverlayInsets`, refreshed down the containment tree
/// (`_updateContentOverlayInsetsForSelfAndChildren`, `_updateContentOverlayInsetsFromParentIfNecessary`): what the
/// parent's bars cover of the child's view, plus `additionalSafeAreaInsets` ("the safe area of the child view
/// controller's view reflects the navigation bar and tab bar"; "Use this property to adjust the safe area insets
/// of this view controller's views by the specified amount", Apple's `additionalSafeAreaInsets` documentation).
/// The root view's safe area is the larger, edge by edge, of what its superview passes down and what the bars
/// cover, plus the additional insets, never below zero (the safe-area backport notes: "a status bar of twenty with
/// an additional inset of minus ten leaves ten, and minus a hundred leaves zero").
extension UIViewController {
    /// What the bars of every container above this controller cover of its root view, edge by edge (UIKit walks
    /// the parents: a navigation controller's bar, a tab bar controller's bar; any `BarProvidingContainer`).
    package var containerBarInsets: UIEdgeInsets {
        guard let view = viewIfLoaded else { return .zero }
        var result = UIEdgeInsets.zero
        var child: UIViewController = self
        while let parent = child.parent {
            if let container = parent as? BarProvidingContainer {
                let covered = container.barInsets(covering: child)
                let inView = child === self ? covered : Self.normalize(covered, of: child, into: view)
                result = result.edgewiseMax(inView)
            }
            child = parent
        }
        return result
    }

    /// `insets` of `child`'s view moved into `view`'s bounds: for each edge, how far the covered band reaches
    /// into `view` (UIKit's `_UIViewInsetsNormalizedToInnerRect`, `max(0, outer edge − inner edge)`).
    private static func normalize(_ insets: UIEdgeInsets, of child: UIViewController, into view: UIView) -> UIEdgeInsets
    {
        guard let outerView = child.viewIfLoaded, view.isDescendant(of: outerView) else { return .zero }
        let outer = outerView.bounds, inner = view.convert(view.bounds, to: outerView)
        return UIEdgeInsets(
            top: max(0, outer.minY + insets.top - inner.minY),
            left: max(0, outer.minX + insets.left - inner.minX),
            bottom: max(0, inner.maxY - (outer.maxY - insets.bottom)),
            right: max(0, inner.maxX - (outer.maxX - insets.right)))
    }

    /// The root view's safe area from what its superview passes down (`inherited`): joined with the containers'
    /// bars, plus `additionalSafeAreaInsets`, floored at zero.
    func rootViewSafeAreaInsets(inherited: UIEdgeInsets) -> UIEdgeInsets {
        let joined = inherited.edgewiseMax(containerBarInsets)
        let extra = additionalSafeAreaInsets
        return UIEdgeInsets(
            top: max(0, joined.top + extra.top), left: max(0, joined.left + extra.left),
            bottom: max(0, joined.bottom + extra.bottom), right: max(0, joined.right + extra.right))
    }

    /// The safe areas of this controller's view and everything below it, again (its additional insets or a
    /// container's bars changed).
    package func updateViewSafeAreaInsets() {
        viewIfLoaded?.updateSafeAreaInsetsInSubtree()
    }
}

extension UIEdgeInsets {
    /// The larger of the two on every edge (UIKit's `_UIEdgeInsetsMax`).
    func edgewiseMax(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }
}
