/// A weak reference to a recognizer (failure requirements must not keep the required one alive).
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
