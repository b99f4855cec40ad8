import Foundation

/// Core Animation's `CADisplayLink`: calls its target once per frame, with the frame's time in `timestamp`.
///
/// Made by `UIView.displayLink(target:selector:)` (the view's window is the display whose frames it follows),
/// started by `add(to:forMode:)` and stopped for good by `invalidate()`, as in UIKit. Frames are the scene's
/// virtual frames: `timestamp` is the scene's virtual time in seconds, never a wall clock.
///
/// Apple: "The newly constructed display link retains the target" (`CADisplayLink.init(target:selector:)`).
/// Deviations: the target is held weakly (UIKit retains it until `invalidate()`; here a forgotten
/// `invalidate()` cannot leak a scene), and the link stops by itself once the target is gone. `timestamp` is
/// the current frame's time from `add(to:forMode:)` on (UIKit reports 0 until the first callback), so code
/// that needs the start of a motion can read it right after adding the link (UIKit code reads
/// `CACurrentMediaTime()`, which reads the same virtual clock while the window works). The run loop and mode are accepted and ignored:
/// every link runs on the scene's one frame loop.
public final class CADisplayLink {
    /// The view whose window's frames the link follows (resolved when the link is added).
    private weak var view: UIView?
    private weak var window: UIWindow?
    private var callbackID: Int?
    private var action: ((CADisplayLink) -> Bool)?

    /// `timestamp`: seconds of virtual time of the frame being prepared (see the type's deviations).
    public private(set) var timestamp: TimeInterval = 0

    /// `duration`: seconds between frames at the kit's nominal 60 Hz.
    public var duration: TimeInterval { 1.0 / 60.0 }

    /// `targetTimestamp`: when the next frame is expected (`timestamp + duration`).
    public var targetTimestamp: TimeInterval { timestamp + duration }

    /// `isPaused`: a paused link keeps its place on the run loop but is not called (and, here, does not keep
    /// the window out of idle, so a replay can settle).
    public var isPaused = false {
        didSet { if isPaused != oldValue { schedule() } }
    }
    /// Whether `add(to:forMode:)` was called and `invalidate()` was not.
    private var isAdded = false

    /// A link whose callback calls `selector` on `target` while it is alive; used by `UIView.displayLink`.
    init<Target: AnyObject>(
        view: UIView, target: Target,
        selector: @escaping (Target) -> (CADisplayLink) -> Void
    ) {
        self.view = view
        action = { [weak target] link in
            guard let target else { return false }
            selector(target)(link)
            return true
        }
    }

    /// `add(to:forMode:)`: starts calling the target on every frame of the view's window. Adding twice does
    /// nothing more; a link made for a view outside any window never fires (as a display link of no screen); the window is the one the view is in when the link is added.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isAdded, action != nil, let window = view?.window else { return }
        self.window = window
        timestamp = window.now
        isAdded = true
        schedule()
    }

    /// `invalidate()`: removes the link from its run loop for good and lets go of its target.
    public func invalidate() {
        isAdded = false
        action = nil
        schedule()
    }

    /// Registers the frame callback while the link is added and not paused; removes it otherwise.
    private func schedule() {
        let wanted = isAdded && !isPaused
        if wanted, callbackID == nil, let window {
            callbackID = window.addFrameCallback { [weak self] now in self?.frame(at: now) }
        } else if !wanted, let callbackID {
            window?.removeFrameCallback(callbackID)
            self.callbackID = nil
        }
    }

    private func frame(at now: Double) {
        timestamp = now
        guard let action else { return }
        if !action(self) { invalidate() }
    }
}

extension UIView {
    /// A display link that follows the frames of this view's window: AppKit's `NSView.displayLink(target:selector:)`
    /// (macOS 14: "Returns a new display link whose callback will be invoked in-sync with the display the view is
    /// on"), since the kit has no `UIScreen` (UIKit's `UIScreen.displayLink(withTarget:selector:)`). Deviation:
    /// AppKit's is not invoked while the view is hidden; this one is. The selector is an unapplied method, as for recognizers:
    /// `#selector(Fling.step(_:))` becomes `Fling.step`. Start it with `add(to: .main, forMode: .common)`.
    public func displayLink<Target: AnyObject>(
        target: Target,
        selector: @escaping (Target) -> (CADisplayLink) -> Void
    ) -> CADisplayLink {
        CADisplayLink(view: self, target: target, selector: selector)
    }
}
