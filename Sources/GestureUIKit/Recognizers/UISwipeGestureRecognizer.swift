import Foundation
/// A discrete swipe, as UISwipeGestureRecognizer: `numberOfTouchesRequired` fingers moving mostly in one of
/// the allowed `direction`s, far and fast enough.
///
/// The rules are those of the decompiled `-[UISwipeGestureRecognizer touchesMoved:withEvent:]` (iOS 18.2) [RE]:
/// on every move, for each finger, with elapsed = min(t − start, 0.5) s, the limits decay as
/// min × (1 − elapsed·(1 − rateOfMinimumMovementDecay)) and max × (1 − elapsed·(1 − rateOfMaximumMovementDecay))
/// ("a slow swipe requires high directional precision but a small distance; a fast swipe requires low
/// directional precision but a large distance", UIKit header). A finger fails the swipe when it goes back more
/// than `maximumOppositeMovement`, or past the decayed maximum along either axis; it qualifies when both decayed
/// minimums are met and its last step's speed is at least `minimumPrimaryMovementRate` (the step's time at least
/// 0.01 s). It recognizes when every required finger qualifies; it fails after `maximumDuration`, on an extra
/// finger, or when the fingers lift first.
///
/// UIKit judges every finger on each touch event, and on a device every finger on the screen is in each frame's
/// event; the kit delivers each finger's move as an event of its own, so here each finger is judged on its own
/// latest move (its step measured from its own previous move), and the swipe recognizes when the latest move of
/// every required finger qualifies: a two-finger flick recognizes as on a device.
///
/// Deviation: UIKit's default thresholds are set in `_UISwipeGestureRecognizerCommonInit`, which is not in the
/// decompiled class file; the defaults below are ours (0.5 s and 50 pt as mocha-android's port), listed in
/// docs/uikit-model.md.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`: an option set of right (1), left (2), up (4), down (8).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// A direction set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.right` (UISwipeGestureRecognizerDirectionRight).
        public static let right = Direction(rawValue: 1)
        /// `.left`.
        public static let left = Direction(rawValue: 2)
        /// `.up`.
        public static let up = Direction(rawValue: 4)
        /// `.down`.
        public static let down = Direction(rawValue: 8)
    }

    /// `direction` (default `.right`, as UIKit).
    open var direction: Direction = .right
    /// `numberOfTouchesRequired`: fingers that must swipe together (default 1).
    open var numberOfTouchesRequired = 1
    /// Seconds the swipe may take. Ours: 0.5 (not decoded).
    package var maximumDuration = 0.5
    /// Points along the swipe's axis, before decay. Ours: 50 (not decoded).
    package var minimumPrimaryMovement = 50.0
    /// Points along the swipe's axis. Ours: unlimited (not decoded).
    package var maximumPrimaryMovement = Double.greatestFiniteMagnitude
    /// Points across the swipe's axis that must be reached. Ours: 0 (not decoded).
    package var minimumSecondaryMovement = 0.0
    /// Points across the swipe's axis allowed, before decay. Ours: 50 (not decoded).
    package var maximumSecondaryMovement = 50.0
    /// Points per second of the last step along the axis. Ours: 200 (not decoded).
    package var minimumPrimaryMovementRate = 200.0
    /// Points a finger may go the wrong way. Ours: 10 (not decoded).
    package var maximumOppositeMovement = 10.0
    /// Fraction the minimums keep after 0.5 s. Ours: 0.5 (not decoded).
    package var rateOfMinimumMovementDecay = 0.5
    /// Fraction the maximums keep after 0.5 s. Ours: 0.5 (not decoded).
    package var rateOfMaximumMovementDecay = 0.5

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var previousLocations: [ObjectIdentifier: CGPoint] = [:]
    /// When each finger last moved (or went down): its step's time.
    private var previousTimes: [ObjectIdentifier: Double] = [:]
    /// Whether each finger's latest move qualified.
    private var qualified: [ObjectIdentifier: Bool] = [:]
    private var startTime = 0.0
    private var failed = false
    private var failure = RecognizerRule.liftedBeforeSwiping

    /// A swipe recognizer named `name` for `direction`.
    package convenience init(name: String, direction: Direction) {
        self.init(name: name)
        self.direction = direction
    }

    package override var isDiscrete: Bool { true }
    package override var kind: String { "swipe" }
    package override class var derivedKind: String { "swipe" }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !failed, startLocations.count + touches.count <= numberOfTouchesRequired else {
            markFailed(
                .tooManyFingers(
                    count: startLocations.count + touches.count, required: numberOfTouchesRequired, gesture: "swipe"))
            return
        }
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
            previousLocations[ObjectIdentifier(touch)] = touch.locationInWindow
            previousTimes[ObjectIdentifier(touch)] = event.timestamp
        }
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let t = event.timestamp
        if t - startTime > maximumDuration, state == .possible {
            setState(.failed, rule: .tookTooLong(limit: maximumDuration))
            return
        }
        guard !failed else {
            setState(.failed, rule: failure)
            return
        }
        for touch in touches {
            let id = ObjectIdentifier(touch)
            guard let start = startLocations[id], let previous = previousLocations[id] else { continue }
            let location = touch.locationInWindow
            qualified[id] = check(
                delta: location - start, step: location - previous, elapsed: t - startTime,
                stepTime: max(t - (previousTimes[id] ?? startTime), 0.01))
            previousLocations[id] = location
            previousTimes[id] = t
        }
        let allQualify =
            startLocations.count == numberOfTouchesRequired
            && activeTouches.allSatisfy { qualified[ObjectIdentifier($0)] == true }
        if allQualify {
            setState(.ended, rule: .swiped(directions: describe(direction)))
        } else if failed {
            setState(.failed, rule: failure)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty {
            setState(.failed, rule: failed ? failure : .liftedBeforeSwiping)
        } else {
            markFailed(.aFingerLiftedBeforeTheOthers)
        }
    }

    open override func reset() {
        super.reset()
        startLocations.removeAll()
        previousLocations.removeAll()
        previousTimes.removeAll()
        qualified.removeAll()
        failed = false
        failure = .liftedBeforeSwiping
    }

    private func markFailed(_ reason: RecognizerRule) {
        if !failed { failure = reason }
        failed = true
    }

    /// One finger's verdict on this move: true if it qualifies; sets `failed` when it breaks a limit.
    private func check(delta d: CGPoint, step: CGPoint, elapsed: Double, stepTime: Double) -> Bool {
        let e = min(elapsed, 0.5)
        let minDecay = 1 - e * (1 - rateOfMinimumMovementDecay)
        let maxDecay = 1 - e * (1 - rateOfMaximumMovementDecay)
        let minPrimary = minimumPrimaryMovement * minDecay
        let maxPrimary =
            maximumPrimaryMovement == .greatestFiniteMagnitude
            ? .greatestFiniteMagnitude
            : maximumPrimaryMovement * maxDecay
        let minSecondary = minimumSecondaryMovement * minDecay
        let maxSecondary =
            maximumSecondaryMovement == .greatestFiniteMagnitude
            ? .greatestFiniteMagnitude
            : maximumSecondaryMovement * maxDecay
        let horizontal = direction.intersection([.left, .right])
        let vertical = direction.intersection([.up, .down])
        let o = maximumOppositeMovement
        if (horizontal == .left && d.x > o) || (horizontal == .right && d.x < -o)
            || (vertical == .down && d.y < -o) || (vertical == .up && d.y > o)
        {
            markFailed(.movedTheWrongWay(distance: max(abs(d.x), abs(d.y)), limit: o))
            return false
        }
        var qualifies = false
        if !horizontal.isEmpty {
            if abs(d.x) > maxPrimary || abs(d.y) > maxSecondary {
                markFailed(.drifted(distance: abs(d.y), across: "horizontal", limit: maxSecondary))
                return false
            }
            qualifies =
                abs(d.x) >= minPrimary && abs(d.y) >= minSecondary
                && abs(step.x) / stepTime >= minimumPrimaryMovementRate
        }
        if !vertical.isEmpty {
            if abs(d.y) > maxPrimary || abs(d.x) > maxSecondary {
                markFailed(.drifted(distance: abs(d.x), across: "vertical", limit: maxSecondary))
                return qualifies
            }
            if abs(d.y) >= minPrimary, abs(d.x) >= minSecondary,
                abs(step.y) / stepTime >= minimumPrimaryMovementRate
            {
                qualifies = true
            }
        }
        return qualifies
    }

    private func describe(_ d: Direction) -> String {
        [(Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
            .filter { d.contains($0.0) }.map(\.1).joined(separator: "/")
    }
}
