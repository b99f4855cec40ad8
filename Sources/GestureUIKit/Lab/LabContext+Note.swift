extension LabContext {
    /// Explains `recognizer`'s next refusal or state change in the report's transitions and the panels.
    ///
    /// No UIKit equivalent (the lab's own): a delegate that answers no can say why, as the built-in scenes do
    /// ("the app's delegate turns the pop off on the root page"). The explanation is appended to the reason the
    /// gesture environment records for the recognizer's next transition.
    public func note(_ explanation: String, for recognizer: UIGestureRecognizer) {
        recognizer.note(explanation)
    }
}
