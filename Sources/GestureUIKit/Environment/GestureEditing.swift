/// What-if edits in force in a window (`whatif` lines, `--whatif`, the window's panel), as the answers the gesture
/// environment asks for at the points UIKit asks a delegate: the edits stand in for code a developer would write
/// (`require(toFail:)`, `isEnabled = false`, a delegate method, a scroll view property), applied to whatever
/// recognizers carry the edited names when the touch arrives, so recognizers created later (a pushed page's) are
/// edited too.
///
/// GestureScenes implements it from the parsed edits; the model only asks.
package protocol GestureEditing: AnyObject {
    /// Sets what an edit sets in code (`isEnabled`, failure requirements, scroll view properties) on the window's
    /// tree; called as each touch goes down, before the recognizers for it are gathered.
    func prepare(_ window: UIWindow)
    /// The note to record when an edit makes `gestureRecognizer(_:shouldReceive:)` answer false; nil to ask the
    /// delegate as usual.
    func refusalToReceive(for recognizer: UIGestureRecognizer) -> String?
    /// Whether an edit makes the delegate of `recognizer` allow simultaneous recognition with `other`.
    func allowsSimultaneous(_ recognizer: UIGestureRecognizer, with other: UIGestureRecognizer) -> Bool
    /// An edit's answer to `gestureRecognizerShouldBegin(_:)` in place of the delegate's, with the note to record
    /// when it refuses; nil to ask the delegate as usual.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> (answer: Bool, note: String)?
}
