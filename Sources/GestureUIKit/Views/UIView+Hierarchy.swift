import Foundation

extension UIView {
    // MARK: Hierarchy

    /// `superview`.
    public var superview: UIView? { backing.superview.map(UIView.facade(for:)) }

    /// `subviews`, back to front.
    public var subviews: [UIView] { backing.subviews.map(UIView.facade(for:)) }

    /// `window`: the root of the tree when it is on screen; nil otherwise. Deviation: a plain UIView stands in
    /// for UIWindow.
    public var window: UIView? { backing.window.map(UIView.facade(for:)) }

    /// `addSubview(_:)`: moves `view` here, on top.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: backing.subviews.count)
    }

    /// `insertSubview(_:at:)`.
    public func insertSubview(_ view: UIView, at index: Int) {
        backing.insertSubview(view.backing, at: index)
        if view.ownsBacking { view.backing.retainedFacade = view }
        if let window = backing.window { KitNaming.assignDerivedNames(under: window) }
    }

    /// `bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: UIView) { backing.bringSubviewToFront(view.backing) }

    /// `removeFromSuperview()`: the superview no longer keeps this view alive.
    public func removeFromSuperview() {
        backing.removeFromSuperview()
        if ownsBacking { backing.retainedFacade = nil }
    }

    /// `isDescendant(of:)`.
    public func isDescendant(of view: UIView) -> Bool { backing.isDescendant(of: view.backing) }

    /// `viewWithTag(_:)`: this view or the first descendant with `tag`, depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Coordinates

    /// `convert(_:to:)` for a point; nil means the window.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        backing.convert(point, to: view?.backing)
    }

    /// `convert(_:from:)` for a point; nil means the window.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        backing.convert(point, from: view?.backing)
    }

    /// `convert(_:to:)` for a rectangle (its bounding box); nil means the window.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        backing.convert(rect, to: view?.backing)
    }

    /// `convert(_:from:)` for a rectangle (its bounding box); nil means the window.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        backing.convert(rect, from: view?.backing)
    }

    /// Ends the facade's hold on this subtree: recognizers and subviews let go of their facades (the scene
    /// host calls it when a scene is torn down, so user subclasses are freed).
    func tearDown() {
        for recognizer in gestureRecognizers ?? [] { recognizer.releaseFromView() }
        for subview in subviews { subview.tearDown() }
        if ownsBacking { backing.retainedFacade = nil }
    }
}
