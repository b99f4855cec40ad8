import Foundation

/// UIKit's `UIGestureRecognizer`, in front of a core recognizer of the same kind: the core's gesture
/// environment arbitrates (exclusion, failure requirements, delegate questions), exactly as for the built-in
/// scenes.
///
/// Hashable by identity, as NSObject. Target-action without selectors: `init(target:action:)` takes an
/// unapplied method (`UIPanGestureRecognizer(target: self, action: MyView.didPan)`), the target held weakly;
/// `init { recognizer in ... }` takes a closure. Subclasses override `touchesBegan/Moved/Ended/Cancelled`, set
/// `state`, and override `reset()`, `canPrevent(_:)`, `canBePrevented(by:)`, `shouldRequireFailure(of:)` and
/// `shouldBeRequiredToFail(by:)`, calling super as in UIKit.
open class UIGestureRecognizer: Hashable {
    /// UIKit's `UIGestureRecognizer.State`; `recognized` is `ended`, as in UIKit.
    public typealias State = GestureRecognizerState

    /// The core recognizer this facade stands in front of.
    package let core: GestureRecognizer
    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// Whether the engine recognizer calls `sendActions()`: registered with the first action, so the short-lived
    /// `UIGestureRecognizer`s `facade(for:)` makes for a system recognizer add nothing to it.
    private var isTargetOfCore = false
    private var explicitName: String?
    private weak var storedDelegate: UIGestureRecognizerDelegate?
    private var delegateAdapter: KitDelegateAdapter?

    /// The core recognizer a new facade of this class stands in front of (each kind makes its own).
    class func makeCore() -> GestureRecognizer { GestureRecognizer(name: "") }

    /// `UIGestureRecognizer()`: no target yet (add one with `addTarget(_:action:)`).
    public required init() {
        let injected = KitInjection.takeRecognizer()
        core = injected ?? Self.makeCore()
        core.facade = self
        // A core the kit made answers its subclass API through this facade; an injected system one keeps its own.
        if injected == nil { core.overrides = self }
    }

    /// Adds `action`, registering with the engine recognizer the first time.
    private func appendAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(action)
        guard !isTargetOfCore else { return }
        isTargetOfCore = true
        core.addTarget { [weak self] _ in self?.sendActions() }
    }

    /// `init(target:action:)` with an unapplied method that takes the recognizer (its own class or a superclass
    /// of it): `#selector(MyView.didPan(_:))` becomes `MyView.didPan`. The target is held weakly.
    public convenience init<Target: AnyObject, Argument>(
        target: Target,
        action: @escaping (Target) -> (Argument) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// `init(target:action:)` with an unapplied method that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer whose action is `handler` (UIKit has no such initializer; it replaces a target and selector).
    public convenience init(_ handler: @escaping (Self) -> Void) {
        self.init()
        appendAction { recognizer in
            if let recognizer = recognizer as? Self { handler(recognizer) }
        }
    }

    /// `addTarget(_:action:)`: `action` runs after every reported transition while `target` is alive.
    public func addTarget<Target: AnyObject, Argument>(
        _ target: Target,
        action: @escaping (Target) -> (Argument) -> Void
    ) {
        appendAction { [weak target] recognizer in
            guard let target, let argument = recognizer as? Argument else { return }
            action(target)(argument)
        }
    }

    /// `addTarget(_:action:)` with a method that takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        appendAction { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    private func sendActions() {
        for action in actions { action(self) }
    }

    /// The facade of a core recognizer: its own, or a new one for a core-only recognizer.
    package static func facade(for recognizer: GestureRecognizer) -> UIGestureRecognizer {
        if let facade = recognizer.facade as? UIGestureRecognizer { return facade }
        let kind: UIGestureRecognizer.Type =
            switch recognizer {
            case is ScreenEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer.self
            case is PanGestureRecognizer: UIPanGestureRecognizer.self
            case is PinchGestureRecognizer: UIPinchGestureRecognizer.self
            case is TapGestureRecognizer: UITapGestureRecognizer.self
            case is LongPressGestureRecognizer: UILongPressGestureRecognizer.self
            default: UIGestureRecognizer.self
            }
        return KitInjection.with(recognizer: recognizer) { kind.init() }
    }

    /// `isEqual(_:)` (NSObject): the same recognizer (identity).
    public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: State and configuration

    /// `state`. A subclass sets it to report what the touches mean; the gesture environment applies it (now,
    /// after the recognizers it waits for have failed, or as a failure), as UIKit does.
    open var state: State {
        get { core.state }
        set { core.setState(newValue, reason: "\(String(describing: type(of: self))) set \(newValue.rawValue)") }
    }

    /// `isEnabled`: disabling a recognizing recognizer cancels it.
    open var isEnabled: Bool {
        get { core.isEnabled }
        set { core.isEnabled = newValue }
    }

    /// `view`.
    open var view: UIView? { core.view }

    /// `name`: the recognizer's name in reports and panels; unnamed ones are `<view name>.<kind>` (kit.md).
    open var name: String? {
        get { explicitName }
        set {
            explicitName = newValue
            updateDerivedName()
        }
    }

    /// `cancelsTouchesInView` (default true).
    open var cancelsTouchesInView: Bool {
        get { core.cancelsTouchesInView }
        set { core.cancelsTouchesInView = newValue }
    }

    /// `delaysTouchesBegan` (default false).
    open var delaysTouchesBegan: Bool {
        get { core.delaysTouchesBegan }
        set { core.delaysTouchesBegan = newValue }
    }

    /// `delaysTouchesEnded` (default true).
    open var delaysTouchesEnded: Bool {
        get { core.delaysTouchesEnded }
        set { core.delaysTouchesEnded = newValue }
    }

    /// `numberOfTouches`.
    open var numberOfTouches: Int { core.numberOfTouches }

    /// `location(in:)`: the centroid of the touches; nil means the window.
    open func location(in view: UIView?) -> CGPoint { core.location(in: view) }

    /// `location(ofTouch:in:)`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = core.activeTouches.isEmpty ? core.touches : core.activeTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    /// `require(toFail:)`: this waits for `otherGestureRecognizer` to fail; if it recognizes, this fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        core.require(toFail: otherGestureRecognizer.core)
    }

    // MARK: Delegate

    /// `delegate`, held weakly. The core asks it through an adapter with UIKit's defaults for every method the
    /// delegate does not implement. Assigning a system recognizer's original delegate back restores it.
    open var delegate: UIGestureRecognizerDelegate? {
        get {
            guard let original = core.delegate else { return nil }
            if original is KitDelegateAdapter { return storedDelegate }
            return KitSystemDelegate(original: original)
        }
        set {
            if let system = newValue as? KitSystemDelegate {
                storedDelegate = nil
                delegateAdapter = nil
                core.delegate = system.original
                return
            }
            storedDelegate = newValue
            delegateAdapter = newValue.map { KitDelegateAdapter(delegate: $0) }
            core.delegate = delegateAdapter
        }
    }

    // MARK: Subclass API (UIGestureRecognizerSubclass)

    /// `touchesBegan(_:with:)`: the default runs the kind's own recognition.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        core.touchesBegan(touches.sorted { $0.finger < $1.finger }, with: event)
    }

    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        core.touchesMoved(touches.sorted { $0.finger < $1.finger }, with: event)
    }

    /// `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        core.touchesEnded(touches.sorted { $0.finger < $1.finger }, with: event)
    }

    /// `touchesCancelled(_:with:)`: an active gesture is cancelled, a possible one fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        core.touchesCancelled(touches.sorted { $0.finger < $1.finger }, with: event)
    }

    /// `reset()`: called after every terminal state; subclasses call super.
    open func reset() { core.reset() }

    /// `canPrevent(_:)` (default true; a tap that needs more taps than another can't prevent it).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        core.canPrevent(preventedGestureRecognizer.core)
    }

    /// `canBePrevented(by:)` (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        core.canBePrevented(by: preventingGestureRecognizer.core)
    }

    /// `shouldRequireFailure(of:)` (default false): true makes this wait for the other to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// `shouldBeRequiredToFail(by:)` (default false): true makes the other wait for this to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// `ignore(_:for:)`: this recognizer stops seeing `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) { core.ignore(touch) }

    // MARK: Names and ownership

    /// The kind in derived names: `tap`, `pan`, `pinch`, `longPress`, `edgePan`, `gesture`.
    class var derivedKind: String { "gesture" }

    /// Names a kit recognizer's core: `name`, else `<view name>.<kind>` (with a number after the first of a kind on
    /// a view: `card.tap`, `card.tap2`), else empty until the scene host derives the view's name.
    /// System recognizers (a scroll view's pan, the navigation pop) keep the core's own names.
    func updateDerivedName() {
        guard core.overrides === self else { return }
        if let explicitName {
            core.name = explicitName
            return
        }
        guard let view = core.view, !view.name.isEmpty else { return }
        let kind = Self.derivedKind
        let sameKind = view.attachedRecognizers.filter {
            ($0.facade as? UIGestureRecognizer).map { type(of: $0).derivedKind == kind && $0.explicitName == nil }
                ?? false
        }
        let index = (sameKind.firstIndex { $0 === core } ?? 0) + 1
        core.name = index == 1 ? "\(view.name).\(kind)" : "\(view.name).\(kind)\(index)"
    }

    /// Attached to a view: the view keeps this facade alive (as UIKit's view keeps its recognizers).
    func retainWhileAttached() { if core.overrides === self { core.retainedFacade = self } }

    /// Detached: the facade lives only as long as someone else holds it.
    func releaseFromView() { core.retainedFacade = nil }
}

/// The core's subclass API answered by this facade, so a user's subclass overrides it as in UIKit; each default
/// implementation above calls the core's own method (UIKit's `super`: the kind's recognition).
extension UIGestureRecognizer: GestureRecognizerOverrides {
    /// Not UIKit API (the core's hook): calls `touchesBegan(_:with:)`.
    package func overriddenTouchesBegan(_ touches: [UITouch], with event: UIEvent) {
        touchesBegan(Set(touches), with: event)
    }

    /// Not UIKit API (the core's hook): calls `touchesMoved(_:with:)`.
    package func overriddenTouchesMoved(_ touches: [UITouch], with event: UIEvent) {
        touchesMoved(Set(touches), with: event)
    }

    /// Not UIKit API (the core's hook): calls `touchesEnded(_:with:)`.
    package func overriddenTouchesEnded(_ touches: [UITouch], with event: UIEvent) {
        touchesEnded(Set(touches), with: event)
    }

    /// Not UIKit API (the core's hook): calls `touchesCancelled(_:with:)`.
    package func overriddenTouchesCancelled(_ touches: [UITouch], with event: UIEvent) {
        touchesCancelled(Set(touches), with: event)
    }

    /// Not UIKit API (the core's hook): calls `reset()`.
    package func overriddenReset() { reset() }

    /// Not UIKit API (the core's hook): calls `canPrevent(_:)`.
    package func overriddenCanPrevent(_ other: GestureRecognizer) -> Bool {
        canPrevent(UIGestureRecognizer.facade(for: other))
    }

    /// Not UIKit API (the core's hook): calls `canBePrevented(by:)`.
    package func overriddenCanBePrevented(by other: GestureRecognizer) -> Bool {
        canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    /// Not UIKit API (the core's hook): calls `shouldRequireFailure(of:)`.
    package func overriddenShouldRequireFailure(of other: GestureRecognizer) -> Bool {
        shouldRequireFailure(of: UIGestureRecognizer.facade(for: other))
    }

    /// Not UIKit API (the core's hook): calls `shouldBeRequiredToFail(by:)`.
    package func overriddenShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other))
    }
}
