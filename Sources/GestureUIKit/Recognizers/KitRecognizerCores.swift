import GestureCore

// The core recognizers behind the kit's UIKit-named ones, one per kind. Each forwards the subclass API
// (touches, reset, the exclusion and failure-requirement overrides) to its facade, whose default
// implementation calls back into the core kind's own behaviour (`core…`), so a user's subclass can override
// `touchesBegan(_:with:)` and call super as in UIKit.

/// A kit core recognizer: keeps its facade alive while attached to a view, and runs the core kind's behaviour
/// when the facade's default implementation asks for it.
protocol KitRecognizerCore: GestureRecognizer {
    var retainedFacade: UIGestureRecognizer? { get set }
    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent)
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent)
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent)
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent)
    func coreReset()
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool
}

/// The core recognizer behind `UIGestureRecognizer` itself (a custom subclass).
final class KitGestureCore: GestureRecognizer, KitRecognizerCore {
    var retainedFacade: UIGestureRecognizer?
    private var owner: UIGestureRecognizer? { facade as? UIGestureRecognizer }

    init() { super.init(name: "") }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesBegan(touches, with: event) }
        owner.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesMoved(touches, with: event) }
        owner.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesEnded(touches, with: event) }
        owner.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesCancelled(touches, with: event) }
        owner.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }

    override func reset() {
        guard let owner else { return super.reset() }
        owner.reset()
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canPrevent(other) }
        return owner.canPrevent(UIGestureRecognizer.facade(for: other))
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canBePrevented(by: other) }
        return owner.canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        owner?.shouldRequireFailure(of: UIGestureRecognizer.facade(for: other)) ?? false
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        owner?.shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other)) ?? false
    }

    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent) { super.touchesBegan(touches, with: event) }
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent) { super.touchesMoved(touches, with: event) }
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent) { super.touchesEnded(touches, with: event) }
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
    }
    func coreReset() { super.reset() }
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool { super.canPrevent(other) }
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool { super.canBePrevented(by: other) }
}

/// The core recognizer behind `UITapGestureRecognizer`.
final class KitTapCore: TapGestureRecognizer, KitRecognizerCore {
    var retainedFacade: UIGestureRecognizer?
    private var owner: UIGestureRecognizer? { facade as? UIGestureRecognizer }

    init() { super.init(name: "", taps: 1, touches: 1) }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesBegan(touches, with: event) }
        owner.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesMoved(touches, with: event) }
        owner.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesEnded(touches, with: event) }
        owner.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesCancelled(touches, with: event) }
        owner.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }

    override func reset() {
        guard let owner else { return super.reset() }
        owner.reset()
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canPrevent(other) }
        return owner.canPrevent(UIGestureRecognizer.facade(for: other))
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canBePrevented(by: other) }
        return owner.canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        owner?.shouldRequireFailure(of: UIGestureRecognizer.facade(for: other)) ?? false
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        owner?.shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other)) ?? false
    }

    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent) { super.touchesBegan(touches, with: event) }
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent) { super.touchesMoved(touches, with: event) }
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent) { super.touchesEnded(touches, with: event) }
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
    }
    func coreReset() { super.reset() }
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool { super.canPrevent(other) }
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool { super.canBePrevented(by: other) }
}

/// The core recognizer behind `UIPanGestureRecognizer`.
final class KitPanCore: PanGestureRecognizer, KitRecognizerCore {
    var retainedFacade: UIGestureRecognizer?
    private var owner: UIGestureRecognizer? { facade as? UIGestureRecognizer }

    init() { super.init(name: "") }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesBegan(touches, with: event) }
        owner.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesMoved(touches, with: event) }
        owner.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesEnded(touches, with: event) }
        owner.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesCancelled(touches, with: event) }
        owner.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }

    override func reset() {
        guard let owner else { return super.reset() }
        owner.reset()
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canPrevent(other) }
        return owner.canPrevent(UIGestureRecognizer.facade(for: other))
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canBePrevented(by: other) }
        return owner.canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        owner?.shouldRequireFailure(of: UIGestureRecognizer.facade(for: other)) ?? false
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        owner?.shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other)) ?? false
    }

    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent) { super.touchesBegan(touches, with: event) }
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent) { super.touchesMoved(touches, with: event) }
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent) { super.touchesEnded(touches, with: event) }
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
    }
    func coreReset() { super.reset() }
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool { super.canPrevent(other) }
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool { super.canBePrevented(by: other) }
}

/// The core recognizer behind `UIScreenEdgePanGestureRecognizer`.
final class KitEdgePanCore: ScreenEdgePanGestureRecognizer, KitRecognizerCore {
    var retainedFacade: UIGestureRecognizer?
    private var owner: UIGestureRecognizer? { facade as? UIGestureRecognizer }

    init() { super.init(name: "", edges: []) }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesBegan(touches, with: event) }
        owner.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesMoved(touches, with: event) }
        owner.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesEnded(touches, with: event) }
        owner.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesCancelled(touches, with: event) }
        owner.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }

    override func reset() {
        guard let owner else { return super.reset() }
        owner.reset()
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canPrevent(other) }
        return owner.canPrevent(UIGestureRecognizer.facade(for: other))
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canBePrevented(by: other) }
        return owner.canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        owner?.shouldRequireFailure(of: UIGestureRecognizer.facade(for: other)) ?? false
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        owner?.shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other)) ?? false
    }

    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent) { super.touchesBegan(touches, with: event) }
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent) { super.touchesMoved(touches, with: event) }
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent) { super.touchesEnded(touches, with: event) }
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
    }
    func coreReset() { super.reset() }
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool { super.canPrevent(other) }
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool { super.canBePrevented(by: other) }
}

/// The core recognizer behind `UIPinchGestureRecognizer`.
final class KitPinchCore: PinchGestureRecognizer, KitRecognizerCore {
    var retainedFacade: UIGestureRecognizer?
    private var owner: UIGestureRecognizer? { facade as? UIGestureRecognizer }

    init() { super.init(name: "") }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesBegan(touches, with: event) }
        owner.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesMoved(touches, with: event) }
        owner.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesEnded(touches, with: event) }
        owner.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesCancelled(touches, with: event) }
        owner.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }

    override func reset() {
        guard let owner else { return super.reset() }
        owner.reset()
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canPrevent(other) }
        return owner.canPrevent(UIGestureRecognizer.facade(for: other))
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canBePrevented(by: other) }
        return owner.canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        owner?.shouldRequireFailure(of: UIGestureRecognizer.facade(for: other)) ?? false
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        owner?.shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other)) ?? false
    }

    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent) { super.touchesBegan(touches, with: event) }
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent) { super.touchesMoved(touches, with: event) }
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent) { super.touchesEnded(touches, with: event) }
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
    }
    func coreReset() { super.reset() }
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool { super.canPrevent(other) }
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool { super.canBePrevented(by: other) }
}

/// The core recognizer behind `UILongPressGestureRecognizer`.
final class KitLongPressCore: LongPressGestureRecognizer, KitRecognizerCore {
    var retainedFacade: UIGestureRecognizer?
    private var owner: UIGestureRecognizer? { facade as? UIGestureRecognizer }

    init() { super.init(name: "") }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesBegan(touches, with: event) }
        owner.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesMoved(touches, with: event) }
        owner.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesEnded(touches, with: event) }
        owner.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let owner else { return super.touchesCancelled(touches, with: event) }
        owner.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }

    override func reset() {
        guard let owner else { return super.reset() }
        owner.reset()
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canPrevent(other) }
        return owner.canPrevent(UIGestureRecognizer.facade(for: other))
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let owner else { return super.canBePrevented(by: other) }
        return owner.canBePrevented(by: UIGestureRecognizer.facade(for: other))
    }

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        owner?.shouldRequireFailure(of: UIGestureRecognizer.facade(for: other)) ?? false
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        owner?.shouldBeRequiredToFail(by: UIGestureRecognizer.facade(for: other)) ?? false
    }

    func coreTouchesBegan(_ touches: [Touch], with event: TouchEvent) { super.touchesBegan(touches, with: event) }
    func coreTouchesMoved(_ touches: [Touch], with event: TouchEvent) { super.touchesMoved(touches, with: event) }
    func coreTouchesEnded(_ touches: [Touch], with event: TouchEvent) { super.touchesEnded(touches, with: event) }
    func coreTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
    }
    func coreReset() { super.reset() }
    func coreCanPrevent(_ other: GestureRecognizer) -> Bool { super.canPrevent(other) }
    func coreCanBePrevented(by other: GestureRecognizer) -> Bool { super.canBePrevented(by: other) }
}
