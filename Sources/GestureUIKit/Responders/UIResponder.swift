/// UIKit's `UIResponder`: the base of `UIView` and `UIViewController`, with the responder chain (`next`) and the
/// touch methods whose default implementation passes the touches up that chain.
///
/// The chain is UIKit's (`-[UIView nextResponder]`, `-[UIViewController nextResponder]`, as Apple's "Using
/// responders and the responder chain" documents it): a view's next responder is the view controller whose root
/// view it is, else its superview; a view controller's is its presenting controller when it was presented, else
/// its view's superview, else its parent. UIView's `touchesBegan/Moved/Ended/Cancelled(_:with:)` forward to `next`
/// ("the default implementation of this method forwards the message up the responder chain"), so a view controller
/// that overrides `touchesBegan(_:with:)` gets the touches its views do not handle. UIControl and the cells handle
/// their touches and do not forward them, as in UIKit; UIScrollView does not forward either (see its touch methods).
///
/// Hashable by identity, as NSObject. Deviations: the window's `next` is nil (UIKit's is the application, then the
/// application delegate: the kit has no `UIApplication`); first responder status is stored only (there is no
/// keyboard, no key commands and no focus), so `becomeFirstResponder()` only marks this responder and unmarks the
/// previous one; no presses, motion or remote-control events; no `undoManager`, `inputView` or `userActivity`.
open class UIResponder: Hashable, KitObject {
    /// `init()`.
    public init() {}

    /// Deviations exercised before this responder was in a window (`DeviationReporting`).
    package var pendingDeviations: [KitDeviation] = []
    /// The key-value observers registered on this object, once one is (`KeyValueObservable.swift`).
    package var keyValueObserverStorage: KeyValueObserverList?

    /// `==` (NSObject's `isEqual(_:)`): the same object (identity).
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: The responder chain

    /// `next`: the responder that gets what this one does not handle; nil at the end of the chain. UIResponder's
    /// answer is nil; UIView and UIViewController override it with UIKit's rules. Deviation: the chain ends at the
    /// window (UIKit's goes on to the `UIApplication` and its delegate, which the kit does not have).
    open var next: UIResponder? { nil }

    // MARK: Touches (the default forwards up the chain)

    /// `touchesBegan(_:with:)`: one or more fingers touched down. The default forwards to `next`, as UIKit's does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        chainNext?.touchesBegan(touches, with: event)
    }
    /// `touchesMoved(_:with:)`: the touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        chainNext?.touchesMoved(touches, with: event)
    }
    /// `touchesEnded(_:with:)`: the fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        chainNext?.touchesEnded(touches, with: event)
    }
    /// `touchesCancelled(_:with:)`: the touches were cancelled (a recognizer that recognized cancelled the view's
    /// touches). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        chainNext?.touchesCancelled(touches, with: event)
    }
    /// `touchesEstimatedPropertiesUpdated(_:)`. Deviation: never called; the kit's touches have no estimated
    /// properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: First responder (stored only: no keyboard)

    /// Whether `becomeFirstResponder()` made this the first responder and it has not resigned since.
    private var isMarkedFirst = false

    /// The window whose one first responder this would be (UIKit keeps the first responder per window): a view's
    /// window, a view controller's view's window; nil when not in one.
    package var responderWindow: UIWindow? { nil }

    /// Where the default touch methods forward: `next`, except at a window, the end of the kit's chain (UIKit's
    /// application does nothing with them either), so that forwarding does not read the window's `next`.
    private var chainNext: UIResponder? { self is UIWindow ? nil : next }

    /// `canBecomeFirstResponder` (default false, as UIKit's).
    open var canBecomeFirstResponder: Bool { false }
    /// `canResignFirstResponder` (default true).
    open var canResignFirstResponder: Bool { true }
    /// `isFirstResponder`: whether `becomeFirstResponder()` made this the first responder. Deviation: stored only.
    open var isFirstResponder: Bool { isMarkedFirst }

    /// `becomeFirstResponder()`: when `canBecomeFirstResponder`, and its window's current first responder (if any)
    /// agrees to resign, this becomes the first responder; returns whether it is. Deviation: nothing else follows
    /// (no keyboard, no key commands).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        let window = responderWindow
        if let current = window?.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        isMarkedFirst = true
        window?.firstResponder = self
        reportDeviations([.responderBecomeFirstResponder, .responderIsFirstResponder])
        return true
    }

    /// `resignFirstResponder()`: when `canResignFirstResponder`, this stops being the first responder; returns
    /// whether it agreed (UIResponder's answer is true).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isMarkedFirst = false
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: NSObject's nib loading and accessibility

    /// `awakeFromNib()` (NSObject, UINibLoading.h): called on each object a nib or storyboard made, once all are
    /// made and connected. Deviation: never called (the kit loads no nibs: views are made in code).
    open func awakeFromNib() {}

    /// `accessibilityLabel` (NSObject, UIAccessibility.h): what VoiceOver says for the element. Stored; the kit has no
    /// assistive technology to read it.
    open var accessibilityLabel: String?

    /// `isAccessibilityElement` (NSObject, UIAccessibility.h): whether assistive technologies see the element.
    /// Stored (default false, as a plain view's).
    open var isAccessibilityElement = false

    /// `observeValue(forKeyPath:of:change:context:)` (NSObject, NSKeyValueObserving.h): called on an observer that
    /// `addObserver(_:forKeyPath:options:context:)` registered, after each change of the value at `keyPath` (see
    /// `KeyValueObserving+KeyPathStrings.swift`). Override it; the default does nothing (NSObject's raises).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}
