import Foundation

/// UIKit's `UIControl`: tracks one touch, highlights, and sends its actions for control events.
///
/// From the decompiled `UIControl` (iOS 18.2) [RE]: `touchesBegan:` asks `beginTrackingWithTouch:withEvent:`
/// and, only when it returns true, marks the touch inside, highlights and sends touch-down; `touchesMoved:`
/// (while tracking) asks `continueTrackingWithTouch:withEvent:`, then sets `isTouchInside` (and the highlight)
/// from `pointMostlyInside:withEvent:`, sends drag-enter/-exit when that changed and drag-inside/-outside on
/// every move; `touchesEnded:` sends drag-enter/-exit if the last position changed it, calls
/// `endTrackingWithTouch:withEvent:`, then sends touch-up inside or outside by the same test and unhighlights;
/// `touchesCancelled:` (while tracking) calls `cancelTrackingWithEvent:`, which ends tracking, unhighlights and
/// sends touch-cancel (event 256). A subclass overrides the four tracking methods as in UIKit (`UISlider` and
/// `UISwitch` here do).
///
/// "Mostly inside" is the bounds grown by `touchExpansion` (70 pt) on every side. A subclass overrides
/// `point(inside:with:)` (the usual way to enlarge a small button's touch area), `hitTest`,
/// `gestureRecognizerShouldBegin` and the touches methods as in UIKit; its touches overrides call super, which
/// is the tracking.
/// Deviations: the body of `pointMostlyInside:withEvent:` was not in the decompile read, so 70 pt is the audit's
/// figure; UIKit keeps a highlight at least 0.12 s after a quick tap (`_unhighlight` after `0.12 - elapsed`),
/// which is not modelled; only the events below (no `.touchDownRepeat`, `.editing…`; `.primaryActionTriggered` only
/// from `performPrimaryAction()`).
open class UIControl: UIView {
    /// UIKit's `UIControl.Event` (the touch events and `.valueChanged`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.touchDown`: a tracking touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// `.touchDragInside`: the tracked touch moved, inside the grown bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// `.touchDragOutside`: the tracked touch moved, outside the grown bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// `.touchDragEnter`.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// `.touchDragExit`.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// `.touchUpInside`.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// `.touchUpOutside`.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// `.touchCancel`.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// `.valueChanged`: a slider's value or a switch's state changed, a refresh control triggered (event 4096).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// `.primaryActionTriggered` (iOS 9). Deviation: the kit's controls do not send it from touches (UIKit's
        /// button sends it on touch up inside); `performPrimaryAction()` does.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// `.allTouchEvents`.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)

        /// The single events the model sends, in UIKit's bit order.
        package static let modelled: [Event] = [
            .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
            .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
        ]
    }

    /// UIKit's `UIControl.State` (the states a button's title can be set for).
    public struct State: OptionSet, Hashable, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.normal`.
        public static let normal = State([])
        /// `.highlighted`.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `.disabled`.
        public static let disabled = State(rawValue: 1 << 1)
        /// `.selected`.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Points around the bounds that still count as inside while tracking (see the type's note).
    package static let touchExpansion: CGFloat = 70

    /// `isEnabled`: a disabled control is not hit.
    open var isEnabled = true
    /// `isHighlighted`: a tracked touch is down inside the grown bounds (after a scroll view's content-touch
    /// delay).
    open var isHighlighted = false
    /// `isSelected`: the app's on/off state for the control (UIKit draws a selected button differently; here it
    /// is only kept).
    open var isSelected = false
    /// `isTracking`: a touch is being tracked (`beginTracking(_:with:)` returned true and the touch is down).
    open private(set) var isTracking = false
    /// `isTouchInside`: the tracked touch is inside the grown bounds.
    open private(set) var isTouchInside = false

    /// `state`: `.highlighted`, `.disabled` and `.selected` as the flags say.
    open var state: State {
        var state: State = isEnabled ? .normal : .disabled
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private weak var trackedTouch: UITouch?
    /// Each registered action: its event, its target's identity (nil for a `UIAction`), the `UIAction` if it is
    /// one, and what runs.
    private var actions: [(event: Event, target: ObjectIdentifier?, action: UIAction?, run: (UIControl) -> Void)] = []
    /// The targets added with `addTarget(_:action:for:)`, held weakly, by identity.
    private var targets: [ObjectIdentifier: WeakTarget] = [:]
    /// `isContextMenuInteractionEnabled` (iOS 14; default false). Deviation: stored only; a control shows no menu.
    open var isContextMenuInteractionEnabled = false {
        didSet { reportDeviation(.controlContextMenuInteractionEnabled, if: isContextMenuInteractionEnabled) }
    }
    /// `showsMenuAsPrimaryAction` (iOS 14; default false). Deviation: stored only; a control shows no menu.
    open var showsMenuAsPrimaryAction = false {
        didSet { reportDeviation(.controlShowsMenuAsPrimaryAction, if: showsMenuAsPrimaryAction) }
    }
    /// `init(frame:primaryAction:)` (iOS 14): a control that runs `primaryAction` for `.primaryActionTriggered`.
    /// Deviation: the kit's controls send that event only from `performPrimaryAction()`, not from touches.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        reportDeviation(.controlInitPrimaryAction, if: primaryAction != nil)
    }

    // MARK: Targets and actions

    /// `addTarget(_:action:for:)` with an unapplied method taking the control (`MyController.didTap`), target
    /// held weakly; the form without selectors (`#selector(MyController.didTap(_:))` becomes
    /// `MyController.didTap`).
    public func addTarget<Target: AnyObject, Argument>(
        _ target: Target,
        action: @escaping (Target) -> (Argument) -> Void,
        for controlEvents: Event
    ) {
        register(controlEvents, target: target) { [weak target] control in
            guard let target, let argument = control as? Argument else { return }
            action(target)(argument)
        }
    }

    /// `addTarget(_:action:for:)` with an unapplied method that takes no argument.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void,
        for controlEvents: Event
    ) {
        register(controlEvents, target: target) { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// `addAction(_:for:)` (iOS 14): runs `action`'s handler for `controlEvents`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        register(controlEvents, action: action) { [weak self] _ in
            action.sender = self
            action.handler(action)
        }
    }

    /// `sendActions(for:)`: runs the actions registered for each of `controlEvents`, in the order added.
    public func sendActions(for controlEvents: Event) {
        for event in Event.modelled where controlEvents.contains(event) {
            for action in actions where action.event == event { action.run(self) }
        }
    }

    private func register(
        _ controlEvents: Event, target: AnyObject? = nil, action: UIAction? = nil,
        _ body: @escaping (UIControl) -> Void
    ) {
        if let target { targets[ObjectIdentifier(target)] = WeakTarget(value: target) }
        for event in Event.modelled where controlEvents.contains(event) {
            actions.append((event, target.map(ObjectIdentifier.init), action, body))
        }
    }

    /// `removeTarget(_:action:for:)`: `target`'s actions for `controlEvents` stop (a nil target: every target's).
    /// Deviation: the kit's actions are closures, which cannot be compared, so `action` is not matched: every
    /// action of `target` for those events is removed.
    public func removeTarget(_ target: AnyObject?, action: Any?, for controlEvents: Event) {
        let identity = target.map(ObjectIdentifier.init)
        reportDeviation(.controlRemoveTarget, if: action != nil && actions.count(where: { $0.target == identity }) > 1)
        actions.removeAll { entry in
            controlEvents.contains(entry.event) && entry.target != nil && (identity == nil || entry.target == identity)
        }
        let remaining = Set(actions.compactMap(\.target))
        targets = targets.filter { remaining.contains($0.key) }
    }

    /// `removeAction(_:for:)` (iOS 14): `action` stops running for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { controlEvents.contains($0.event) && $0.action === action }
    }

    /// `removeAction(identifiedBy:for:)` (iOS 14): the action with `actionIdentifier` stops running for
    /// `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { controlEvents.contains($0.event) && $0.action?.identifier == actionIdentifier }
    }

    /// `allTargets`: the targets added with `addTarget(_:action:for:)` that are still alive. Deviation: each is
    /// given by its `ObjectIdentifier` (a Swift target need not be `Hashable`).
    public var allTargets: Set<AnyHashable> {
        reportDeviation(.controlAllTargets)
        return Set(targets.filter { $0.value.value != nil }.keys.map(AnyHashable.init))
    }

    /// `allControlEvents`: the events any action is registered for.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.insert($1.event) }
    }

    /// `actions(forTarget:forControlEvent:)`: the selector names of `target`'s actions. Deviation: always nil; the
    /// kit's actions are closures, with no selector names to give.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        reportDeviation(.controlActionsForTarget)
        return nil
    }

    /// `sendAction(_:)` (iOS 14): runs `action`'s handler with this control as its sender.
    public func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// `performPrimaryAction()` (iOS 17.4): runs the primary action given to `init(frame:primaryAction:)` (by
    /// sending `.primaryActionTriggered`, which runs it and every other action for that event).
    public func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// `contextMenuInteraction` (iOS 14). Deviation: always nil; a control shows no menu.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        reportDeviation(.controlContextMenuInteraction)
        return nil
    }

    // MARK: Tracking (overridable, as in UIKit)

    /// `beginTracking(_:with:)`: whether to track `touch`, asked at touch-down (UIControl answers true).
    /// `UISlider` answers true only on its thumb.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// `continueTracking(_:with:)`: whether to go on tracking after a move (UIControl answers true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// `endTracking(_:with:)`: the tracked touch lifted (`touch` is nil when a subclass ends tracking itself);
    /// UIControl does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// `cancelTracking(with:)`: the tracked touch was cancelled (a scroll view took it): ends tracking,
    /// unhighlights and sends `.touchCancel` (UIControl `cancelTrackingWithEvent:` [RE]). An override calls super.
    open func cancelTracking(with event: UIEvent?) {
        finishTracking()
        sendActions(for: .touchCancel)
    }

    /// Whether `point` (in this view's coordinates) is within `touchExpansion` of the bounds.
    func pointMostlyInside(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchExpansion, dy: -Self.touchExpansion).contains(point)
    }

    /// `hitTest(_:with:)`: a disabled control is not hit (UIControl `hitTest:withEvent:`).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// `touchesBegan(_:with:)`: asks `beginTracking(_:with:)`; when it agrees, touch-down, highlighted.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !isTracking, let touch = touches.min(by: { $0.finger < $1.finger }) else { return }
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        didBeginTracking(touch, with: event)
    }

    /// `touchesMoved(_:with:)`: asks `continueTracking(_:with:)`, then drag enter/exit as the tracked touch leaves
    /// or re-enters the grown bounds and drag inside/outside on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        guard continueTracking(touch, with: event) else {
            finishTracking()
            return
        }
        let inside = pointMostlyInside(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if wasInside != inside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// `touchesEnded(_:with:)`: `endTracking(_:with:)`, then touch-up inside or outside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = pointMostlyInside(touch.location(in: self))
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        endTracking(touch, with: event)
        isTracking = false
        trackedTouch = nil
        // UIKit sends touch-up while still highlighted, then unhighlights.
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        finishTracking()
    }

    /// `touchesCancelled(_:with:)`: `cancelTracking(with:)` while tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        cancelTracking(with: event)
    }

    /// UIKit's private `_controlTouchBegan:withEvent:` hook, after touch-down (the slider sends `.valueChanged`
    /// there): the kit's own subclasses use it; not UIKit API.
    func didBeginTracking(_ touch: UITouch, with event: UIEvent?) {}

    /// Ends tracking without an event (`setTracking:NO`, unhighlight).
    func finishTracking() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        trackedTouch = nil
    }
}

/// A target `UIControl` holds weakly, as UIKit does.
private struct WeakTarget {
    weak var value: AnyObject?
}
