/// A continuous pan, as UIPanGestureRecognizer.
///
/// Begins when the touches' centroid has moved `hysteresis` points along either axis (per axis, not
/// Euclidean [RE] `_willScrollX/Y`); at that moment the hysteresis is removed from the translation, each axis
/// t → sign(t)·max(|t| − h, 0) [RE]. Translation is the centroid's displacement since the start, corrected so
/// that adding or lifting a finger makes no jump; `setTranslation` moves the origin. Touches beyond
/// `maximumNumberOfTouches` are ignored. Lifting every finger ends an active pan and fails a possible one.
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// Window coordinates of the translation's zero point, relative to the current centroid.
    private var origin = Point.zero
    private var lastCentroid = Point.zero
    private var hasOrigin = false
    private var tracker = VelocityTracker()

    open override var kind: String { "pan" }

    /// Points along an axis before the pan begins.
    open var hysteresis: Double { tuning.panHysteresis }

    /// Whether the raw translation (window points) is enough to begin. Subclasses narrow it (scroll views to
    /// the axes they can scroll, edge pans to the edge's axis). Return a reason to begin, or nil to keep waiting.
    open func reasonToBegin(translation t: Point) -> String? {
        let h = hysteresis
        if abs(t.y) >= h, abs(t.y) >= abs(t.x) { return "moved \(h.compact) pt vertically" }
        if abs(t.x) >= h { return "moved \(h.compact) pt horizontally" }
        if abs(t.y) >= h { return "moved \(h.compact) pt vertically" }
        return nil
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where activeTouches.count > maximumNumberOfTouches {
            ignore(touch)
        }
        rebaseOrigin(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        let centroid = location(in: nil)
        lastCentroid = centroid
        tracker.add(centroid, at: event.timestamp)
        let raw = centroid - origin
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let reason = reasonToBegin(translation: raw) else { return }
            let h = hysteresis
            let trimmed = Point(x: raw.x.sign(of: max(abs(raw.x) - h, 0)), y: raw.y.sign(of: max(abs(raw.y) - h, 0)))
            origin = centroid - trimmed
            setState(.began, reason: reason)
        case .began, .changed:
            setState(.changed, reason: "moved")
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        let centroid = location(in: nil)
        tracker.add(centroid, at: event.timestamp)
        if activeTouches.isEmpty {
            if state.isActive || isWaitingForFailure {
                setState(.ended, reason: "lifted")
            } else if state == .possible {
                let moved = (centroid - origin)
                setState(.failed, reason: "lifted after moving \(max(abs(moved.x), abs(moved.y)).compact) pt (< \(hysteresis.compact))")
            }
        } else {
            rebaseOrigin(time: event.timestamp)
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if activeTouches.isEmpty {
            super.touchesCancelled(touches, with: event)
        } else {
            rebaseOrigin(time: event.timestamp)
        }
    }

    open override func reset() {
        super.reset()
        origin = .zero
        lastCentroid = .zero
        hasOrigin = false
        tracker.reset()
    }

    open override func willBeginAfterSatisfyingFailureRequirements() {
        setTranslation(.zero, in: nil)
    }

    /// Keeps the translation continuous when the set of fingers changes.
    private func rebaseOrigin(time: Double) {
        let centroid = location(in: nil)
        if !hasOrigin {
            origin = centroid
            hasOrigin = true
        } else {
            origin += centroid - lastCentroid
            tracker.shift(by: lastCentroid - centroid)
        }
        lastCentroid = centroid
        tracker.add(centroid, at: time)
    }

    // MARK: Public values

    /// The centroid's displacement since the pan's origin, in `view`'s coordinates (window's when nil).
    public func translation(in view: View?) -> Point {
        let t = lastCentroid - origin
        guard let view else { return t }
        return view.transformToRoot.inverted.applyLinear(to: t)
    }

    /// Moves the origin so that the translation is `translation` now (UIKit's setTranslation(_:in:)).
    public func setTranslation(_ translation: Point, in view: View?) {
        let inWindow = view.map { $0.transformToRoot.applyLinear(to: translation) } ?? translation
        origin = lastCentroid - inWindow
    }

    /// Points per second in `view`'s coordinates, from the timestamped samples.
    public func velocity(in view: View?) -> Point {
        let v = tracker.velocity
        guard let view else { return v }
        return view.transformToRoot.inverted.applyLinear(to: v)
    }
}

extension Double {
    /// `magnitude` with the sign of `self` (zero keeps magnitude's sign).
    fileprivate func sign(of magnitude: Double) -> Double { self < 0 ? -magnitude : magnitude }
}
