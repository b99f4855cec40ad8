/// UIKit's `UIAdaptivePresentationControllerDelegate`: the presentation controller's delegate, asked about and
/// told of an interactive dismissal (a sheet dragged down).
///
/// Every method is optional (default implementations below). Order for a drag that dismisses:
/// `presentationControllerShouldDismiss(_:)` when the drag takes the sheet below its smallest detent, then
/// `presentationControllerWillDismiss(_:)`, then, once the sheet has slid off, `presentationControllerDidDismiss(_:)`.
/// Refused (`isModalInPresentation`, or the delegate answers false), the sheet rubber-bands and springs back, and
/// `presentationControllerDidAttemptToDismiss(_:)` follows the release. A programmatic `dismiss` calls none of them.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// `presentationControllerShouldDismiss(_:)` (iOS 13): may the user dismiss the sheet by dragging it.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// `presentationControllerWillDismiss(_:)` (iOS 13): an interactive dismissal has begun (it may still be
    /// cancelled by the release).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// `presentationControllerDidDismiss(_:)` (iOS 13): the interactive dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// `presentationControllerDidAttemptToDismiss(_:)` (iOS 13): a dismissal was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Default: true.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Default: nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's `UISheetPresentationControllerDelegate` (iOS 15): the sheet's delegate, also told when the user's drag
/// (not `animateChanges`) changes the selected detent.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`: a drag released the sheet at another
    /// detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Default: nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
