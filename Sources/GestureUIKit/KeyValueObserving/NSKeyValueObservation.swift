/// Foundation's `NSKeyValueObservation`: what `observe(_:options:changeHandler:)` returns. The observation lasts
/// while this object lives: `invalidate()` ends it, and so does releasing it (keep it in a property, as on iOS).
public final class NSKeyValueObservation {
    /// Called by `invalidate()` to take the observation out of its object's list.
    private var removal: (() -> Void)?

    init(removal: @escaping () -> Void) { self.removal = removal }

    /// `invalidate()`: the handler is not called again. Calling it twice does nothing.
    public func invalidate() {
        removal?()
        removal = nil
    }

    deinit { invalidate() }
}
