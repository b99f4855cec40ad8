/// Hands an existing core object to a facade's initializer.
///
/// Facade classes are open and their initializers public, with no internal designated initializer, so that a
/// user's subclass in another module inherits them all (Swift inherits convenience initializers only when every
/// designated one is inherited). A facade for an existing core view or recognizer (the navigation container, a
/// scroll view's pan) is therefore made by the public initializer with the core object bound here.
enum KitInjection {
    /// A core object in a Sendable box (facades live on the main thread only).
    final class Box: @unchecked Sendable {
        let view: View?
        let recognizer: GestureRecognizer?
        init(view: View? = nil, recognizer: GestureRecognizer? = nil) {
            self.view = view
            self.recognizer = recognizer
        }
    }

    @TaskLocal static var pending: Box?

    /// Runs `make` with `view` as the backing the next UIView initializer takes.
    static func with<T>(view: View, _ make: () -> T) -> T {
        $pending.withValue(Box(view: view), operation: make)
    }

    /// Runs `make` with `recognizer` as the core the next UIGestureRecognizer initializer takes.
    static func with<T>(recognizer: GestureRecognizer, _ make: () -> T) -> T {
        $pending.withValue(Box(recognizer: recognizer), operation: make)
    }

    /// Takes the pending view (once: the initializer of a nested facade must not take it again).
    static func takeView() -> View? { pending?.view }

    static func takeRecognizer() -> GestureRecognizer? { pending?.recognizer }
}
