/// Point conversion between views, as UIView's convert(_:to:) and convert(_:from:).
extension View {
    /// Maps a point in this view's bounds coordinates to its superview's.
    public func pointInSuperview(_ p: Point) -> Point {
        let fromCenter = Point(x: p.x - bounds.minX - bounds.width / 2, y: p.y - bounds.minY - bounds.height / 2)
        return center + transform.apply(to: fromCenter)
    }

    /// Maps a point in the superview's bounds coordinates to this view's.
    public func pointFromSuperview(_ p: Point) -> Point {
        let local = transform.inverted.apply(to: p - center)
        return Point(x: local.x + bounds.width / 2 + bounds.minX, y: local.y + bounds.height / 2 + bounds.minY)
    }

    /// The transform from this view's bounds coordinates to the root's (the window's) coordinates.
    public var transformToRoot: AffineTransform {
        var result = AffineTransform.identity
        var view: View? = self
        while let v = view, v.superview != nil {
            let toSuper = AffineTransform(
                translationX: -v.bounds.minX - v.bounds.width / 2,
                y: -v.bounds.minY - v.bounds.height / 2
            )
            .concatenating(v.transform)
            .concatenating(AffineTransform(translationX: v.center.x, y: v.center.y))
            result = result.concatenating(toSuper)
            view = v.superview
        }
        if let root = view {
            result = result.concatenating(AffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY))
        }
        return result
    }

    /// Converts `point` from this view's coordinates to `view`'s; `nil` means the root (window) coordinates.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = transformToRoot.apply(to: point)
        guard let view else { return inRoot }
        return view.transformToRoot.inverted.apply(to: inRoot)
    }

    /// Converts `point` from `view`'s coordinates (the root's when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { $0.transformToRoot.apply(to: point) } ?? point
        return transformToRoot.inverted.apply(to: inRoot)
    }

    /// Converts a rectangle, returning the bounding box of its transformed corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let t = transformToRoot.concatenating(view?.transformToRoot.inverted ?? .identity)
        return t.apply(to: rect)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let t = (view?.transformToRoot ?? .identity).concatenating(transformToRoot.inverted)
        return t.apply(to: rect)
    }
}
