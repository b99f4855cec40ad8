/// An object whose members can exercise a deviation: it reports to its window's log, or keeps the deviation pending
/// until it is in a window (a stored-only property set while a scene builds its views), so none is missed.
///
/// Each wiring is one line at the member: `reportDeviation(.scrollViewContentAlignmentPoint, if: contentAlignmentPoint != .zero)`.
package protocol DeviationReporting: AnyObject {
    /// The window whose log records the deviation, when the object is in one now.
    var deviationWindow: UIWindow? { get }
    /// Deviations exercised while the object was in no window, each once, oldest first.
    var pendingDeviations: [KitDeviation] { get set }
}

extension DeviationReporting {
    /// Reports `deviation` when `condition` holds: logged in the window at its time now, else kept pending.
    package func reportDeviation(_ deviation: KitDeviation, if condition: Bool = true) {
        guard condition else { return }
        if let window = deviationWindow {
            window.logDeviation(deviation)
        } else if !pendingDeviations.contains(deviation) {
            pendingDeviations.append(deviation)
        }
    }

    /// Reports each of `deviations` when `condition` holds.
    package func reportDeviations(_ deviations: [KitDeviation], if condition: Bool = true) {
        for deviation in deviations { reportDeviation(deviation, if: condition) }
    }

    /// Logs the pending deviations in `window` at its time now (the object joined it, or is shown by it).
    package func flushDeviations(into window: UIWindow) {
        guard !pendingDeviations.isEmpty else { return }
        for deviation in pendingDeviations { window.logDeviation(deviation) }
        pendingDeviations.removeAll()
    }
}

extension UIWindow {
    /// Logs `deviation` at the window's virtual time now.
    package func logDeviation(_ deviation: KitDeviation) { diagnostics.record(deviation, at: now) }

    /// Logs what `view` and its subtree kept pending (their recognizers and view controllers included) as they
    /// join this window.
    func takePendingDeviations(of view: UIView) {
        view.flushDeviations(into: self)
        for recognizer in view.attachedRecognizers { recognizer.flushDeviations(into: self) }
        view.viewDelegate?.flushDeviations(into: self)
    }
}

extension UIResponder: DeviationReporting {
    /// The window of the view, or of the controller's view.
    package var deviationWindow: UIWindow? { responderWindow }
}

extension UIGestureRecognizer: DeviationReporting {
    /// The window of the recognizer's view.
    package var deviationWindow: UIWindow? { view?.window }
}

extension UITouch: DeviationReporting {
    /// The touch's window.
    package var deviationWindow: UIWindow? { window }
    /// A touch always has its window: nothing is kept.
    package var pendingDeviations: [KitDeviation] {
        get { [] }
        set {}
    }
}

extension UIEvent: DeviationReporting {
    /// The window of the event's touches.
    package var deviationWindow: UIWindow? { touches.lazy.compactMap(\.window).first }
    /// An event without touches is a control's own: nothing to report to, nothing kept.
    package var pendingDeviations: [KitDeviation] {
        get { [] }
        set {}
    }
}

extension UIContextualAction: DeviationReporting {
    /// None until the table shows the action, which hands its deviations to the table's window.
    package var deviationWindow: UIWindow? { nil }
}

extension UIContextMenuConfiguration: DeviationReporting {
    /// None until an interaction shows the menu, which hands its deviations to its window.
    package var deviationWindow: UIWindow? { nil }
}

extension UINavigationItem {
    /// Reports `deviation` through the controller the item belongs to (an item of no controller is shown by no
    /// bar, so nothing is exercised).
    func reportDeviation(_ deviation: KitDeviation, if condition: Bool = true) {
        owner?.reportDeviation(deviation, if: condition)
    }
}

extension UIPresentationController {
    /// Reports `deviation` through the presented controller (pending until its view is in a window).
    func reportDeviation(_ deviation: KitDeviation, if condition: Bool = true) {
        presentedViewController.reportDeviation(deviation, if: condition)
    }
}
