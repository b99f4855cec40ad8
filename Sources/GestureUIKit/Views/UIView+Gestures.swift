import Foundation

extension UIView {
    /// `gestureRecognizers`: the recognizers attached to this view, in the order they were added; nil when
    /// there are none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let list = attachedRecognizers.map(UIGestureRecognizer.facade(for:))
        return list.isEmpty ? nil : list
    }

    /// `addGestureRecognizer(_:)`: attaches `recognizer` (moving it from another view); the view keeps it alive.
    /// An unnamed recognizer is named `<view name>.<kind>` for reports (kit.md).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        addGestureRecognizer(recognizer.core)
        recognizer.retainWhileAttached()
        recognizer.updateDerivedName()
    }

    /// `removeGestureRecognizer(_:)`: detaches it (a recognizing one is cancelled, as in UIKit).
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.core.view === self else { return }
        removeGestureRecognizer(recognizer.core)
        recognizer.releaseFromView()
    }

    /// Attaches an engine recognizer, moving it from any other view.
    package func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches an engine recognizer, cancelling it if it was recognizing.
    package func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.cancelForRemoval()
        attachedRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
