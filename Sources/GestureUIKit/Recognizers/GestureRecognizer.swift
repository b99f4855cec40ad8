import Foundation
/// The base gesture recognizer, modelled on UIGestureRecognizer and its subclass API.
///
/// A subclass reads touches in `touchesBegan/Moved/Ended/Cancelled` and reports what it sees with
/// `setState(_:reason:)`. It never excludes or waits for others itself: the window's `GestureEnvironment`
/// decides whether a requested transition happens now, waits for failure requirements, or becomes a failure,
/// and records why. Targets are called after each transition that UIKit reports (began, changed, ended,
/// cancelled; a discrete recognizer's recognition is `ended`).
package class GestureRecognizer {
    /// UIGestureRecognizer.State.
    package typealias State = GestureRecognizerState

    /// The stable name reports and panels use (`card.singleTap`).
    package var name: String
    /// The view it is attached to (UIGestureRecognizer.view).
    package internal(set) weak var view: UIView?
    /// The current state (UIGestureRecognizer.state); changed through the environment, which enforces UIKit's legal
    /// transitions.
    package internal(set) var state: State = .possible
    /// Default true: the view's touches are cancelled when this recognizes.
    package var cancelsTouchesInView = true
    /// Default false: when true, the view sees touchesBegan only after this has failed.
    package var delaysTouchesBegan = false
    /// Default true: the view sees touchesEnded only after this has failed.
    package var delaysTouchesEnded = true
    /// The object a facade (GestureLabKit's UIGestureRecognizer) puts in front of this recognizer, held weakly.
    package weak var facade: AnyObject?
    /// Keeps `facade` alive while the recognizer is on a view (a kit facade is owned by nothing else, as UIKit's
    /// view owns its recognizers); nil otherwise.
    package var retainedFacade: AnyObject?
    /// Overrides of the subclass API from another object (the kit's facade), held weakly; nil: the class's own.
    package weak var overrides: (any GestureRecognizerOverrides)?
    /// Why the latest transition or decision happened, for panels.
    package internal(set) var lastReason = ""

    /// The touches this recognizer is tracking since its last reset, in arrival order.
    package internal(set) var touches: [UITouch] = []
    weak var environment: GestureEnvironment?
    var staticFailureRequirements: [WeakRecognizer] = []
    private var actions: [(GestureRecognizer) -> Void] = []
    private var storedDelegate: WeakDelegate?
    private var timers: [Scheduler.Token] = []
    private var enabled = true

    /// A recognizer named `name` (empty: panels show its kind).
    package init(name: String = "") {
        self.name = name
    }

    /// Discrete recognizers (taps) recognize once; continuous ones (pans, pinches) begin, change and end.
    package var isDiscrete: Bool { false }

    /// A short kind for panels and reasons: "tap", "pan", "pinch"...
    package var kind: String { "gesture" }

    /// The name, or the kind when unnamed.
    package var displayName: String { name.isEmpty ? kind : name }

    // MARK: Targets

    /// Adds an action called after each reported transition (UIKit's addTarget(_:action:)).
    package func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// How many actions `addTarget(_:)` registered (tests check that nothing piles up).
    package var targetCount: Int { actions.count }

    func sendActions() {
        for action in actions { action(self) }
    }

    // MARK: Enabled and delegate

    /// Disabled recognizers see no touches; disabling one that is recognizing cancels it (UIKit doc).
    package var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            if !newValue { environment?.recognizerWasDisabled(self) }
        }
    }

    /// Held weakly, as in UIKit. A subclass may refuse a delegate (`validateDelegate`); the refused assignment
    /// is then ignored and recorded in the diagnostics, and `setDelegate(_:)` throws instead.
    package var delegate: GestureRecognizerDelegate? {
        get { storedDelegate?.value }
        set {
            do {
                try setDelegate(newValue)
            } catch {
                lastReason = error.message
            }
        }
    }

    /// Assigns the delegate, throwing UIKit's exception message when the subclass refuses it.
    package func setDelegate(_ newDelegate: GestureRecognizerDelegate?) throws(GestureRecognizerError) {
        if let message = validateDelegate(newDelegate) { throw GestureRecognizerError(message: message) }
        storedDelegate = newDelegate.map(WeakDelegate.init)
    }

    /// A subclass's veto of a delegate: nil to accept, or the message UIKit raises.
    func validateDelegate(_ newDelegate: GestureRecognizerDelegate?) -> String? { nil }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `other` to fail before it begins or recognizes; if `other` begins or
    /// recognizes, this one fails instead (UIKit's require(toFail:)).
    package func require(toFail other: GestureRecognizer) {
        guard other !== self, !staticFailureRequirements.contains(where: { $0.value === other }) else { return }
        staticFailureRequirements.append(WeakRecognizer(other))
    }

    /// Forgets every `require(toFail:)`. UIKit has no such call; scenes use it to switch a fix off live.
    package func removeFailureRequirements() {
        staticFailureRequirements.removeAll()
    }

    /// The recognizers this one was told to wait for with `require(toFail:)`.
    package var failureRequirements: [GestureRecognizer] { staticFailureRequirements.compactMap(\.value) }

    /// Subclass override: true makes this wait for `other` to fail, class-wide.
    package func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Subclass override: true makes `other` wait for this to fail, class-wide.
    package func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Whether this recognizer, when it begins or recognizes, may exclude `other` (UIKit default true).
    package func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, when it begins or recognizes, may exclude this recognizer (UIKit default true).
    package func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    // MARK: Subclass API

    package func touchesBegan(_ touches: [UITouch], with event: UIEvent) {}
    package func touchesMoved(_ touches: [UITouch], with event: UIEvent) {}
    package func touchesEnded(_ touches: [UITouch], with event: UIEvent) {}

    /// The system cancelled touches: an active gesture is cancelled, a possible one fails.
    package func touchesCancelled(_ touches: [UITouch], with event: UIEvent) {
        if state.isActive {
            setState(.cancelled, reason: "touches cancelled")
        } else if state == .possible {
            setState(.failed, reason: "touches cancelled")
        }
    }

    /// Clears per-gesture data. Called after every terminal state; subclasses call super.
    package func reset() {}

    /// Called when a parked recognizer is released because its requirements failed, just before it begins.
    /// UIPanGestureRecognizer resets its translation here.
    package func willBeginAfterSatisfyingFailureRequirements() {}

    /// Reports what the touches mean. The gesture environment applies it (now, later, or as a failure).
    package func setState(_ newState: State, reason: String) {
        if let environment {
            environment.requestTransition(self, to: newState, reason: reason)
        } else if state.canTransition(to: newState, discrete: isDiscrete) {
            state = newState
            lastReason = reason
        }
    }

    /// Lets a delegate or view explain its next answer; the environment puts it in the recorded reason.
    /// The environment keeps it until the decision it explains (the window's, before the first touch arrives).
    package func note(_ explanation: String) {
        (environment ?? view?.window?.environment)?.keepNote(explanation, for: self)
    }

    /// Stops tracking `touch`, as UIKit's ignore(_:for:): it is never delivered here again.
    package func ignore(_ touch: UITouch) {
        touches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
    }

    /// Runs `action` after `delay` seconds of virtual time unless the recognizer resets first.
    @discardableResult
    package func schedule(after delay: Double, _ action: @escaping () -> Void) -> Scheduler.Token? {
        guard let scheduler = environment?.scheduler else { return nil }
        var token: Scheduler.Token?
        token = scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            if let token { self.timers.removeAll { $0 == token } }
            action()
            self.environment?.settle()
        }
        if let token { timers.append(token) }
        return token
    }

    /// Cancels a deadline from `schedule(after:_:)`.
    package func cancelScheduled(_ token: Scheduler.Token?) {
        guard let token else { return }
        environment?.scheduler.cancel(token)
        timers.removeAll { $0 == token }
    }

    /// The current virtual time.
    package var now: Double { environment?.scheduler.now ?? 0 }

    // MARK: Location

    /// The tracked touches still on the screen.
    package var activeTouches: [UITouch] { touches.filter { !$0.phase.isFinished } }

    /// How many tracked touches are still on the screen (UIGestureRecognizer.numberOfTouches).
    package var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the active touches (of all tracked ones once they have lifted) in `view`'s coordinates.
    package func location(in view: UIView?) -> CGPoint {
        let set = activeTouches.isEmpty ? touches : activeTouches
        guard !set.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in set { sum += touch.location(in: view) }
        return sum / Double(set.count)
    }

    // MARK: Environment bookkeeping

    /// Whether the recognizer has seen touches (or a timer) since its last reset.
    var isParticipating: Bool { !touches.isEmpty || !timers.isEmpty || isWaitingForFailure || state != .possible }

    var hasPendingTimers: Bool { !timers.isEmpty }

    /// Parked: it has asked to begin (or recognize) and waits for its failure requirements to fail. Its
    /// public `state` stays possible meanwhile; subclasses treat it as begun when the touches end.
    /// The environment holds this standing (`GestureEnvironment.Standing`).
    package var isWaitingForFailure: Bool { environment?.isParked(self) ?? false }

    /// Resets to possible: cancels timers, forgets touches, clears the parked request, then the subclass.
    func performReset() {
        if let scheduler = environment?.scheduler {
            for token in timers { scheduler.cancel(token) }
        }
        timers.removeAll()
        for touch in touches { touch.recognizers.removeAll { $0 === self } }
        touches.removeAll()
        environment?.forget(self)
        state = .possible
        sendReset()
    }

    /// Removing the recognizer from its view ends whatever it was doing.
    func cancelForRemoval() {
        environment?.recognizerWasDisabled(self)
    }
}

/// The error `setDelegate(_:)` throws, carrying UIKit's exception message.
package struct GestureRecognizerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's exception message.
    package let message: String
    /// The message.
    package var description: String { message }
}

struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}

private struct WeakDelegate {
    weak var value: GestureRecognizerDelegate?
    init(_ value: GestureRecognizerDelegate) { self.value = value }
}
