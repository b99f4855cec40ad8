extension GestureEnvironment {
    /// Where one participant stands in arbitration beyond its public `state`: free, or parked behind its failure
    /// requirements with the transition it asked for.
    ///
    /// UIKit keeps a recognizer that asked to begin while a failure requirement could still recognize in the
    /// possible state until that one fails (`uikit-behaviour.md` §1, "require(toFail:)"); its public state stays
    /// possible meanwhile. The environment, not the recognizer, owns this: one value per participant, set when it
    /// parks, cleared when it is released, fails or resets.
    enum Standing: Equatable {
        /// Its state is its own: nothing is deferred.
        case free
        /// Parked: it asked to become `target` (began, or a discrete recognizer's ended) for `request`. `thenEnds`:
        /// its touches ended meanwhile, so a continuous recognizer ends right after it begins on release.
        case parked(target: GestureRecognizerState, request: RecognizerRule, thenEnds: Bool)

        /// Whether the transition it asked for waits for its failure requirements.
        var isParked: Bool { self != .free }

        /// The standing after its touches ended while parked: a discrete recognizer (or one that asked to recognize
        /// outright) now asks to recognize (ended); a continuous one still begins first, then ends.
        func ending(discrete: Bool) -> Standing {
            guard case .parked(let target, let request, _) = self else { return self }
            return discrete || target == .ended
                ? .parked(target: .ended, request: request, thenEnds: false)
                : .parked(target: target, request: request, thenEnds: true)
        }
    }

    /// The standing of `recognizer` (free unless parked).
    func standing(of recognizer: UIGestureRecognizer) -> Standing {
        standings[ObjectIdentifier(recognizer)] ?? .free
    }

    /// Sets the standing of `recognizer`; free removes it.
    func setStanding(_ standing: Standing, of recognizer: UIGestureRecognizer) {
        standings[ObjectIdentifier(recognizer)] = standing == .free ? nil : standing
    }

    /// Whether `recognizer` is parked behind its failure requirements.
    func isParked(_ recognizer: UIGestureRecognizer) -> Bool {
        standing(of: recognizer).isParked
    }

    // MARK: Notes

    /// Keeps the explanation a delegate or view gave with its next answer (`GestureRecognizer.note(_:)`).
    func keepNote(_ explanation: String, for recognizer: UIGestureRecognizer) {
        notes[ObjectIdentifier(recognizer)] = explanation
    }

    /// Returns and forgets the explanation kept for `recognizer`.
    func takeNote(for recognizer: UIGestureRecognizer) -> String? {
        notes.removeValue(forKey: ObjectIdentifier(recognizer))
    }
}
