import GesturePhysics

/// Property animations on the window's virtual time, as UIView.animate: a timing curve or a spring drives a
/// progress value that the caller maps onto properties.
///
/// Progress goes from 0 to 1 (a spring may overshoot). Each animation is a pure function of time, sampled on the
/// window's frame callbacks, so a replay gives the same frames whatever its step. Completion gets `true` when
/// the animation finished and `false` when it was cancelled.
package final class Animator {
    /// Identifies a running animation.
    package struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// How progress follows time.
    package enum Timing: Sendable {
        /// A cubic Bézier curve over `duration` seconds (UIView.animate's curves).
        case curve(TimingCurve, duration: Double)
        /// A spring from 0 to 1 with UIKit's damping ratio and response (UISpringTimingParameters); the initial
        /// velocity is in progress units per second.
        case spring(dampingRatio: Double, response: Double, initialVelocity: Double)
    }

    private struct Running {
        let token: Token
        let start: Double
        let progress: (Double) -> (value: Double, done: Bool)
        let update: (Double) -> Void
        let completion: ((Bool) -> Void)?
    }

    private weak var window: UIWindow?
    private var running: [Running] = []
    private var nextID = 0
    private var frameCallback: Int?

    /// An animator that runs on `window`'s frame callbacks (held weakly).
    package init(window: UIWindow) {
        self.window = window
    }

    /// Whether any animation is running.
    package var isAnimating: Bool { !running.isEmpty }

    /// Starts an animation now; `update` is called with the progress on every frame, then with exactly 1.
    @discardableResult
    package func animate(
        _ timing: Timing, update: @escaping (Double) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        let start = window?.now ?? 0
        running.append(
            Running(
                token: token, start: start, progress: Self.progressFunction(timing),
                update: update, completion: completion))
        startFrameCallbackIfNeeded()
        return token
    }

    /// Convenience for a duration and curve, as UIView.animate(withDuration:).
    @discardableResult
    package func animate(
        duration: Double, curve: TimingCurve = .easeInOut, update: @escaping (Double) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> Token {
        animate(.curve(curve, duration: duration), update: update, completion: completion)
    }

    /// Stops an animation where it is; its completion gets `false`.
    package func cancel(_ token: Token) {
        guard let index = running.firstIndex(where: { $0.token == token }) else { return }
        let animation = running.remove(at: index)
        stopFrameCallbackIfIdle()
        animation.completion?(false)
    }

    /// Whether the animation `token` started is still running.
    package func isRunning(_ token: Token) -> Bool { running.contains { $0.token == token } }

    private static func progressFunction(_ timing: Timing) -> (Double) -> (value: Double, done: Bool) {
        switch timing {
        case .curve(let curve, let duration):
            return { elapsed in
                guard duration > 0, elapsed < duration else { return (1, true) }
                return (curve.value(at: max(0, elapsed) / duration), false)
            }
        case .spring(let ratio, let response, let velocity):
            let spring = SpringSimulation(
                dampingRatio: ratio, response: response, from: 0, to: 1,
                velocity: velocity, tolerance: .init(position: 0.001, velocity: 0.01))
            return { elapsed in
                spring.isDone(at: elapsed) ? (1, true) : (spring.position(at: elapsed), false)
            }
        }
    }

    private func startFrameCallbackIfNeeded() {
        guard frameCallback == nil, let window else { return }
        frameCallback = window.addFrameCallback { [weak self] now in self?.step(now) }
    }

    private func stopFrameCallbackIfIdle() {
        guard running.isEmpty, let id = frameCallback else { return }
        window?.removeFrameCallback(id)
        frameCallback = nil
    }

    private func step(_ now: Double) {
        for animation in running {
            guard running.contains(where: { $0.token == animation.token }) else { continue }
            let (value, done) = animation.progress(now - animation.start)
            animation.update(value)
            if done {
                running.removeAll { $0.token == animation.token }
                animation.completion?(true)
            }
        }
        stopFrameCallbackIfIdle()
    }
}

extension UIWindow {
    /// Linear interpolation helper for animations: a + (b − a)·t.
    package static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
