import Foundation

/// The constraints pass and fitting sizes.
extension UIView {
    /// `setNeedsUpdateConstraints()`: the next layout pass (or `updateConstraintsIfNeeded()`) calls this view's
    /// `updateConstraints()` (its controller's `updateViewConstraints()` for a root view) before it solves.
    public func setNeedsUpdateConstraints() {
        guard autoLayoutStorage?.needsUpdateConstraints != true else { return }
        autoLayout.needsUpdateConstraints = true
        let engine = layoutEngine
        engine.viewsNeedingConstraintUpdate.append(LayoutEngine.WeakView(view: self))
        engine.noteChange()
    }

    /// `needsUpdateConstraints()`: whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// `updateConstraintsIfNeeded()`: runs the pending constraints pass of the tree now.
    public func updateConstraintsIfNeeded() { flushLayoutEngine() }

    /// `systemLayoutSizeFitting(_:)`: the smallest (or largest) size the view's constraints allow, toward
    /// `targetSize` at `fittingSizeLevel` on both axes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the size the constraints
    /// in this view's subtree, its intrinsic size and a pull toward `targetSize` at the given priorities give it (a
    /// required priority fixes that axis at the target: a self-sizing cell's width). Solved in an engine of its own,
    /// as UIKit solves it off to the side; the views are not moved.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        flushLayoutEngine()
        let engine = LayoutEngine(
            host: self,
            fitting: LayoutEngine.Fitting(
                size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
        engine.register(self)
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            for constraint in view.constraints { engine.install(constraint) }
            pending += view.subviews
        }
        engine.update()
        return engine.solvedFrame(of: self, current: CGRect(origin: .zero, size: targetSize)).size
    }
}
