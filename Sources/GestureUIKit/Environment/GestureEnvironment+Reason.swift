extension GestureEnvironment {
    /// Why the environment applied, refused, parked or released a transition: the report's reasons as data.
    ///
    /// `description` is the exact text the replay report, the panels and the transition log carry; those strings
    /// are a public contract (touch-script.md, "Report"), so a case's text must not change. A recognizer's own
    /// explanation (`setState(_:reason:)`) travels as `reported`; the notes a delegate or view gave with its answer
    /// (`GestureRecognizer.note(_:)`) travel inside the refusal they explain.
    package enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The recognizer's own words, as it gave them to `setState(_:reason:)`.
        case reported(String)
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
        case parked(request: String, waitingFor: [String])
        /// Its failure requirements all failed: it proceeds.
        case requirementsFailed
        /// Released: the transition it asked for, applied now.
        case released(request: String)
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
            case .reported(let text): text
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

        private static func suffix(_ note: String?) -> String {
            note.map { ": \($0)" } ?? ""
        }
    }
}
