import Foundation
/// UIKit's `UIWindow`: the root of a view tree, and the owner of its gesture environment, scheduler, frame
/// callbacks and diagnostics.
///
/// Everything that happens is driven from outside with timestamps: touches (`touchDown`...), and the passage of
/// time (`advance(to:)`), which fires deadlines and then runs the frame callbacks (animations, deceleration).
/// Times that go backwards are clamped, so virtual time never decreases. No clock is read here.
///
/// Open for subclassing, as UIKit's: a subclass's `sendEvent(_:)` sees every touch event before anything else
/// (touch visualisers, idle timers), and its `hitTest(_:with:)` and `layoutSubviews()` are what the window runs.
open class UIWindow: UIView {
    /// The deadlines of timers and animations, on the window's virtual time.
    package let scheduler: Scheduler
    /// What happened and why: transitions and decisions.
    package let diagnostics: Diagnostics
    /// The recognizers' arbitration: who sees a touch, who may begin, who waits for whom.
    package let environment: GestureEnvironment
    /// The gesture and physics constants in force; UIKit's by default.
    package var tuning = GestureTuning.uikit
    /// The iOS version the model behaves as in this window: 18 (the default) or 26, which adds the navigation
    /// controller's content swipe. Set before a scene is built in it (scripts' `ios` line, `--ios`).
    package var iosVersion = 18
    /// The what-if edits in force (`GestureEditing`); nil runs the scene as its code says.
    package var gestureEdits: (any GestureEditing)? {
        didSet { gestureEdits?.prepare(self) }
    }
    /// Touches on the screen, by finger number.
    package private(set) var touchesByFinger: [Int: UITouch] = [:]
    /// Finished touches whose delivery to their view is still held back by a recognizer.
    private(set) var touchesAwaitingDelivery: [UITouch] = []
    /// The responder `becomeFirstResponder()` marked in this window (UIKit's `_firstResponder`), held weakly.
    package weak var firstResponder: UIResponder?
    /// The device's safe area: the status bar, the sensor housing and the home indicator (47 and 34 on the 390x844
    /// device; `DeviceSpec.safeArea` in GestureScript has every preset). The window's `safeAreaInsets`, and so the
    /// root of every view's. Zero by default; the host sets it before it builds a scene.
    package var deviceSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if deviceSafeAreaInsets != oldValue { updateSafeAreaInsetsInSubtree() } }
    }
    /// What `rootViewController`, `makeKeyAndVisible()` and `windowLevel` set (UIWindow+Root.swift).
    package var rootState = WindowRootState()
    private var frameCallbacks: [(id: Int, callback: (Double) -> Void)] = []
    private var nextFrameCallbackID = 0

    /// The touch whose change the event being sent carries: `sendEvent(_:)` hands it to the gesture environment.
    private var touchBeingSent: UITouch?

    /// `init(frame:)`: a window of `frame.size` points with its own gesture environment, scheduler and diagnostics
    /// (the designated initializer a subclass's `override init(frame:)` calls).
    public override init(frame: CGRect) {
        scheduler = Scheduler()
        diagnostics = Diagnostics()
        environment = GestureEnvironment(scheduler: scheduler, diagnostics: diagnostics)
        super.init(frame: CGRect(origin: .zero, size: frame.size))
        name = "window"
        environment.window = self
    }

    /// A window of `size` points (the hosts' and tests' spelling of `init(frame:)`).
    package convenience init(size: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: size))
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `frame`: a new size first tells the root view controller `viewWillTransition(to:with:)`
    /// (`UIWindow+SizeTransition.swift`).
    open override var frame: CGRect {
        get { super.frame }
        set { transitionSize(to: newValue.size) { super.frame = newValue } }
    }

    /// `bounds`: a new size first tells the root view controller `viewWillTransition(to:with:)`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { transitionSize(to: newValue.size) { super.bounds = newValue } }
    }

    /// Property animations on this window's time.
    package private(set) lazy var animator = Animator(window: self)

    /// Virtual time in seconds.
    package var now: Double { scheduler.now }

    // MARK: Time

    /// Fires deadlines up to `time`, runs the frame callbacks at `time`, then the layout pass: as UIKit's run loop
    /// commits its Core Animation transaction (layout first) after the display link's callbacks, so the touch that
    /// follows (every touch method advances first) and the next frame see every view laid out.
    package func advance(to time: Double) {
        mediaClock.reading {
            scheduler.advance(to: time)
            let callbacks = frameCallbacks
            for entry in callbacks where frameCallbacks.contains(where: { $0.id == entry.id }) {
                entry.callback(scheduler.now)
            }
            layoutPendingViews()
        }
    }

    /// The clock `CACurrentMediaTime()` reads while this window works (`CACurrentMediaTime.swift`).
    private lazy var mediaClock = MediaClock(scheduler: scheduler)

    /// Registers a callback run on every advance with the current time (a CADisplayLink); returns its id.
    @discardableResult
    package func addFrameCallback(_ callback: @escaping (Double) -> Void) -> Int {
        nextFrameCallbackID += 1
        frameCallbacks.append((nextFrameCallbackID, callback))
        return nextFrameCallbackID
    }

    /// Removes the frame callback `id` names.
    package func removeFrameCallback(_ id: Int) {
        frameCallbacks.removeAll { $0.id == id }
    }

    /// Whether anything is moving on its own: frame callbacks registered or deadlines pending.
    package var isIdle: Bool { frameCallbacks.isEmpty && scheduler.isEmpty && touchesByFinger.isEmpty }

    /// Whether the window needs every frame: something moves by itself (frame callbacks) or a finger is down.
    /// Pending deadlines alone (a double tap's wait) need no frames until `nextDeadline`.
    package var needsEveryFrame: Bool { !frameCallbacks.isEmpty || !touchesByFinger.isEmpty }

    /// The virtual time of the earliest pending deadline (a recognizer's timer, a delayed touch), if any.
    package var nextDeadline: Double? { scheduler.nextDeadline }

    // MARK: Touch input

    /// A finger touches the screen at `location` (window points). A finger already down is lifted first.
    package func touchDown(finger: Int, at location: CGPoint, time: Double) {
        if touchesByFinger[finger] != nil { touchCancelled(finger: finger, time: time) }
        advance(to: time)
        noteStatusBarTouch(at: location)
        let touch = UITouch(finger: finger, location: location, time: now, window: self)
        touch.view = hitTest(pointFromRoot(location), with: nil)
        // Exclusive touch: the finger is not delivered at all, so its moves and lift are ignored too.
        if let view = touch.view, isBlockedByExclusiveTouch(view) { return reportDeviation(.viewIsExclusiveTouch) }
        touchesByFinger[finger] = touch
        touchesAwaitingDelivery.append(touch)
        markOthersStationary(except: touch)
        send(touch, in: makeEvent())
    }

    /// A finger moves; ignored for a finger that is not down.
    package func touchMoved(finger: Int, to location: CGPoint, time: Double) {
        change(finger: finger, to: .moved, at: location, time: time)
    }

    /// A finger lifts at `location`; ignored for a finger that is not down.
    package func touchUp(finger: Int, at location: CGPoint, time: Double) {
        change(finger: finger, to: .ended, at: location, time: time)
    }

    /// `isExclusiveTouch`: "Setting this property to true causes the receiver to block the delivery of touch events
    /// to other views in the same window" (UIView documentation): while a touch is on an exclusive view, a finger
    /// landing on another view is not delivered, and a finger landing on an exclusive view while another view has a
    /// touch is not either. Deviation: whether UIKit still shows such a finger to gesture recognizers was not found
    /// in the decompile read; the kit delivers it to nothing.
    private func isBlockedByExclusiveTouch(_ view: UIView) -> Bool {
        let others = touchesByFinger.values.compactMap(\.view)
        if view.isExclusiveTouch, others.contains(where: { $0 !== view }) { return true }
        return others.contains { $0.isExclusiveTouch && $0 !== view }
    }

    /// The system cancels a finger (touchesCancelled), e.g. when the window loses focus.
    package func touchCancelled(finger: Int, time: Double) {
        change(finger: finger, to: .cancelled, at: nil, time: time)
    }

    /// Moves, lifts or cancels a finger that is down (at `location` when given), then dispatches the event. A
    /// finished touch leaves `touchesByFinger` after the event is made, so the event still carries it.
    private func change(finger: Int, to phase: UITouch.Phase, at location: CGPoint?, time: Double) {
        guard let touch = touchesByFinger[finger] else { return }
        advance(to: time)
        if let location {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.timestamp = now
        touch.phase = phase
        markOthersStationary(except: touch)
        let event = makeEvent()
        if phase.isFinished { touchesByFinger[finger] = nil }
        send(touch, in: event)
    }

    /// Sends `event`, which carries `touch`'s change, through `sendEvent(_:)` (a subclass's override included).
    private func send(_ touch: UITouch, in event: UIEvent) {
        touchBeingSent = touch
        mediaClock.reading { sendEvent(event) }
        touchBeingSent = nil
    }

    /// `sendEvent(_:)`: "Dispatches the specified event to its views" (UIWindow documentation): the touch that
    /// changed goes to the gesture environment, which delivers it to the recognizers and the hit view as
    /// `-[UIWindow sendEvent:]` does through `_sendTouchesForEvent:`. A subclass overrides it to see every touch
    /// event first and calls super; an event it does not pass to super reaches nobody, as in UIKit.
    open func sendEvent(_ event: UIEvent) {
        guard let touch = touchBeingSent else { return }
        touchBeingSent = nil
        if touch.phase == .began {
            environment.dispatchBegan(touch, event: event)
        } else {
            environment.dispatch(touch, event: event)
        }
    }

    /// Cancels every touch, as UIKit does when the app resigns active (focus lost, window minimised).
    package func cancelAllTouches(time: Double) {
        for finger in touchesByFinger.keys.sorted() { touchCancelled(finger: finger, time: time) }
    }

    /// The touches on the screen, ordered by finger.
    package var activeTouches: [UITouch] { touchesByFinger.keys.sorted().compactMap { touchesByFinger[$0] } }

    private func makeEvent() -> UIEvent {
        var all = activeTouches
        for touch in touchesAwaitingDelivery where touch.phase.isFinished && !all.contains(where: { $0 === touch }) {
            all.append(touch)
        }
        return UIEvent(timestamp: now, touches: all)
    }

    private func markOthersStationary(except changed: UITouch) {
        for touch in touchesByFinger.values where touch !== changed && !touch.phase.isFinished {
            touch.phase = .stationary
        }
    }

    func forgetDeliveredTouches() {
        touchesAwaitingDelivery.removeAll { touch in
            touch.delivery.stage == .finished
                || (touch.phase.isFinished && touch.delivery.queue.isEmpty
                    && touch.recognizers.isEmpty && touch.delivery.stage == .notStarted)
        }
    }

    /// Window coordinates are the root's bounds coordinates shifted by its bounds origin (normally zero).
    private func pointFromRoot(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + bounds.minX, y: p.y + bounds.minY) }

    // MARK: Recognizers

    /// Every recognizer attached to a view in this tree, depth first.
    package var allGestureRecognizers: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        func walk(_ view: UIView) {
            result.append(contentsOf: view.attachedRecognizers)
            for subview in view.subviews { walk(subview) }
        }
        walk(self)
        return result
    }

    /// The recognizer named `name` in this tree.
    package func gestureRecognizer(named name: String) -> UIGestureRecognizer? {
        allGestureRecognizers.first { $0.reportName == name }
    }
}
