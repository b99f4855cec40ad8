/// UIKit's `UIGestureRecognizerDelegate`; every method is optional, with UIKit's default answer in the
/// extension (`@objc optional` becomes a protocol extension).
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// `gestureRecognizerShouldBegin(_:)`: false makes the recognizer fail instead of leaving possible.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: true from either side lets both recognize.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: true makes this recognizer wait for the other to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: true makes the other wait for this one to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldReceive:)` for a touch: false hides the touch from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: false (one of two related recognizers excludes the other).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    )
        -> Bool
    { false }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    )
        -> Bool
    { false }
    /// UIKit's default: true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
        -> Bool
    { true }
}

/// Asks a kit delegate the core's questions, translating recognizers and touches to their facades.
final class KitDelegateAdapter: GestureRecognizerDelegate {
    private weak var delegate: UIGestureRecognizerDelegate?

    init(delegate: UIGestureRecognizerDelegate) { self.delegate = delegate }

    private static func facade(_ recognizer: GestureRecognizer) -> UIGestureRecognizer {
        UIGestureRecognizer.facade(for: recognizer)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(Self.facade(recognizer), shouldReceive: touch) ?? true
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizerShouldBegin(Self.facade(recognizer)) ?? true
    }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        delegate?.gestureRecognizer(Self.facade(recognizer), shouldRecognizeSimultaneouslyWith: Self.facade(other))
            ?? false
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(Self.facade(recognizer), shouldRequireFailureOf: Self.facade(other)) ?? false
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
        -> Bool
    {
        delegate?.gestureRecognizer(Self.facade(recognizer), shouldBeRequiredToFailBy: Self.facade(other)) ?? false
    }
}

/// A system component's own delegate (the navigation controller's private `_UINavigationInteractiveTransition`),
/// as an app sees it through `delegate`: it answers with the system's public answers, and assigning it back to
/// the recognizer restores the system delegate, private rules included (what `let saved = pop.delegate; ...;
/// pop.delegate = saved` does in UIKit).
final class KitSystemDelegate: UIGestureRecognizerDelegate {
    let original: GestureRecognizerDelegate

    init(original: GestureRecognizerDelegate) { self.original = original }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        original.gestureRecognizerShouldBegin(gestureRecognizer.core)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        original.gestureRecognizer(
            gestureRecognizer.core, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer.core)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        original.gestureRecognizer(gestureRecognizer.core, shouldReceive: touch)
    }
}
