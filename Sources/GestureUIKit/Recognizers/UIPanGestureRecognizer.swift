import Foundation
/// A continuous pan, as UIPanGestureRecognizer.
///
/// Modelled on the decompiled UIPanGestureRecognizer (iOS 18.2, uikit-behaviour.md §2 [RE]):
/// - It keeps two window points, `first` and `last` (UIKit's `_firstSceneReferenceLocation` and
///   `_lastSceneReferenceLocation`); the translation is `last − first`. A finger move sets `last` to the moving
///   fingers' centroid and records a velocity sample (`_centroidMovedTo:atTime:affectingTranslation:`).
/// - When fingers are added or lifted while others stay down, both points move by the centroid's jump
///   (`_touchesListChangedFrom:to:`: "first += new − old; last += new − old"), so the translation is continuous
///   and no velocity sample is recorded. When the last finger lifts nothing is recorded either
///   (`_handleEndedTouches:withFinalStateAdjustments:`): the translation and velocity are the last move's.
/// - It begins when the translation reaches `hysteresis` (10 pt) along either axis (per axis, not Euclidean:
///   `_willScrollX/Y`); then the hysteresis is removed, each axis t → sign(t)·max(|t| − h, 0)
///   (`_removeHysteresisFromTranslation`), *before* `setState:Began` asks the delegate: a delegate's
///   `gestureRecognizerShouldBegin` sees the trimmed translation, which is 0 when the crossing move lands
///   exactly on 10 pt (UIGestureRecognizer.mm `setState:` calls `_shouldBegin` synchronously).
/// - Velocity: see `VelocityTracker` (0.2 × newest sample + 0.8 × previous).
/// Touches beyond `maximumNumberOfTouches` are ignored. Lifting every finger ends an active pan and fails a
/// possible one.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// `minimumNumberOfTouches`: fingers needed to begin (default 1).
    open var minimumNumberOfTouches = 1
    /// `maximumNumberOfTouches`: fingers it tracks at most; more are ignored (default `Int.max`, UIKit's
    /// NSUIntegerMax).
    open var maximumNumberOfTouches = Int.max
    /// `allowedScrollTypesMask` (iOS 13.4; default none): the trackpad and wheel scroll events it turns into pans.
    /// Deviation: stored only; a wheel or trackpad scroll moves a scroll view directly here (as on the Mac), never
    /// through a pan.
    open var allowedScrollTypesMask: UIScrollTypeMask = [] {
        didSet { reportDeviation(.panAllowedScrollTypesMask, if: !allowedScrollTypesMask.isEmpty) }
    }

    /// Window coordinates of the translation's zero point.
    private var first = CGPoint.zero
    /// Window coordinates of the centroid at the last move (shifted when the set of fingers changes), as
    /// adjusted by `adjustedLocation(for:at:)` (a directional lock keeps one axis).
    private(set) var last = CGPoint.zero
    /// The centroid at the last move as the fingers really were (UIKit's `_lastUnadjustedSceneReferenceLocation`).
    private(set) var lastUnadjusted = CGPoint.zero
    private var hasStarted = false
    private var tracker = VelocityTracker()
    /// The time of the last move (or touch-down): UIKit's `_lastTouchTime`.
    var lastMoveTime: Double? { tracker.lastTime }
    /// The lift's timestamp once every finger is up (the velocity is read as of then).
    private var liftTime: Double?

    package override var kind: String { "pan" }
    package override class var derivedKind: String { "pan" }

    /// Points along an axis before the pan begins.
    package var hysteresis: Double { tuning.panHysteresis }

    /// Whether the raw translation (window points) is enough to begin. Subclasses narrow it (scroll views to
    /// the axes they can scroll, edge pans to the edge's axis). Return a reason to begin, or nil to keep waiting.
    package func reasonToBegin(translation t: CGPoint) -> RecognizerRule? {
        let h = hysteresis
        if abs(t.y) >= h, abs(t.y) >= abs(t.x) { return .crossedHysteresis(distance: h, axis: .vertically) }
        if abs(t.x) >= h { return .crossedHysteresis(distance: h, axis: .horizontally) }
        if abs(t.y) >= h { return .crossedHysteresis(distance: h, axis: .vertically) }
        return nil
    }

    /// Why a pan that moved `t` (window points, at least the hysteresis on some axis) never began, for the
    /// failure reason when its fingers lift. Subclasses say which axis they could not take.
    package func reasonNotBegun(translation t: CGPoint) -> RecognizerRule {
        if numberOfTouchesAtMost < minimumNumberOfTouches {
            return .liftedWithTooFewFingers(
                translation: t, count: numberOfTouchesAtMost, required: minimumNumberOfTouches)
        }
        return .liftedWithoutBeginning(translation: t)
    }

    /// "12 pt right, 3 pt down": a translation in words, largest axis first.
    package static func describe(_ t: CGPoint) -> String {
        let x = "\(abs(t.x).compact) pt \(t.x < 0 ? "left" : "right")"
        let y = "\(abs(t.y).compact) pt \(t.y < 0 ? "up" : "down")"
        if t.x == 0 { return y }
        if t.y == 0 { return x }
        return abs(t.y) >= abs(t.x) ? "\(y), \(x)" : "\(x), \(y)"
    }

    /// The most fingers this pan has tracked at once since its last reset.
    private var numberOfTouchesAtMost = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where activeTouches.count > maximumNumberOfTouches {
            ignore(touch)
        }
        let added = touches.filter { t in self.touches.contains { $0 === t } }
        numberOfTouchesAtMost = max(numberOfTouchesAtMost, activeTouches.count)
        liftTime = nil
        if !hasStarted {
            first = location(in: nil)
            last = first
            lastUnadjusted = first
            hasStarted = true
            tracker.start(at: event.timestamp)
        } else {
            let remaining = activeTouches.filter { t in !added.contains { $0 === t } }
            touchesListChanged(from: remaining, to: activeTouches)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = location(in: nil)
        let adjusted = adjustedLocation(for: centroid, at: event.timestamp)
        tracker.moved(from: last, to: adjusted, at: event.timestamp)
        last = adjusted
        lastUnadjusted = centroid
        let raw = last - first
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let reason = reasonToBegin(translation: raw) else {
                return
            }
            let h = hysteresis
            let trimmed = CGPoint(
                x: raw.x.withSign(of: max(abs(raw.x) - h, 0)), y: raw.y.withSign(of: max(abs(raw.y) - h, 0)))
            first = last - trimmed
            setState(.began, rule: reason)
        case .began, .changed:
            setState(.changed, rule: .moved)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty {
            liftTime = event.timestamp
            if state.isActive || isWaitingForFailure {
                setState(.ended, rule: .lifted)
            } else if state == .possible {
                let moved = last - first
                if max(abs(moved.x), abs(moved.y)) < hysteresis {
                    setState(
                        .failed, rule: .liftedShort(moved: max(abs(moved.x), abs(moved.y)), hysteresis: hysteresis))
                } else {
                    setState(.failed, rule: reasonNotBegun(translation: moved))
                }
            }
        } else {
            touchesListChanged(from: activeTouches + touches, to: activeTouches)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty {
            super.touchesCancelled(touches, with: event)
        } else {
            touchesListChanged(from: activeTouches + touches, to: activeTouches)
        }
    }

    open override func reset() {
        super.reset()
        first = .zero
        last = .zero
        lastUnadjusted = .zero
        hasStarted = false
        numberOfTouchesAtMost = 0
        liftTime = nil
        tracker.reset()
    }

    package override func willBeginAfterSatisfyingFailureRequirements() {
        setTranslation(.zero, in: nil)
    }

    /// UIKit's `_touchesListChangedFrom:to:`: moves both reference points by the centroid's jump, so the
    /// translation does not change and no velocity sample is recorded.
    private func touchesListChanged(from old: [UITouch], to new: [UITouch]) {
        guard !old.isEmpty, !new.isEmpty else { return }
        let shift = Self.centroid(of: new) - Self.centroid(of: old)
        first += shift
        last += shift
        lastUnadjusted += shift
    }

    /// Where a move to `centroid` puts the pan's last location: by default it follows the fingers' motion since
    /// the last move (UIPanGestureRecognizer `_adjustSceneReferenceLocation:`); a scroll view's pan keeps only
    /// the locked axis of that motion.
    package func adjustedLocation(for centroid: CGPoint, at time: Double) -> CGPoint {
        last + (centroid - lastUnadjusted)
    }

    private static func centroid(of touches: [UITouch]) -> CGPoint {
        var sum = CGPoint.zero
        for touch in touches { sum += touch.location(in: nil) }
        return sum / Double(touches.count)
    }

    /// UIScrollViewPanGestureRecognizer `_scrollViewDidEndZooming` [RE]: the translation restarts at zero and
    /// the velocity samples are cleared, so the fingers lifting after a pinch throw nothing.
    package func clearAfterZooming() {
        setTranslation(.zero, in: nil)
        tracker.clearSamples()
    }

    // MARK: Public values

    /// `translation(in:)`: the centroid's displacement since the pan's origin, in `view`'s coordinates (window's
    /// when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let t = last - first
        guard let view else { return t }
        return view.transformToRoot.invertedOrIdentity.applyLinear(to: t)
    }

    /// `setTranslation(_:in:)`: moves the origin so that the translation is `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = view.map { $0.transformToRoot.applyLinear(to: translation) } ?? translation
        first = last - inWindow
    }

    /// `velocity(in:)`: points per second in `view`'s coordinates, from the move samples (see `VelocityTracker`); after the lift,
    /// zero if the finger had rested more than `VelocityTracker.staleInterval` before lifting.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = liftTime.map { tracker.velocity(at: $0) } ?? tracker.velocity
        guard let view else { return v }
        return view.transformToRoot.invertedOrIdentity.applyLinear(to: v)
    }
}

extension CGFloat {
    /// `magnitude` with the sign of `self` (zero keeps magnitude's sign).
    fileprivate func withSign(of magnitude: CGFloat) -> CGFloat { self < 0 ? -magnitude : magnitude }
}
