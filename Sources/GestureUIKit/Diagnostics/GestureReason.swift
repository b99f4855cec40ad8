/// Why the gesture environment applied, refused, parked or released a transition, or made a decision: the UIKit
/// rule and its operands, as data, from the environment through the diagnostics records, the replay report's
/// model, the timeline and the panels.
///
/// `description` is the exact text the replay report, the panels and the transition log print, the only place a
/// reason becomes text; those strings are a public contract (touch-script.md, "Report"), so a case's text must not
/// change. A recognizer's own rule (`setState(_:rule:)`) travels as `reported`; the notes a delegate or view gave
/// with its answer (`UIGestureRecognizer.note(_:)`) travel inside the refusal they explain.
package enum GestureReason: Sendable, Equatable, CustomStringConvertible {
    /// The recognizer's own rule, as it gave it to `setState(_:rule:)`.
    case reported(RecognizerRule)
    /// A subclass refused an assignment or call with UIKit's exception message (a foreign delegate on a scroll
    /// view's pan).
    case refusedByClass(message: String)
    /// The delegate's `shouldReceive` hid the touch (UIKit: `gestureRecognizer(_:shouldReceive:)`).
    case touchRefused(note: String?)
    /// A failure requirement recognized, so this one fails (UIKit's log: "Failing due to recognition of").
    case requirementRecognized(String)
    /// An earlier recognizer that had already begun excludes this one as it tries to begin.
    case excludedByEarlier(String)
    /// A recognizer that just began or recognized excludes this possible one.
    case excluded(by: String)
    /// A recognizer that just began or recognized excludes this active one, which is cancelled.
    case cancelledByExclusion(String)
    /// A view the touches hit refused through `gestureRecognizerShouldBegin(_:)`.
    case viewRefusedBegin(view: String, note: String?)
    /// The delegate's `gestureRecognizerShouldBegin(_:)` returned false.
    case delegateRefusedBegin(note: String?)
    /// Parked: the panels' summary of whom it waits for.
    case waitingFor([String])
    /// Parked: the decision record, with the request it made.
    case parked(request: RecognizerRule, waitingFor: [String])
    /// Its failure requirements all failed: it proceeds.
    case requirementsFailed
    /// Released: the transition it asked for, applied now.
    case released(request: RecognizerRule)
    /// Released after its touches had ended: it ends at once.
    case endedWhileParked
    /// One delegate allowed simultaneous recognition, so no exclusion.
    case simultaneous(delegateOf: String, with: String)
    /// The safety net: a possible recognizer with nothing left to wait for.
    case touchesAllEnded
    /// `isEnabled` became false (or it was removed) while it had begun.
    case disabledWhileRecognizing
    /// `isEnabled` became false (or it was removed) while it was possible.
    case disabled

    /// The reason's text as the reports write it (a public contract).
    package var description: String {
        switch self {
        case .reported(let rule): rule.description
        case .refusedByClass(let message): message
        case .touchRefused(let note): "shouldReceive returned false" + Self.suffix(note)
        case .requirementRecognized(let name): "Failing due to recognition of \(name)"
        case .excludedByEarlier(let name): "excluded by \(name), which had already begun"
        case .excluded(let name): "excluded by \(name)"
        case .cancelledByExclusion(let name): "cancelled: excluded by \(name)"
        case .viewRefusedBegin(let view, let note):
            "\(view).gestureRecognizerShouldBegin returned false" + Self.suffix(note)
        case .delegateRefusedBegin(let note): "shouldBegin returned false" + Self.suffix(note)
        case .waitingFor(let names): "waiting for \(names.joined(separator: ", ")) to fail"
        case .parked(let request, let names): "\(request); waiting for \(names.joined(separator: ", ")) to fail"
        case .requirementsFailed: "failure requirements failed"
        case .released(let request): "\(request), after its failure requirements failed"
        case .endedWhileParked: "touches ended while it waited for failure requirements"
        case .simultaneous(let owner, let other):
            "delegate of \(owner) allows simultaneous recognition with \(other)"
        case .touchesAllEnded: "all its touches ended"
        case .disabledWhileRecognizing: "disabled while recognizing"
        case .disabled: "disabled"
        }
    }

    /// The recognizer that prevented this one (it began or recognized, and that excluded this one), if any: the
    /// timeline's "prevented by" arrow.
    package var preventedBy: String? {
        switch self {
        case .excluded(let name), .excludedByEarlier(let name), .cancelledByExclusion(let name): name
        default: nil
        }
    }

    /// The recognizers this one required to fail (waited for, or failed because one recognized): the timeline's
    /// "required to fail" arrows.
    package var requiredToFail: [String] {
        switch self {
        case .requirementRecognized(let name): [name]
        case .waitingFor(let names), .parked(_, let names): names
        default: []
        }
    }

    private static func suffix(_ note: String?) -> String {
        note.map { ": \($0)" } ?? ""
    }
}
