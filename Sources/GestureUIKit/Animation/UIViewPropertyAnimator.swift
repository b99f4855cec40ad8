import Foundation

/// UIKit's `UIViewPropertyAnimator` (iOS 10): an animation a gesture can start, pause, scrub, reverse and finish, on
/// the window's virtual time.
///
/// As in UIKit, the animation blocks run when the animator becomes active (`startAnimation()`, `pauseAnimation()`,
/// or the first `fractionComplete` set): the views take their new model values at once (hit-testing sees them),
/// and what is drawn (`layer.presentation()`) follows the animator's progress. `fractionComplete` is the fraction
/// of the duration; while paused it scrubs the drawn values linearly (`scrubsLinearly`, true by default) and a
/// running animator follows its timing curve. `continueAnimation(withTimingParameters:durationFactor:)` resumes
/// from where the drawn values are, over the rest of the duration times `durationFactor`, so a scrubbed card glides
/// on from under the finger rather than jumping. `isReversed` runs back to the start, where the views take their
/// old model values again; `stopAnimation(_:)` leaves them where they are drawn. The views being animated take
/// touches (`isUserInteractionEnabled`, true by default, unlike `UIView.animate`).
///
/// Sources: Apple's `UIViewPropertyAnimator` and `UIViewAnimating` documentation (states, positions, "the
/// animator's scrubsLinearly... when paused"); the completions' positions and the model values at `.start` and
/// `.current` as WWDC 2016 session 216 "Advanced Animations with UIKit" shows them.
/// Deviations: `addAnimations(_:delayFactor:)` starts its block with the others (no delay); a running animator's
/// `fractionComplete` is read-only (UIKit ignores the set too); `continueAnimation`'s timing parameters replace the
/// curve for the rest of the run (UIKit blends velocities); `isManualHitTestingEnabled` is stored only.
open class UIViewPropertyAnimator {
    /// `duration`.
    public let duration: TimeInterval
    /// `delay`: the delay of `startAnimation(afterDelay:)` in effect.
    public private(set) var delay: TimeInterval = 0
    /// `timingParameters`.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// `state`.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// `isRunning`: moving on its own (started and not paused).
    public private(set) var isRunning = false
    /// `isReversed`: runs back towards the start. Settable while paused or running.
    open var isReversed = false
    /// `isInterruptible` (true): the kit's animators can always be paused and stopped.
    open var isInterruptible = true
    /// `isUserInteractionEnabled` (true): the animated views take touches while it runs.
    open var isUserInteractionEnabled = true
    /// `isManualHitTestingEnabled`. Deviation: stored only (hit-testing always sees the model values).
    open var isManualHitTestingEnabled = false
    /// `scrubsLinearly` (true): a paused animator's `fractionComplete` draws linearly, not along the curve.
    open var scrubsLinearly = true
    /// `pausesOnCompletion` (false): at the end the animator pauses, stays active and calls no completion.
    open var pausesOnCompletion = false

    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var runs: [KitAnimation.Running] = []
    /// The fraction of the duration reached.
    private var fraction: Double = 0
    /// What is drawn, 0 (the old values) to 1 (the new ones).
    private var progress: Double = 0
    /// Where the present run started: the fraction and progress it left from (a resumed run eases from there).
    private var leg: (fraction: Double, progress: Double, durationFactor: Double) = (0, 0, 1)
    private var frames: (window: UIWindow, id: Int, last: Double)?
    /// The animator holds itself while it is active or stopped, as UIKit keeps a running animator alive: code
    /// that starts one and drops it (`runningPropertyAnimator`, a fire-and-forget `startAnimation()`) still sees
    /// it run to the end.
    private var keptAlive: UIViewPropertyAnimator?
    /// The animator's state changes: it is kept alive until it is inactive again.
    private var lifeState: UIViewAnimatingState {
        get { state }
        set {
            state = newValue
            keptAlive = newValue == .inactive ? nil : self
        }
    }

    /// `init(duration:timingParameters:)`.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
    }

    /// `init(duration:curve:animations:)`.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made and started at once.
    /// Deviation: returns `UIViewPropertyAnimator` (UIKit's returns `Self`).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(timingCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `fractionComplete`: how far through its duration the animator is. Setting it while paused (or inactive,
    /// which makes it active and paused) moves what is drawn; while running the set is ignored, as in UIKit.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            activate()
            fraction = min(max(Double(newValue), 0), 1)
            progress = scrubsLinearly ? fraction : curveProgress(at: fraction)
            draw()
        }
    }

    /// `addAnimations(_:)`: runs with the others; added to an active animator, it runs at once and joins at the
    /// present progress.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { run(animation) } else { pendingAnimations.append(animation) }
    }

    /// `addAnimations(_:delayFactor:)`. Deviation: no delay (see the class).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// `addCompletion(_:)`: called in order with the end position when the animator finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// `startAnimation()`: runs from the present fraction.
    open func startAnimation() {
        guard state != .stopped else { return }
        // Started inside an interactive transition's `animateTransition(using:)`: its interaction drives it.
        if let tracking = AnimationTracking.current, tracking.claim(self) { return }
        activate()
        resume(durationFactor: leg.durationFactor)
    }

    /// `startAnimation(afterDelay:)`: becomes active now and runs after `delay` seconds of virtual time.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        self.delay = delay
        activate()
        guard let window = runs.lazy.compactMap({ $0.window }).first else { return startAnimation() }
        window.scheduler.schedule(after: delay) { [weak self] in
            guard let self, self.state == .active, !self.isRunning else { return }
            self.startAnimation()
        }
    }

    /// `pauseAnimation()`: stops where it is drawn, active (an inactive animator becomes active and paused).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = false
        stopFrames()
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: resumes a paused animator over the rest of its
    /// duration times `durationFactor`, along `parameters` when given.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { timingParameters = parameters }
        resume(durationFactor: durationFactor > 0 ? Double(durationFactor) : 1)
    }

    /// `stopAnimation(_:)`: the views keep the values drawn now as their model values. With `withoutFinishing`
    /// the animator is done (inactive, no completion); else it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        stopFrames()
        for running in runs { running.commit(at: progress) }
        for running in runs { running.finish(true) }
        lifeState = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { runs = [] }
    }

    /// `finishAnimation(at:)`: a stopped animator's views take the values of `position`, and the completions run.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch position {
        case .end: for running in runs { running.commit(at: 1) }
        case .start: for running in runs { running.commit(at: 0) }
        case .current: break
        }
        runs = []
        lifeState = .inactive
        callCompletions(position)
    }

    // MARK: Running

    /// Becomes active: the pending animation blocks run (the views take their new model values).
    private func activate() {
        guard state == .inactive else { return }
        lifeState = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { run(block) }
    }

    /// Runs one animation block, capturing what it changes, drawn at the present progress.
    private func run(_ animation: @escaping () -> Void) {
        let capture = KitAnimation.Capture()
        KitAnimation.$capture.withValue(capture) { animation() }
        guard let window = capture.changes.lazy.compactMap({ $0.view?.window }).first else { return }
        let running = KitAnimation.Running(
            changes: capture.changes, allowsUserInteraction: isUserInteractionEnabled, window: window,
            completion: nil)
        running.attach()
        running.step(progress)
        runs.append(running)
    }

    private func resume(durationFactor: Double) {
        leg = (fraction, progress, durationFactor)
        isRunning = true
        guard frames == nil else { return }
        guard let window = runs.lazy.compactMap({ $0.window }).first else { return complete() }
        let id = window.addFrameCallback { [weak self] now in self?.frame(at: now) }
        frames = (window, id, window.now)
    }

    private func stopFrames() {
        guard let frames else { return }
        frames.window.removeFrameCallback(frames.id)
        self.frames = nil
    }

    /// One frame: the fraction moves on by the time elapsed, forwards or back; at either end the run completes.
    private func frame(at now: Double) {
        guard let last = frames?.last else { return }
        frames?.last = now
        let span = duration * leg.durationFactor
        let step = span > 0 ? (now - last) / span : 1
        fraction = min(max(fraction + (isReversed ? -step : step), 0), 1)
        progress = legProgress()
        draw()
        if isReversed ? fraction <= 0 : fraction >= 1 { complete() }
    }

    /// The drawn progress on the present leg: from where it left to the end it runs to, along the curve over
    /// the part of the duration that leg covers.
    private func legProgress() -> Double {
        let target: Double = isReversed ? 0 : 1
        let targetFraction: Double = isReversed ? 0 : 1
        let legLength = abs(targetFraction - leg.fraction)
        guard legLength > 0 else { return target }
        let covered = min(max(abs(fraction - leg.fraction) / legLength, 0), 1)
        return leg.progress + (target - leg.progress) * curveProgress(at: covered)
    }

    private func curveProgress(at fraction: Double) -> Double {
        (timingParameters ?? UICubicTimingParameters()).progress(atFraction: fraction, duration: duration)
    }

    private func draw() {
        for running in runs { running.step(progress) }
    }

    /// The run reached its end: paused there (`pausesOnCompletion`), or finished at `.end` (`.start` reversed).
    private func complete() {
        isRunning = false
        stopFrames()
        if pausesOnCompletion { return }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        end(at: position)
        lifeState = .inactive
        callCompletions(position)
    }

    /// Ends the drawn animation with the views' model values at `position`.
    private func end(at position: UIViewAnimatingPosition) {
        apply(position)
        for running in runs { running.finish(true) }
        runs = []
    }

    /// Sets the animated views' model values to those of `position` (`.end`: they have them already).
    private func apply(_ position: UIViewAnimatingPosition) {
        switch position {
        case .end: return
        case .start: for running in runs { running.commit(at: 0) }
        case .current: for running in runs { running.commit(at: progress) }
        }
    }

    private func callCompletions(_ position: UIViewAnimatingPosition) {
        let calls = completions
        completions = []
        for completion in calls { completion(position) }
    }
}
