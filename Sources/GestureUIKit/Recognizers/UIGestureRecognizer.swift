import Foundation

/// UIKit's `UIGestureRecognizer`: the object the window's gesture environment arbitrates, and the class a user's
/// recognizer subclasses. One object, as in UIKit: a subclass's overrides are what the engine calls.
///
/// A subclass reads touches in `touchesBegan/Moved/Ended/Cancelled` and reports what it sees by setting `state`
/// (the built-in kinds call `setState(_:reason:)` to say why). It never excludes or waits for others itself: the
/// window's `GestureEnvironment` decides whether a requested transition happens now, waits for failure
/// requirements, or becomes a failure, and records why (UIGestureRecognizer.mm `setState:`,
/// `_updateGestureForActiveEvents`; uikit-behaviour.md §1). Targets are called after each transition that UIKit
/// reports (began, changed, ended, cancelled; a discrete recognizer's recognition is `ended`).
///
/// Hashable by identity, as NSObject. Target-action without selectors: `init(target:action:)` takes an
/// unapplied method (`UIPanGestureRecognizer(target: self, action: MyView.didPan)`), the target held weakly;
/// `init { recognizer in ... }` takes a closure. Subclasses override `touchesBegan/Moved/Ended/Cancelled`, set
/// `state`, and override `reset()`, `canPrevent(_:)`, `canBePrevented(by:)`, `shouldRequireFailure(of:)` and
/// `shouldBeRequiredToFail(by:)`, calling super as in UIKit.
open class UIGestureRecognizer: Hashable, KitObject {
    /// UIKit's `UIGestureRecognizer.State`; `recognized` is `ended`, as in UIKit.
    public typealias State = GestureRecognizerState

    /// The view it is attached to; set by `UIView.addGestureRecognizer(_:)`.
    package internal(set) weak var attachedView: UIView?
    /// The state the environment applied (what `state` reads).
    package internal(set) var storedState: State = .possible { didSet { keyValueDidChange() } }  // KVO: `state`
    /// The key-value observers registered on this recognizer, once one is (`KeyValueObservable.swift`).
    package var keyValueObserverStorage: KeyValueObserverList?
    /// Why the latest transition or decision happened, for panels.
    package internal(set) var lastReason: GestureReason?
    /// The touches this recognizer is tracking since its last reset, in arrival order.
    package internal(set) var touches: [UITouch] = []
    /// How UIKit code reaches this recognizer when UIKit made it for its owner
    /// (`navigationController!.interactivePopGestureRecognizer!`); nil when the code holds it itself. `gesturelab fix`
    /// prints fixes with it.
    package var codeAccess: String?
    /// Deviations exercised before the recognizer's view was in a window (`DeviationReporting`).
    package var pendingDeviations: [KitDeviation] = []
    /// False for a recognizer the engine made and named itself (a scroll view's pan): it never takes a derived name.
    package var derivesName = true
    /// `<view name>.<kind>` once attached to a named view (kit.md); empty before.
    package internal(set) var derivedName = ""

    weak var environment: GestureEnvironment?
    var staticFailureRequirements: [WeakRecognizer] = []
    /// The actions, each with its target (nil for the engine's own actions) for `removeTarget(_:action:)`.
    var actions: [RecognizerAction] = []
    private var storedDelegate: WeakDelegate?
    /// The deadlines set with `schedule(after:_:)` still pending (`+Timers`).
    var timers: [Scheduler.Token] = []
    private var enabled = true
    private(set) var explicitName: String?

    /// `init(target:action:)`, UIKit's designated initializer, with a `Selector`: what a recognizer subclass
    /// overrides (`override init(target: Any?, action: Selector?)`, calling super). As on iOS, it is the only
    /// designated initializer and `init()` is a convenience one, so a subclass that overrides it inherits `init()`
    /// and the kit's generic `init(target:action:)`, which call it with nil.
    ///
    /// Deviation: a selector cannot be called by name on Linux (no Objective-C runtime), so a non-nil `action` adds
    /// no action; pass an unapplied method (`Feed.didPan`) to the generic initializer or `addTarget(_:action:)`.
    public init(target: Any?, action: Selector?) {}

    /// `UIGestureRecognizer()`: no target yet (add one with `addTarget(_:action:)`). A convenience initializer, as
    /// UIKit's: it calls `init(target: nil, action: nil)`.
    public convenience init() { self.init(target: nil, action: nil) }

    /// A recognizer the engine or a built-in scene makes, named `name` (empty: panels show its kind); it never
    /// takes a derived name.
    package convenience init(name: String) {
        self.init()
        if !name.isEmpty { explicitName = name }
        derivesName = false
    }

    /// `isEqual(_:)` (NSObject): the same recognizer (identity).
    public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Discrete recognizers (taps) recognize once; continuous ones (pans, pinches) begin, change and end.
    package var isDiscrete: Bool { false }

    /// A short kind for panels and reasons: "tap", "pan", "pinch"...
    package var kind: String { "gesture" }

    /// The kind in derived names: `tap`, `pan`, `pinch`, `longPress`, `edgePan`, `gesture`.
    package class var derivedKind: String { "gesture" }

    // MARK: Targets

    /// `addTarget(_:action:)`: `action` runs after every reported transition while `target` is alive.
    public func addTarget<Target: AnyObject, Argument>(
        _ target: Target,
        action: @escaping (Target) -> (Argument) -> Void
    ) {
        addAction(for: target) { [weak target] recognizer in
            guard let target, let argument = recognizer as? Argument else { return }
            action(target)(argument)
        }
    }

    /// `addTarget(_:action:)` with a method that takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addAction(for: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Adds an action called after each reported transition (the engine's and the scenes' target-action).
    package func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(RecognizerAction(target: nil, action: action))
    }

    /// Adds `target`'s action.
    private func addAction(for target: AnyObject, _ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(RecognizerAction(target: target, action: action))
    }

    /// `removeTarget(_:action:)`: `target`'s actions stop being called; a nil target removes every target's.
    /// Deviation: the kit's actions are closures, which cannot be compared, so `action` is not matched: every action
    /// of `target` is removed (the engine's own actions, which have no target, stay).
    public func removeTarget(_ target: AnyObject?, action: Any?) {
        reportDeviation(
            .gestureRecognizerRemoveTarget,
            if: action != nil && actions.count(where: { $0.target == target.map(ObjectIdentifier.init) }) > 1)
        guard let target else {
            actions.removeAll { $0.target != nil }
            return
        }
        actions.removeAll { $0.target == ObjectIdentifier(target) }
    }

    /// How many actions were added (tests check that nothing piles up).
    package var targetCount: Int { actions.count }

    func sendActions() {
        for entry in actions { entry.action(self) }
    }

    // MARK: State and configuration

    /// `state`. A subclass sets it to report what the touches mean; the gesture environment applies it (now,
    /// after the recognizers it waits for have failed, or as a failure), as UIKit does.
    open var state: State {
        get { storedState }
        set { setState(newValue, rule: .stateSet(by: String(describing: type(of: self)), to: newValue)) }
    }

    /// `view`: the view it is attached to.
    open var view: UIView? { attachedView }

    /// `name`: the recognizer's name in reports and panels; unnamed ones are `<view name>.<kind>` (kit.md).
    open var name: String? {
        get { explicitName }
        set {
            explicitName = newValue
            updateDerivedName()
        }
    }

    /// The name reports and panels use: `name`, else the derived name (empty when neither).
    package var reportName: String { explicitName ?? derivedName }

    /// The report name, or the kind when unnamed.
    package var displayName: String { reportName.isEmpty ? kind : reportName }

    /// `isEnabled`: disabled recognizers see no touches; disabling one that is recognizing cancels it (UIKit doc).
    open var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            if !newValue { environment?.recognizerWasDisabled(self) }
        }
    }

    /// `cancelsTouchesInView` (default true): the view's touches are cancelled when this recognizes.
    open var cancelsTouchesInView = true
    /// `delaysTouchesBegan` (default false): when true, the view sees touchesBegan only after this has failed.
    open var delaysTouchesBegan = false
    /// `delaysTouchesEnded` (default true): the view sees touchesEnded only after this has failed.
    open var delaysTouchesEnded = true
    /// `requiresExclusiveTouchType` (default true). Deviation: stored only; every touch is `.direct`, so there is never
    /// a second touch type to exclude.
    open var requiresExclusiveTouchType = true
    /// `allowedTouchTypes` (default: every `UITouch.TouchType`, as raw values). Deviation: stored only; every touch is
    /// `.direct` and is received whatever this holds.
    open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) } {
        didSet {
            reportDeviation(
                .gestureRecognizerAllowedTouchTypes,
                if: !allowedTouchTypes.contains { $0.intValue == UITouch.TouchType.direct.rawValue })
        }
    }

    // MARK: Delegate

    /// `delegate`, held weakly, as in UIKit. A subclass may refuse a delegate (`validateDelegate`); the refused
    /// assignment is then ignored and recorded in the diagnostics, and `setDelegate(_:)` throws instead.
    open var delegate: UIGestureRecognizerDelegate? {
        get { publicDelegate }
        set {
            do {
                try setDelegate(newValue)
            } catch {
                lastReason = .refusedByClass(message: error.message)
            }
        }
    }

    /// Assigns the delegate, throwing UIKit's exception message when the subclass refuses it.
    package func setDelegate(_ newDelegate: UIGestureRecognizerDelegate?) throws(GestureRecognizerError) {
        if let message = validateDelegate(newDelegate) { throw GestureRecognizerError(message: message) }
        storedDelegate = resolveDelegate(newDelegate).map(WeakDelegate.init)
    }

    /// A subclass's veto of a delegate: nil to accept, or the message UIKit raises.
    package func validateDelegate(_ newDelegate: UIGestureRecognizerDelegate?) -> String? { nil }

    /// What a subclass stores for an accepted delegate (a scroll view's pan: the object answering for its view).
    package func resolveDelegate(_ newDelegate: UIGestureRecognizerDelegate?) -> UIGestureRecognizerDelegate? {
        newDelegate
    }

    /// What `delegate` reads: the stored delegate, unless a subclass shows another (a scroll view's pan shows its
    /// scroll view).
    package var publicDelegate: UIGestureRecognizerDelegate? { storedDelegate?.value }

    /// The delegate the gesture environment asks: the stored one.
    package var askedDelegate: UIGestureRecognizerDelegate? { storedDelegate?.value }

    // MARK: Failure requirements

    /// `require(toFail:)`: this waits for `otherGestureRecognizer` to fail before it begins or recognizes; if the
    /// other begins or recognizes, this one fails instead.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        let other = otherGestureRecognizer
        guard other !== self, !staticFailureRequirements.contains(where: { $0.value === other }) else { return }
        staticFailureRequirements.append(WeakRecognizer(other))
    }

    /// Forgets every `require(toFail:)`. UIKit has no such call; scenes use it to switch a fix off live.
    package func removeFailureRequirements() {
        staticFailureRequirements.removeAll()
    }

    /// The recognizers this one was told to wait for with `require(toFail:)`.
    package var failureRequirements: [UIGestureRecognizer] { staticFailureRequirements.compactMap(\.value) }

    // MARK: Subclass API (UIGestureRecognizerSubclass)

    /// `shouldRequireFailure(of:)` (default false): true makes this wait for the other to fail, class-wide.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// `shouldBeRequiredToFail(by:)` (default false): true makes the other wait for this to fail, class-wide.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// `canPrevent(_:)`: whether this, when it begins or recognizes, may exclude the other (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `canBePrevented(by:)`: whether the other, when it begins or recognizes, may exclude this (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `touchesBegan(_:with:)`: new touches for this recognizer (one per call, in arrival order).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// `touchesCancelled(_:with:)`: the system cancelled touches: an active gesture is cancelled, a possible one
    /// fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            setState(.cancelled, rule: .touchesCancelled)
        } else if state == .possible {
            setState(.failed, rule: .touchesCancelled)
        }
    }

    /// `reset()`: clears per-gesture data; called after every terminal state; subclasses call super.
    open func reset() {}

    /// `touchesEstimatedPropertiesUpdated(_:)`: estimated touch properties (Apple Pencil's force and angles) arrived.
    /// Deviation: never called; the kit's touches have no estimated properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// `ignore(_:for:)`: this recognizer stops seeing `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) { ignore(touch) }

    /// Called when a parked recognizer is released because its requirements failed, just before it begins.
    /// UIPanGestureRecognizer resets its translation here.
    package func willBeginAfterSatisfyingFailureRequirements() {}

    /// Called after the environment applied a transition (failures included, which send no action): lets a
    /// private recognizer tell its owner, as UIKit's relationship recognizers do.
    package func stateDidChange(from oldState: State) {}

    /// Reports what the touches mean, and the rule that says so. The gesture environment applies it (now, later,
    /// or as a failure).
    package func setState(_ newState: State, rule: RecognizerRule) {
        if let environment {
            environment.requestTransition(self, to: newState, rule: rule)
        } else if storedState.canTransition(to: newState, discrete: isDiscrete) {
            storedState = newState
            lastReason = .reported(rule)
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

    // MARK: Location

    /// The tracked touches still on the screen.
    package var activeTouches: [UITouch] { touches.filter { !$0.phase.isFinished } }

    /// `numberOfTouches`: how many tracked touches are still on the screen.
    open var numberOfTouches: Int { activeTouches.count }

    /// `location(in:)`: the centroid of the active touches (of all tracked ones once they have lifted) in `view`'s
    /// coordinates; nil means the window.
    open func location(in view: UIView?) -> CGPoint {
        let set = activeTouches.isEmpty ? touches : activeTouches
        guard !set.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in set { sum += touch.location(in: view) }
        return sum / Double(set.count)
    }

    /// `location(ofTouch:in:)`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? touches : activeTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    // MARK: Environment bookkeeping

    /// Whether the recognizer has seen touches (or a timer) since its last reset.
    var isParticipating: Bool { !touches.isEmpty || !timers.isEmpty || isWaitingForFailure || state != .possible }

    var hasPendingTimers: Bool { !timers.isEmpty }

    /// Parked: it has asked to begin (or recognize) and waits for its failure requirements to fail. Its
    /// public `state` stays possible meanwhile; subclasses treat it as begun when the touches end.
    /// The environment holds this standing (`GestureEnvironment.Standing`).
    package var isWaitingForFailure: Bool { environment?.isParked(self) ?? false }

    /// Resets to possible: cancels timers, forgets touches, clears the parked request, then the subclass's `reset()`.
    func performReset() {
        if let scheduler = environment?.scheduler {
            for token in timers { scheduler.cancel(token) }
        }
        timers.removeAll()
        for touch in touches { touch.recognizers.removeAll { $0 === self } }
        touches.removeAll()
        environment?.forget(self)
        storedState = .possible
        reset()
    }

    /// Removing the recognizer from its view ends whatever it was doing.
    func cancelForRemoval() {
        environment?.recognizerWasDisabled(self)
    }
}

private struct WeakDelegate {
    weak var value: UIGestureRecognizerDelegate?
    init(_ value: UIGestureRecognizerDelegate) { self.value = value }
}
