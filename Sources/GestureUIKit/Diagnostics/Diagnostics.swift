/// One state change of one recognizer, with the reason the gesture environment gives for it.
package struct TransitionRecord: Sendable, Equatable {
    /// Seconds of virtual time.
    package var time: Double
    /// The recognizer's name.
    package var recognizer: String
    /// The recognizer's kind ("pan", "tap"...).
    package var kind: String
    /// The state it left.
    package var from: GestureRecognizerState
    /// The state it entered.
    package var to: GestureRecognizerState
    /// Why: the rule and its operands (`description` is the report's text).
    package var reason: GestureReason
}

/// An arbitration decision that is not itself a state change: waiting, release, simultaneity, a refused touch.
package struct DecisionRecord: Sendable, Equatable {
    /// What kind of decision it was.
    package enum Kind: String, Sendable {
        /// A delegate's shouldReceive hid a touch from the recognizer.
        case touchRefused
        /// The recognizer wanted to begin but waits for failure requirements.
        case waiting
        /// Its requirements failed: it proceeds.
        case released
        /// Two related recognizers were allowed to recognize together.
        case simultaneous
        /// A delegate or subclass refused an assignment or a call (e.g. the scroll view pan's delegate guard).
        case refused
    }

    /// Seconds of virtual time.
    package var time: Double
    /// What kind of decision.
    package var kind: Kind
    /// The recognizer decided about.
    package var recognizer: String
    /// The other recognizer involved, if any (the one waited for, the simultaneous partner).
    package var other: String?
    /// Why: the rule and its operands (`description` is the panels' text).
    package var reason: GestureReason
}

/// The engine's record of what happened and why: bounded logs for the panels, observers for the replay report.
///
/// Diagnostics are data; panels only draw them.
package final class Diagnostics {
    /// The newest transitions, oldest first.
    package private(set) var transitions: RingBuffer<TransitionRecord>
    /// The newest decisions, oldest first.
    package private(set) var decisions: RingBuffer<DecisionRecord>
    /// Called for every transition, in order (the replay report keeps them all).
    package var onTransition: ((TransitionRecord) -> Void)?
    /// Called for every decision, in order.
    package var onDecision: ((DecisionRecord) -> Void)?
    /// The deviations from UIKit the run exercised (`KitDeviation`), each with its first time and count.
    package private(set) var deviations = DeviationLog()
    /// Called when a deviation is exercised for the first time.
    package var onDeviation: ((DeviationRecord) -> Void)?
    /// What UIKit would print to the console (Auto Layout's "Unable to simultaneously satisfy constraints"...),
    /// the newest 256, oldest first.
    package private(set) var consoleMessages = RingBuffer<String>(capacity: 256)
    /// Called for every console message, in order.
    package var onConsoleMessage: ((String) -> Void)?

    /// Diagnostics keeping the newest `capacity` transitions and decisions.
    package init(capacity: Int = 4096) {
        transitions = RingBuffer(capacity: capacity)
        decisions = RingBuffer(capacity: capacity)
    }

    func record(_ transition: TransitionRecord) {
        transitions.append(transition)
        onTransition?(transition)
    }

    func record(_ decision: DecisionRecord) {
        decisions.append(decision)
        onDecision?(decision)
    }

    func record(_ deviation: KitDeviation, at time: Double) {
        if let first = deviations.note(deviation, at: time) { onDeviation?(first) }
    }

    func recordConsole(_ message: String) {
        consoleMessages.append(message)
        onConsoleMessage?(message)
    }

    /// Forgets the kept transitions and decisions (the observers stay).
    package func clear() {
        transitions.removeAll()
        decisions.removeAll()
    }
}

/// A recognizer's state at one moment, for the recognizers panel and reports.
package struct RecognizerSnapshot: Sendable, Equatable {
    /// The recognizer's name.
    package var name: String
    /// Its kind ("pan", "tap"...).
    package var kind: String
    /// The name of the view it is on.
    package var view: String
    /// Its state.
    package var state: GestureRecognizerState
    /// Whether it is enabled.
    package var isEnabled: Bool
    /// How many touches it tracks.
    package var touchCount: Int
    /// Parked: it asked to begin and waits for these to fail.
    package var waitingFor: [String]
    /// Its static failure requirements (require(toFail:)).
    package var requiresToFail: [String]
    /// Why its latest transition or decision happened (nil: nothing yet).
    package var lastReason: GestureReason?
}
