import Foundation
/// Point conversion between views: UIView's `convert(_:to:)` and `convert(_:from:)`.
extension UIView {
    /// Maps a point in this view's bounds coordinates to its superview's.
    package func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let fromCenter = CGPoint(x: p.x - bounds.minX - bounds.width / 2, y: p.y - bounds.minY - bounds.height / 2)
        return center + transform.apply(to: fromCenter)
    }

    /// Maps a point in the superview's bounds coordinates to this view's.
    package func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let local = transform.invertedOrIdentity.apply(to: p - center)
        return CGPoint(x: local.x + bounds.width / 2 + bounds.minX, y: local.y + bounds.height / 2 + bounds.minY)
    }

    /// The transform from this view's bounds coordinates to the root's (the window's) coordinates.
    package var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let v = view, v.superview != nil {
            let toSuper = CGAffineTransform(
                translationX: -v.bounds.minX - v.bounds.width / 2,
                y: -v.bounds.minY - v.bounds.height / 2
            )
            .concatenating(v.transform)
            .concatenating(CGAffineTransform(translationX: v.center.x, y: v.center.y))
            result = result.concatenating(toSuper)
            view = v.superview
        }
        if let root = view {
            result = result.concatenating(CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY))
        }
        return result
    }

    /// Converts `point` from this view's coordinates to `view`'s; `nil` means the root (window) coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = transformToRoot.apply(to: point)
        guard let view else { return inRoot }
        return view.transformToRoot.invertedOrIdentity.apply(to: inRoot)
    }

    /// Converts `point` from `view`'s coordinates (the root's when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { $0.transformToRoot.apply(to: point) } ?? point
        return transformToRoot.invertedOrIdentity.apply(to: inRoot)
    }

    /// Converts a rectangle, returning the bounding box of its transformed corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let t = transformToRoot.concatenating(view?.transformToRoot.invertedOrIdentity ?? .identity)
        return t.apply(to: rect)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let t = (view?.transformToRoot ?? .identity).concatenating(transformToRoot.invertedOrIdentity)
        return t.apply(to: rect)
    }
}
