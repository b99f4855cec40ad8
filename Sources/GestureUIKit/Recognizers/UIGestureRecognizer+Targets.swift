/// One target-action pair of a recognizer: the action, and its target held weakly as UIKit holds targets.
struct RecognizerAction {
    /// The target's identity (for `removeTarget(_:action:)`), nil for the engine's own actions.
    let target: ObjectIdentifier?
    /// The target itself while it lives: `gesturelab fix` reads it to find the property that holds the recognizer.
    weak var object: AnyObject?
    /// What runs after each reported transition.
    let action: (UIGestureRecognizer) -> Void

    init(target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) {
        self.target = target.map(ObjectIdentifier.init)
        self.object = target
        self.action = action
    }
}

extension UIGestureRecognizer {
    /// The live targets added with `addTarget(_:action:)` or `init(target:action:)`, in the order added (the
    /// objects whose code made the recognizer, for `gesturelab fix`'s printed code).
    package var targetObjects: [AnyObject] { actions.compactMap(\.object) }
}

extension UIGestureRecognizer {
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
        addTarget { recognizer in
            if let recognizer = recognizer as? Self { handler(recognizer) }
        }
    }
}
