import Foundation

/// A view's Auto Layout surface: its anchors, the constraints it holds, its guides, and whether the engine places it.
extension UIView {
    /// `translatesAutoresizingMaskIntoConstraints` (true for views made in code): while true the engine keeps the
    /// view where its frame and `autoresizingMask` put it (autoresizing constraints); set it false to place the view
    /// by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            treeLayoutEngine?.markDirty(self)
        }
    }

    /// `constraints`: the active constraints this view holds (those whose items' closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// `addConstraint(_:)`: holds `constraint` here and puts it in the engine (prefer `isActive = true`, which finds
    /// the view to hold it).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let holder = constraint.holder {
            guard holder !== self else { return }
            holder.removeConstraint(constraint)
        }
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        layoutEngine.install(constraint)
    }

    /// `addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// `removeConstraint(_:)`: takes `constraint` out of this view and the engine (it becomes inactive).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        autoLayoutStorage?.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        treeLayoutEngine?.uninstall(constraint)
    }

    /// `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// `hasAmbiguousLayout`: whether the constraints leave the view's frame free to move without breaking any of them
    /// (LayoutSolver's `isAmbiguous`, read from the optimal tableau); false for a view no constraint names.
    public var hasAmbiguousLayout: Bool {
        flushLayoutEngine()
        return treeLayoutEngine?.isAmbiguous(self) ?? false
    }

    /// `layoutGuides`: the guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// `addLayoutGuide(_:)`: the view owns `layoutGuide` (it leaves its previous owner).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// `removeLayoutGuide(_:)`: the guide leaves the view, and the constraints naming it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        if let engine = treeLayoutEngine {
            for constraint in engine.activeConstraints
            where constraint.firstLayoutItem === layoutGuide || constraint.secondLayoutItem === layoutGuide {
                constraint.isActive = false
            }
            engine.unregister(layoutGuide)
        }
        autoLayoutStorage?.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    // MARK: Anchors

    /// `leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// `trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// `leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// `rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// `bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// `centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// `centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// `firstBaselineAnchor` (the top edge here: the kit has no font metrics).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// `lastBaselineAnchor` (the bottom edge here).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
