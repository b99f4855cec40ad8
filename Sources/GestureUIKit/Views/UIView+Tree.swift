import Foundation

/// The view tree: adding, inserting, removing and reordering subviews, with UIKit's move notifications
/// (`willMove(toSuperview:)`, `willMove(toWindow:)`, `didMoveToWindow()`, `didMoveToSuperview()`, `didAddSubview(_:)`,
/// `willRemoveSubview(_:)`), and lookups in it.
extension UIView {
    /// `addSubview(_:)`: adds `view` on top of the others, moving it from its old superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// `insertSubview(_:at:)`, the index clamped to the subviews. A view that is already a subview here only
    /// changes place (no move notifications, as in UIKit).
    public func insertSubview(_ view: UIView, at index: Int) {
        let moves = view.superview !== self
        let oldIndex = moves ? nil : subviews.firstIndex { $0 === view }
        if moves {
            view.removeFromSuperview()
            view.willMove(toSuperview: self)
        } else {
            subviews.removeAll { $0 === view }
        }
        let oldWindow = view.window, newWindow = window
        if moves, oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        let newIndex = min(max(index, 0), subviews.count)
        subviews.insert(view, at: newIndex)
        view.superview = self
        if moves { layoutTreeDidAdd(view) }
        view.setNeedsLayout()
        // UIKit refreshes the safe area when a view moves to a superview (`_updateSafeAreaInsets`).
        view.updateSafeAreaInsetsInSubtree()
        KitNaming.renameSubviews(of: self, from: min(newIndex, oldIndex ?? newIndex))
        guard moves else { return }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// `removeFromSuperview()`: leaves the superview, which no longer keeps this view alive.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        let keptConstraints = autoLayoutStorage != nil || parent.treeLayoutEngine != nil ? layoutTreeWillRemove() : []
        let oldIndex = parent.subviews.firstIndex { $0 === self } ?? 0
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layoutTreeDidRemove(keeping: keptConstraints)
        // The siblings above it move down one place: their derived names follow (this view keeps its own). Names
        // are paths from a window, so a tree outside one has none to follow.
        if oldWindow != nil {
            KitNaming.renameSubviews(of: parent, from: oldIndex)
            notifyDidMoveToWindow()
        }
        didMoveToSuperview()
    }

    /// `willMove(toWindow:)` for this view and its subtree, parents first.
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` for this view and its subtree, parents first.
    private func notifyDidMoveToWindow() {
        if let window { window.takePendingDeviations(of: self) }
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// `bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        KitNaming.renameSubviews(of: self, from: index)
    }

    /// `insertSubview(_:belowSubview:)`: just below `siblingSubview`; on top when it is not a subview (UIKit adds
    /// the view then too).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// `insertSubview(_:aboveSubview:)`: just above `siblingSubview`; on top when it is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// `sendSubviewToBack(_:)`: below every other subview (hit-tested last, drawn first).
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        KitNaming.renameSubviews(of: self, from: 0)
    }

    /// `exchangeSubview(at:withSubviewAt:)`: swaps two subviews' places; out-of-range indexes do nothing (UIKit
    /// raises).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        KitNaming.renameSubviews(of: self, from: min(index1, index2))
    }

    /// `isDescendant(of:)`: true when `self` is `view` or lies below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// `viewWithTag(_:)`: this view or the first descendant with `tag`, depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view named `name` in this subtree, depth first.
    package func descendant(named name: String) -> UIView? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.descendant(named: name) { return found }
        }
        return nil
    }

    /// Ends the tree's hold on its recognizers (the scene host calls it when a scene is torn down): a recognizer
    /// whose action captured its view controller strongly would otherwise keep the whole scene alive.
    func tearDown() {
        for recognizer in attachedRecognizers { recognizer.attachedView = nil }
        attachedRecognizers.removeAll()
        for subview in subviews { subview.tearDown() }
    }
}
