/// The running statistics of an edge-swipe pop and the rule that decides, on release, whether it completes.
///
/// A transcription of `_UINavigationInteractiveTransitionBase` (iOS 18.2 decompile, uikit-behaviour.md §5):
/// `_updateStatistics:firstSample:finalSample:` keeps 3-sample running averages of the normalized velocity
/// (fractions of the width per second) and acceleration (per second², each new value clamped to within 5 of
/// the previous one); a sample is skipped when it comes less than 0.01 s after the previous event unless the
/// displacement changed and more than 0.001 s passed. `popGesture:withRemainingDuration:shouldPopWithVelocity:`
/// then decides:
/// - augmented rule (`_UINavigationControllerUseAugmentedPopGesture`, current iOS), with at least 3 samples and
///   the gesture having changed: finish iff `p + v̄·T + ½·ā·T² > min(187.5 / width, 0.5)`, where `p` is the
///   fraction popped and `T` the transition's duration (the decompile passes `[self duration]`); otherwise
///   finish iff `v̄ > 0` and the gesture has changed;
/// - legacy rule (iOS 7 era): finish iff the release velocity `velocity.x ≥ 0`.
/// The velocity it hands back (the last sample's, in points per second) sets the completion speed:
/// `max(remaining fraction, T / (width / |v|))`, so the rest runs at the finger's speed but never slower than
/// the normal animation (`remainingDuration`).
package struct PopGestureStatistics: Sendable, Equatable {
    /// Which decision procedure to use.
    package enum Rule: String, Sendable {
        case augmented, legacy
    }

    /// Points: the projection threshold's numerator, `min(187.5 / width, 0.5)` [RE].
    package static let thresholdDistance = 187.5
    /// Fraction of the width: the projection threshold's cap [RE].
    package static let thresholdCap = 0.5
    /// Fractions of the width per second²: the largest change of acceleration between samples [RE].
    package static let accelerationClamp = 5.0

    /// How many samples have been counted.
    package private(set) var sampleCount = 0
    /// Fractions of the width per second, averaged over the last 3 samples.
    package private(set) var averageVelocity = 0.0
    /// Fractions of the width per second², averaged over the last 3 samples.
    package private(set) var averageAcceleration = 0.0
    /// The latest counted sample's velocity, fractions of the width per second.
    package private(set) var previousVelocity = 0.0
    private var previousAcceleration = 0.0
    private var previousDisplacement = 0.0
    private var previousTime = 0.0
    private var skipTime = 0.0
    private var velocities: [Double] = [0, 0, 0]
    private var accelerations: [Double] = [0, 0, 0]

    /// Statistics with no samples.
    package init() {}

    /// The first sample, when the gesture begins. Displacement and velocity are fractions of the width.
    package mutating func start(displacement: Double, velocity: Double, time: Double) {
        self = PopGestureStatistics()
        previousTime = time
        skipTime = time
        previousDisplacement = max(displacement, 0)
        previousVelocity = velocity
        averageVelocity = velocity
        velocities[0] = velocity
        sampleCount = 1
    }

    /// A later sample (changed or ended).
    package mutating func add(displacement rawDisplacement: Double, velocity: Double, time: Double) {
        let displacement = max(rawDisplacement, 0)
        let sinceLastEvent = time - skipTime
        skipTime = time
        guard sinceLastEvent >= 0.01 || (sinceLastEvent > 0.001 && previousDisplacement != displacement) else {
            return
        }
        let dt = time - previousTime
        let slot = sampleCount % 3
        averageVelocity = runningAverage(averageVelocity, adding: velocity, replacing: velocities[slot])
        velocities[slot] = velocity
        var acceleration = dt > 0 ? (velocity - previousVelocity) / dt : previousAcceleration
        let change = acceleration - previousAcceleration
        if abs(change) > Self.accelerationClamp {
            acceleration = previousAcceleration + (change > 0 ? Self.accelerationClamp : -Self.accelerationClamp)
        }
        averageAcceleration = runningAverage(averageAcceleration, adding: acceleration, replacing: accelerations[slot])
        accelerations[slot] = acceleration
        previousAcceleration = acceleration
        previousVelocity = velocity
        previousDisplacement = displacement
        previousTime = time
        sampleCount += 1
    }

    /// Over the last 3 samples once there are 3, else over all of them (UIKit's arithmetic).
    private func runningAverage(_ average: Double, adding value: Double, replacing old: Double) -> Double {
        sampleCount > 2
            ? (value + average * 3 - old) / 3
            : (value + average * Double(sampleCount)) / Double(sampleCount + 1)
    }

    /// Whether a released pop completes, and the velocity (points per second) that sets its completion speed.
    ///
    /// - Parameters:
    ///   - rule: the release rule that decides.
    ///   - p: the fraction popped (`percentComplete`), 0...1.
    ///   - duration: the transition's duration, seconds (`T`).
    ///   - width: the distance of a full pop, points.
    ///   - hasChanged: the pan reported at least one change after it began (UIKit's interaction state 2).
    ///   - releaseVelocity: the pan's velocity along the swipe at release, points per second.
    package func decision(
        rule: Rule, percentComplete p: Double, duration: Double, width: Double,
        hasChanged: Bool, releaseVelocity: Double
    ) -> (finish: Bool, velocity: Double) {
        switch rule {
        case .legacy:
            return (releaseVelocity >= 0, releaseVelocity)
        case .augmented:
            guard sampleCount >= 3, hasChanged, width > 0 else {
                return (averageVelocity > 0 && hasChanged, releaseVelocity)
            }
            let projected = p + averageVelocity * duration + 0.5 * averageAcceleration * duration * duration
            let threshold = min(Self.thresholdDistance / width, Self.thresholdCap)
            return (projected > threshold, width * previousVelocity)
        }
    }

    /// Seconds left after release: UIPercentDrivenInteractiveTransition runs the remaining fraction `r` in
    /// `r·T / speed`, with UIKit's completion speed `max(r, T / (width / |v|))` (`handleNavigationTransition:`).
    package static func remainingDuration(
        finish: Bool, percentComplete p: Double, duration: Double, width: Double,
        velocity: Double
    ) -> Double {
        let remaining = finish ? 1 - p : p
        var speed = remaining
        if velocity != 0, width > 0 { speed = max(remaining, duration / (width / abs(velocity))) }
        guard speed > 0, remaining > 0 else { return 0 }
        return remaining * duration / speed
    }
}
