extension UIView {
    /// `gestureRecognizers`: the recognizers attached to this view, in the order they were added; nil when
    /// there are none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let list = backing.gestureRecognizers.map(UIGestureRecognizer.facade(for:))
        return list.isEmpty ? nil : list
    }

    /// `addGestureRecognizer(_:)`: attaches `recognizer` (moving it from another view); the view keeps it alive.
    /// An unnamed recognizer is named `<view name>.<kind>` for reports (kit.md).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        backing.addGestureRecognizer(recognizer.core)
        recognizer.retainWhileAttached()
        recognizer.updateDerivedName()
    }

    /// `removeGestureRecognizer(_:)`: detaches it (a recognizing one is cancelled, as in UIKit).
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.core.view === backing else { return }
        backing.removeGestureRecognizer(recognizer.core)
        recognizer.releaseFromView()
    }
}
