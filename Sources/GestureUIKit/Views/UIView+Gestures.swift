import Foundation

extension UIView {
    /// `gestureRecognizers`: the recognizers attached to this view, in the order they were added; nil when
    /// there are none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }

    /// `addGestureRecognizer(_:)`: attaches `recognizer` (moving it from another view); the view keeps it alive,
    /// as in UIKit. An unnamed recognizer is named `<view name>.<kind>` for reports (kit.md).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedRecognizers.append(recognizer)
        recognizer.attachedView = self
        recognizer.updateDerivedName()
        if let window { recognizer.flushDeviations(into: window) }
    }

    /// `removeGestureRecognizer(_:)`: detaches it (a recognizing one is cancelled, as in UIKit).
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.cancelForRemoval()
        attachedRecognizers.removeAll { $0 === recognizer }
        recognizer.attachedView = nil
    }
}
