import Foundation

/// Where the layout pass meets the engine.
///
/// UIKit applies the engine's values as part of laying a view out, before `layoutSubviews()`: a UIKitCore stack
/// trace (iOS 12) shows `-[UIView(CALayerDelegate) layoutSublayersOfLayer:]` calling
/// `-[UIView(Hierarchy) _updateConstraintsAsNecessaryAndApplyLayoutFromEngine]`, which runs `_is_layout`,
/// `resizeSubviewsWithOldSize:` and each subview's `_applyISEngineLayoutValuesToBoundsOnly:`. The kit does the same
/// in `layoutSublayers()`: the tree's engine updates (its constraints pass first, UIKit's `_updateConstraintsIfNeeded`),
/// then every subview the engine places takes its solved frame (its `center` and `bounds` set, so inside
/// `UIView.animate` the change animates), then `layoutSubviews()` runs and sees them.
extension UIView {
    /// Brings the tree's engine up to date when something changed since (so `layoutIfNeeded()` sees a new
    /// `constant` at once).
    package func flushLayoutEngine() {
        guard let engine = treeLayoutEngine, engine.hasPendingChanges else { return }
        engine.update()
    }

    /// At the start of the tree root's layout: the engine's pending changes are solved and the views they move are
    /// marked, so this very pass lays them out.
    package func updateHostedLayoutEngine() {
        guard let engine = autoLayoutStorage?.hostedEngine, engine.hasPendingChanges else { return }
        engine.update()
    }

    /// Before `layoutSubviews()`: the subviews the engine places take their solved frames, and a scroll view whose
    /// subviews' constraints reach its edges takes its solved content size.
    package func applyLayoutEngineValuesToSubviews() {
        guard let engine = treeLayoutEngine else { return }
        if engine.hasPendingChanges { engine.update() }
        for subview in subviews where subview.isPlacedByEngine && engine.isRegistered(subview) {
            let frame = engine.solvedFrame(of: subview)
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if subview.center != center { subview.center = center }
            if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
        }
        if let scrollView = self as? UIScrollView, engine.isRegistered(scrollView),
            let size = engine.solvedContentSize(of: scrollView), size != scrollView.contentSize
        {
            scrollView.contentSize = size
        }
    }

    /// A view's frame or safe area changed: if the engine keeps constraints from it (a view translating its
    /// autoresizing mask, a view with guides), they follow at its next update.
    func layoutInputsDidChange() {
        guard let state = autoLayoutStorage, let engine = treeLayoutEngine else { return }
        if state.translatesAutoresizingMaskIntoConstraints { engine.markDirty(self) }
        if let guide = state.safeAreaGuide { engine.markDirty(guide) }
        if let guide = state.marginsGuide { engine.markDirty(guide) }
    }

    // MARK: The tree changing

    /// `view` was just added here: a tree that brought an engine of its own hands its constraints to this tree's.
    func layoutTreeDidAdd(_ view: UIView) {
        if let moved = view.autoLayoutStorage?.hostedEngine {
            view.autoLayoutStorage?.hostedEngine = nil
            let constraints = moved.activeConstraints
            let marked = moved.viewsNeedingConstraintUpdate
            let engine = layoutEngine
            for constraint in constraints { engine.install(constraint) }
            engine.viewsNeedingConstraintUpdate += marked
            engine.noteChange()
        } else if view.autoLayoutStorage != nil, let engine = treeLayoutEngine {
            engine.markDirty(view)
        }
    }

    /// This view is about to leave its superview: the constraints between its subtree and the rest are deactivated
    /// (as UIKit removes them), and those wholly inside it leave the engine; they are returned, to go into an engine
    /// of the subtree's own once it is detached.
    func layoutTreeWillRemove() -> [NSLayoutConstraint] {
        guard let engine = treeLayoutEngine else { return [] }
        var moving: [NSLayoutConstraint] = []
        func inside(_ item: (any LayoutItem)?) -> Bool { item?.layoutNode?.isDescendant(of: self) ?? false }
        for constraint in engine.activeConstraints {
            let first = inside(constraint.firstLayoutItem)
            let second = constraint.secondLayoutItem == nil || inside(constraint.secondLayoutItem)
            if first && second {
                engine.uninstall(constraint)
                moving.append(constraint)
            } else if first || inside(constraint.secondLayoutItem) {
                constraint.isActive = false
            }
        }
        for record in engine.items.values {
            guard let item = record.item, item.layoutNode?.isDescendant(of: self) ?? true else { continue }
            engine.unregister(item)
        }
        return moving
    }

    /// After leaving: the constraints wholly inside the subtree go into its own engine.
    func layoutTreeDidRemove(keeping constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        let engine = layoutEngine
        for constraint in constraints { engine.install(constraint) }
    }
}
