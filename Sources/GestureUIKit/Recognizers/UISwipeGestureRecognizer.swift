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
/// 0.01 s). It recognizes when every required finger qualifies on the same move; it fails after
/// `maximumDuration`, on an extra finger, or when the fingers lift first.
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
    private var startTime = 0.0
    private var previousTime = 0.0
    private var failed = false
    private var failure = ""

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
            markFailed("\(startLocations.count + touches.count) fingers for a \(numberOfTouchesRequired)-finger swipe")
            return
        }
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
            previousLocations[ObjectIdentifier(touch)] = touch.locationInWindow
        }
        startTime = event.timestamp
        previousTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let t = event.timestamp
        defer { previousTime = t }
        if t - startTime > maximumDuration, state == .possible {
            setState(.failed, reason: "took longer than \(maximumDuration.compact) s")
            return
        }
        guard !failed else {
            setState(.failed, reason: failure)
            return
        }
        var allQualify = startLocations.count == numberOfTouchesRequired
        for touch in activeTouches {
            let id = ObjectIdentifier(touch)
            guard let start = startLocations[id], let previous = previousLocations[id] else { continue }
            let location = touch.locationInWindow
            allQualify =
                check(
                    delta: location - start, step: location - previous, elapsed: t - startTime,
                    stepTime: max(t - previousTime, 0.01)) && allQualify
            previousLocations[id] = location
        }
        if allQualify {
            setState(.ended, reason: "swiped \(describe(direction))")
        } else if failed {
            setState(.failed, reason: failure)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty {
            setState(.failed, reason: failed ? failure : "lifted before swiping far or fast enough")
        } else {
            markFailed("a finger lifted before the others")
        }
    }

    open override func reset() {
        super.reset()
        startLocations.removeAll()
        previousLocations.removeAll()
        failed = false
        failure = ""
    }

    private func markFailed(_ reason: String) {
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
            markFailed("moved \(Self.opposite(d)) the wrong way (> \(o.compact) pt)")
            return false
        }
        var qualifies = false
        if !horizontal.isEmpty {
            if abs(d.x) > maxPrimary || abs(d.y) > maxSecondary {
                markFailed("drifted \(abs(d.y).compact) pt across a horizontal swipe (> \(maxSecondary.compact))")
                return false
            }
            qualifies =
                abs(d.x) >= minPrimary && abs(d.y) >= minSecondary
                && abs(step.x) / stepTime >= minimumPrimaryMovementRate
        }
        if !vertical.isEmpty {
            if abs(d.y) > maxPrimary || abs(d.x) > maxSecondary {
                markFailed("drifted \(abs(d.x).compact) pt across a vertical swipe (> \(maxSecondary.compact))")
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

    private static func opposite(_ d: CGPoint) -> String { "\(max(abs(d.x), abs(d.y)).compact) pt" }

    private func describe(_ d: Direction) -> String {
        [(Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
            .filter { d.contains($0.0) }.map(\.1).joined(separator: "/")
    }
}
