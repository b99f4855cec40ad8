import Foundation
import GesturePhysics

/// What `UIView.animate` captures: the animatable properties its block changed, with their old and new values.
///
/// The block runs at once and leaves every property at its new value, as in UIKit's model layer; the captured
/// changes are then played from the old values on the core `Animator`. Deviation: the core has no presentation
/// layer, so reading an animated property during the animation gives the value on screen, not the final one.
enum KitAnimation {
    /// The changes one `animate` block made. Only touched on the main thread, like every kit object.
    final class Capture: @unchecked Sendable {
        var views: [UIView] = []
        var steps: [(Double) -> Void] = []
    }

    @TaskLocal static var capture: Capture?

    /// Called by the animatable setters before they apply `to`.
    static func record<Value: KitInterpolatable>(
        _ view: UIView, _ key: ReferenceWritableKeyPath<UIView, Value>, from: Value, to: Value
    ) {
        guard let capture, from != to else { return }
        capture.views.append(view)
        capture.steps.append { [weak view] progress in
            view?[keyPath: key] = Value.interpolate(from, to, progress)
        }
    }

    /// Runs `animations`, then plays what it changed with `timing` after `delay` seconds of virtual time.
    static func run(
        timing: Animator.Timing, delay: TimeInterval, animations: () -> Void,
        completion: ((Bool) -> Void)?, deviation: KitDeviation? = nil
    ) {
        let capture = Capture()
        $capture.withValue(capture) { animations() }
        guard let window = capture.views.lazy.compactMap({ $0.window }).first, !capture.steps.isEmpty else {
            completion?(true)
            return
        }
        if let deviation { window.logDeviation(deviation) }
        let steps = capture.steps
        let views = capture.views
        for step in steps { step(0) }
        let start = {
            let token = window.animator.animate(
                timing,
                update: { progress in
                    for step in steps { step(progress) }
                }, completion: completion)
            for view in views {
                view.layer.animationTokens.removeAll { !window.animator.isRunning($0) }
                view.layer.animationTokens.append(token)
            }
        }
        if delay > 0 {
            window.scheduler.schedule(after: delay) { start() }
        } else {
            start()
        }
    }
}

/// A value `UIView.animate` can interpolate.
protocol KitInterpolatable: Equatable {
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension CGFloat: KitInterpolatable {
    static func interpolate(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }
}

extension CGPoint: KitInterpolatable {
    static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: CGFloat.interpolate(a.x, b.x, t), y: CGFloat.interpolate(a.y, b.y, t))
    }
}

extension CGRect: KitInterpolatable {
    static func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(
            x: CGFloat.interpolate(a.minX, b.minX, t), y: CGFloat.interpolate(a.minY, b.minY, t),
            width: CGFloat.interpolate(a.width, b.width, t), height: CGFloat.interpolate(a.height, b.height, t))
    }
}

extension CGAffineTransform: KitInterpolatable {
    /// As Core Animation interpolates a 2D transform: decomposed into scale, rotation and translation, each
    /// interpolated (the rotation the short way round), so a turning view keeps its size; a transform with shear
    /// falls back to component-wise interpolation of the matrix.
    static func interpolate(_ a: CGAffineTransform, _ b: CGAffineTransform, _ t: Double) -> CGAffineTransform {
        if let from = Decomposed(a), let to = Decomposed(b) {
            var turn = to.angle - from.angle
            if turn > .pi { turn -= 2 * .pi }
            if turn < -.pi { turn += 2 * .pi }
            let angle = from.angle + turn * CGFloat(t)
            let sx = CGFloat.interpolate(from.scaleX, to.scaleX, t)
            let sy = CGFloat.interpolate(from.scaleY, to.scaleY, t)
            let cosine = cos(angle), sine = sin(angle)
            return CGAffineTransform(
                a: sx * cosine, b: sx * sine, c: -sy * sine, d: sy * cosine,
                tx: .interpolate(a.tx, b.tx, t), ty: .interpolate(a.ty, b.ty, t))
        }
        return CGAffineTransform(
            a: .interpolate(a.a, b.a, t), b: .interpolate(a.b, b.b, t), c: .interpolate(a.c, b.c, t),
            d: .interpolate(a.d, b.d, t), tx: .interpolate(a.tx, b.tx, t), ty: .interpolate(a.ty, b.ty, t))
    }

    /// A shear-free transform as scale x, scale y (negative for a reflection) and rotation.
    private struct Decomposed {
        let scaleX: CGFloat, scaleY: CGFloat, angle: CGFloat

        init?(_ m: CGAffineTransform) {
            let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
            guard scaleX > 1e-12, abs(m.a * m.c + m.b * m.d) <= 1e-9 * max(1, scaleX * scaleX) else { return nil }
            self.scaleX = scaleX
            scaleY = (m.a * m.d - m.b * m.c) / scaleX
            angle = atan2(m.b, m.a)
        }
    }
}

extension UIColor: KitInterpolatable {
    /// Component-wise in RGBA, as Core Animation interpolates a background colour.
    static func interpolate(_ a: UIColor, _ b: UIColor, _ t: Double) -> UIColor {
        UIColor(
            Color(
                red: UIWindow.interpolate(a.color.red, b.color.red, t),
                green: UIWindow.interpolate(a.color.green, b.color.green, t),
                blue: UIWindow.interpolate(a.color.blue, b.color.blue, t),
                alpha: UIWindow.interpolate(a.color.alpha, b.color.alpha, t)))
    }
}

extension UIView {
    /// `backgroundColor` as `UIView.animate` plays it: no colour is clear.
    var animatableBackgroundColor: UIColor {
        get { backgroundColor ?? .clear }
        set { backgroundColor = newValue }
    }
}

extension UIView {
    /// UIKit's `UIView.AnimationOptions`; the curve options choose the timing curve, the rest are accepted and
    /// ignored (deviation: user interaction is always allowed during an animation here).
    public struct AnimationOptions: OptionSet, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.allowUserInteraction` (always the case here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// `.beginFromCurrentState` (always the case here: there is no presentation layer).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// `.curveEaseInOut`, the default curve.
        public static let curveEaseInOut = AnimationOptions([])
        /// `.curveEaseIn`.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// `.curveEaseOut`.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// `.curveLinear`.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: TimingCurve {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInOut
            }
        }
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)` on the core Animator, in the scene's
    /// virtual time. Animatable: `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        KitAnimation.run(
            timing: .curve(options.curve, duration: max(0, duration)), delay: delay,
            animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:
    /// completion:)`. Deviation: the spring is the core's (UISpringTimingParameters-style) spring with this
    /// damping ratio and `duration` as its response, not UIKit's duration-fitted solution.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let timing = Animator.Timing.spring(
            dampingRatio: Double(dampingRatio), response: max(0.01, duration),
            initialVelocity: Double(velocity))
        KitAnimation.run(
            timing: timing, delay: delay, animations: animations, completion: completion,
            deviation: .viewAnimateWithSpringDamping)
    }

    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)` (iOS 17):
    /// a spring with `duration` as its response and `bounce`'s damping, as SwiftUI's `spring(duration:bounce:)`
    /// defines it (damping ratio 1 − bounce, or 1 / (1 + bounce) for a negative, overdamped bounce). Deviation: the
    /// spring is the core's, so it settles on the core's tolerance rather than at exactly `duration`.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let damping = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        let timing = Animator.Timing.spring(
            dampingRatio: max(0.01, damping), response: max(0.01, duration),
            initialVelocity: Double(initialSpringVelocity))
        KitAnimation.run(
            timing: timing, delay: delay, animations: animations, completion: completion,
            deviation: .viewAnimateWithSpringDuration)
    }

    /// The spring of `animate(withDuration:delay:usingSpringWithDamping:...)` for the kit's own models of UIKit's
    /// animations (a swipe action's settle), which are not the caller's approximation: no deviation is reported.
    package class func animateModelSpring(
        withDuration duration: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let timing = Animator.Timing.spring(
            dampingRatio: Double(dampingRatio), response: max(0.01, duration), initialVelocity: Double(velocity))
        KitAnimation.run(timing: timing, delay: 0, animations: animations, completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)`: `actionsWithoutAnimation` changes the views at once, even inside an
    /// `animate` block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        KitAnimation.$capture.withValue(nil) { actionsWithoutAnimation() }
    }
}
