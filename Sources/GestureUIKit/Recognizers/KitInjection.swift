/// Hands an existing engine recognizer to a `UIGestureRecognizer` initializer.
///
/// The kit's recognizer classes are open and their initializers public, with no internal designated initializer,
/// so that a user's subclass in another module inherits them all (Swift inherits convenience initializers only
/// when every designated one is inherited). A `UIGestureRecognizer` for an existing engine recognizer (a scroll
/// view's pan) is therefore made by the public initializer with the engine object bound here. Goes away when the
/// recognizers become one hierarchy, as the views did.
enum KitInjection {
    /// An engine recognizer in a Sendable box (recognizers live on the main thread only).
    final class Box: @unchecked Sendable {
        let recognizer: GestureRecognizer
        init(recognizer: GestureRecognizer) { self.recognizer = recognizer }
    }

    @TaskLocal static var pending: Box?

    /// Runs `make` with `recognizer` as the core the next UIGestureRecognizer initializer takes.
    static func with<T>(recognizer: GestureRecognizer, _ make: () -> T) -> T {
        $pending.withValue(Box(recognizer: recognizer), operation: make)
    }

    /// Takes the pending recognizer.
    static func takeRecognizer() -> GestureRecognizer? { pending?.recognizer }
}
