import Foundation

/// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` and
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
///
/// As `UIView.animate`, the blocks run at once, in the order they were added, and leave every property at its last
/// value (the model). Each keyframe's changes play in their own part of the duration, from the value the keyframes
/// before them left, as UIKit's keyframe animation (one `CAKeyframeAnimation` per property, its key times from
/// the keyframes) plays them; before its first keyframe a property is drawn at its old value, after its last at
/// the new one. Deviation: every calculation mode plays as `.calculationModeLinear` (UIKit's default): straight
/// segments at constant speed between the keyframes' values, without the cubic or paced smoothing the other
/// modes give.
extension UIView {
    /// UIKit's `UIView.KeyframeAnimationOptions`: `.allowUserInteraction` lets the animated views take touches; the
    /// calculation modes are accepted (see the deviation above), the rest ignored.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.allowUserInteraction`.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// `.beginFromCurrentState`.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// `.calculationModeLinear` (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// `.calculationModeDiscrete`.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// `.calculationModePaced`.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// `.calculationModeCubic`.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// `.calculationModeCubicPaced`.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// One `addKeyframe` call: its part of the duration (fractions of it) and its block.
    struct Keyframe {
        let start: Double
        let duration: Double
        let animations: () -> Void
    }

    /// The keyframes the running `animateKeyframes` block has added so far.
    final class KeyframeCollector: @unchecked Sendable {
        var keyframes: [Keyframe] = []
    }

    @TaskLocal static var keyframeCollector: KeyframeCollector?

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: `animations` adds keyframes;
    /// they play over `duration` (linearly, as UIKit's default calculation mode) after `delay`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let collector = KeyframeCollector()
        let outer = KitAnimation.Capture()
        // Changes made in the block outside any keyframe animate over the whole duration, as in UIKit.
        $keyframeCollector.withValue(collector) { KitAnimation.$capture.withValue(outer) { animations() } }
        var changes = outer.changes
        for keyframe in collector.keyframes.sorted(by: { $0.start < $1.start }) {
            let capture = KitAnimation.Capture()
            KitAnimation.$capture.withValue(capture) { keyframe.animations() }
            changes += capture.changes.map { segment($0, start: keyframe.start, duration: keyframe.duration) }
        }
        KitAnimation.play(
            Self.gateBeforeStart(changes), timing: .curve(.linear, duration: max(0, duration)), delay: delay,
            allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: inside `animateKeyframes`' block,
    /// a part of its duration (`frameStartTime` and `frameDuration` as fractions of it, 0...1) in which what
    /// `animations` changes plays. Outside one, the block just runs (UIKit's behaviour: no animation).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = keyframeCollector else {
            KitAnimation.$capture.withValue(nil) { animations() }
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        collector.keyframes.append(
            Keyframe(start: start, duration: min(max(frameDuration, 0), 1 - start), animations: animations))
    }

    /// `change`, played in `[start, start + duration]` of the whole animation's progress (before it at its old
    /// value, after it at its new one). The progress it is given is the whole animation's.
    private static func segment(_ change: KitAnimation.Change, start: Double, duration: Double) -> KitAnimation.Change {
        var mapped = change
        mapped.start = start
        mapped.present = { view, progress in
            let local = duration > 0 ? (progress - start) / duration : (progress >= start ? 1 : 0)
            change.present(view, min(max(local, 0), 1))
        }
        return mapped
    }

    /// Several keyframes may change one property of one view: each draws only from its start on (a later one then
    /// draws over the earlier), except the first, which also draws the old value before it starts.
    private static func gateBeforeStart(_ changes: [KitAnimation.Change]) -> [KitAnimation.Change] {
        var seen = Set<String>()
        return changes.map { change in
            guard let view = change.view else { return change }
            let key = "\(ObjectIdentifier(view))\(change.properties)"
            if seen.insert(key).inserted { return change }
            var gated = change
            let start = change.start
            gated.present = { view, progress in
                if progress >= start { change.present(view, progress) }
            }
            return gated
        }
    }
}
