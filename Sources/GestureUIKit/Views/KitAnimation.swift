import Foundation
import GesturePhysics

/// What `UIView.animate` captures and plays: the animatable properties its block changed, with their old and new
/// values, played on the views' presentation values (`PresentedValues`), not on the model.
///
/// As in UIKit, the block runs at once and leaves every property at its new value: the model layer, which reading a
/// property, hit-testing and point conversion see. The captured changes then play from the old values (from what
/// was drawn, when the property was already animating: `.beginFromCurrentState`) on the window's `Animator`, and
/// the renderer and `layer.presentation()` see them. While it plays, the views it changes ignore touches unless the
/// options include `.allowUserInteraction` (`CALayer.ignoresTouchesDuringAnimation`).
/// Deviation: a second animation of a property replaces the first from where it is drawn; UIKit adds them
/// (additive animations), which also starts from what is drawn but blends the two curves.
enum KitAnimation {
    /// One property change an `animate` block made, played on `view`'s presentation values.
    struct Change {
        weak var view: UIView?
        let properties: [PresentedValues.Property]
        /// Writes the value at `progress` (0...1, a spring may overshoot) into the view's presentation values.
        var present: (UIView, Double) -> Void
        /// Where in the animation's progress it starts: 0, or a keyframe's relative start time.
        var start: Double = 0
    }

    /// The changes one `animate` block made. Only touched on the main thread, like every kit object.
    final class Capture: @unchecked Sendable {
        var changes: [Change] = []
    }

    @TaskLocal static var capture: Capture?

    /// Called by the animatable setters before they apply `to`: `present` writes an interpolated value into the
    /// view's presentation values.
    static func record<Value: KitInterpolatable>(
        _ view: UIView, _ properties: [PresentedValues.Property], from: Value, to: Value,
        present: @escaping (UIView, Value) -> Void
    ) {
        guard let capture, from != to else { return }
        capture.changes.append(
            Change(view: view, properties: properties) { view, progress in
                present(view, Value.interpolate(from, to, progress))
            })
    }

    /// Runs `animations`, then plays what it changed with `timing` after `delay` seconds of virtual time; the views
    /// it changes ignore touches meanwhile unless `allowsUserInteraction`.
    static func run(
        timing: Animator.Timing, delay: TimeInterval, allowsUserInteraction: Bool, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?, deviation: KitDeviation? = nil
    ) {
        // Inside an interactive transition's `animateTransition(using:)`: the interaction controller drives it.
        if let tracking = AnimationTracking.current {
            tracking.track(
                timing: timing, allowsUserInteraction: allowsUserInteraction, animations: animations,
                completion: completion)
            return
        }
        let capture = Capture()
        $capture.withValue(capture) { animations() }
        play(
            capture.changes, timing: timing, delay: delay, allowsUserInteraction: allowsUserInteraction,
            completion: completion, deviation: deviation)
    }

    /// Plays captured `changes` with `timing` after `delay` seconds of virtual time (what `run` does once its block
    /// has run; keyframe animations hand it their keyframes' changes, each mapped to its part of the duration).
    static func play(
        _ changes: [Change], timing: Animator.Timing, delay: TimeInterval, allowsUserInteraction: Bool,
        completion: ((Bool) -> Void)?, deviation: KitDeviation? = nil
    ) {
        guard let window = changes.lazy.compactMap({ $0.view?.window }).first else {
            completion?(true)
            return
        }
        if let deviation { window.logDeviation(deviation) }
        let running = Running(
            changes: changes, allowsUserInteraction: allowsUserInteraction, window: window,
            completion: completion)
        running.attach()
        running.step(0)
        let start = {
            guard !running.isOver else { return }
            running.token = window.animator.animate(
                timing, update: { running.step($0) }, completion: { running.finish($0) })
        }
        if delay > 0 {
            window.scheduler.schedule(after: delay) { start() }
        } else {
            start()
        }
    }

    /// One `UIView.animate` call in flight: its changes, whether it lets the views take touches, its animator
    /// token once started (nil during its delay), and its completion, called once.
    final class Running {
        private(set) var changes: [Change]
        let allowsUserInteraction: Bool
        var token: Animator.Token?
        private(set) var isOver = false
        /// Set when `removeAllAnimations()` took a view out of it: the completion then gets false.
        private var interrupted = false
        private(set) weak var window: UIWindow?
        private let completion: ((Bool) -> Void)?

        init(changes: [Change], allowsUserInteraction: Bool, window: UIWindow, completion: ((Bool) -> Void)?) {
            self.changes = changes
            self.allowsUserInteraction = allowsUserInteraction
            self.window = window
            self.completion = completion
        }

        private var id: ObjectIdentifier { ObjectIdentifier(self) }

        /// Makes this animation the owner of the properties it changes, and lists it on each view's layer.
        func attach() {
            for change in changes {
                guard let view = change.view else { continue }
                for property in change.properties { view.presented.owners[property] = id }
                if !view.layer.animations.contains(where: { $0 === self }) { view.layer.animations.append(self) }
            }
        }

        /// Draws every change at `progress`, where this animation still owns the properties.
        func step(_ progress: Double) {
            for change in changes {
                guard let view = change.view, change.properties.allSatisfy({ view.presented.owners[$0] == id })
                else { continue }
                change.present(view, progress)
            }
        }

        /// The animation ended (`finished`) or was cancelled: the views draw their model values again.
        func finish(_ finished: Bool) {
            guard !isOver else { return }
            isOver = true
            for change in changes {
                guard let view = change.view else { continue }
                release(view, change)
                view.layer.animations.removeAll { $0 === self }
            }
            completion?(finished && !interrupted)
        }

        /// `removeAllAnimations()` on `view`'s layer: `view` draws its model values at once; the other views go on,
        /// and the completion gets false. With no view left the animation is over.
        func remove(_ view: UIView) {
            guard !isOver else { return }
            for change in changes where change.view === view { release(view, change) }
            changes.removeAll { $0.view === view || $0.view == nil }
            view.layer.animations.removeAll { $0 === self }
            interrupted = true
            guard changes.isEmpty else { return }
            if let token, let window {
                window.animator.cancel(token)
            } else {
                finish(false)
            }
        }

        /// Sets the views' model values to this animation's values at `progress` (a property animator stopped,
        /// or finished at its start): what it owns, or what no animation owns any more, is drawn from the model
        /// again; a property a newer animation took is left to it.
        func commit(at progress: Double) {
            for change in changes {
                guard let view = change.view,
                    change.properties.allSatisfy({ view.presented.owners[$0] == id || view.presented.owners[$0] == nil }
                    )
                else { continue }
                change.present(view, progress)
                for property in change.properties {
                    view.presented.copyToModel(property, of: view)
                    view.presented.clear(property)
                }
            }
        }

        private func release(_ view: UIView, _ change: Change) {
            for property in change.properties where view.presented.owners[property] == id {
                view.presented.clear(property)
            }
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
    /// UIKit's `UIView.AnimationOptions`: the curve options choose the timing curve and `.allowUserInteraction` lets
    /// the animated views take touches; the rest are accepted and ignored.
    public struct AnimationOptions: OptionSet, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.allowUserInteraction`: the views being animated take touches, hit-tested at their model values (where
        /// the animation goes); without it they ignore touches until the animation ends.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// `.beginFromCurrentState` (always the case here: a property already animating starts from what is drawn).
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
    /// virtual time. Animatable: `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`. The block
    /// sets the model values at once; the animation plays on what is drawn (`layer.presentation()`), and the
    /// views it changes ignore touches until it ends unless `options` include `.allowUserInteraction`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        KitAnimation.run(
            timing: .curve(options.curve, duration: max(0, duration)), delay: delay,
            allowsUserInteraction: options.contains(.allowUserInteraction), animations: animations,
            completion: completion)
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
            timing: timing, delay: delay, allowsUserInteraction: options.contains(.allowUserInteraction),
            animations: animations, completion: completion, deviation: .viewAnimateWithSpringDamping)
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
            timing: timing, delay: delay, allowsUserInteraction: options.contains(.allowUserInteraction),
            animations: animations, completion: completion, deviation: .viewAnimateWithSpringDuration)
    }

    /// The spring of `animate(withDuration:delay:usingSpringWithDamping:...)` for the kit's own models of UIKit's
    /// animations (a swipe action's settle), which are not the caller's approximation: no deviation is reported.
    package class func animateModelSpring(
        withDuration duration: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let timing = Animator.Timing.spring(
            dampingRatio: Double(dampingRatio), response: max(0.01, duration), initialVelocity: Double(velocity))
        KitAnimation.run(
            timing: timing, delay: 0, allowsUserInteraction: options.contains(.allowUserInteraction),
            animations: animations, completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)`: `actionsWithoutAnimation` changes the views at once, even inside an
    /// `animate` block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        KitAnimation.$capture.withValue(nil) { actionsWithoutAnimation() }
    }
}
