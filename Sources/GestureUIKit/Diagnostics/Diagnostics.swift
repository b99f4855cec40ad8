/// One state change of one recognizer, with the reason the gesture environment gives for it.
public struct TransitionRecord: Sendable, Equatable {
    /// Seconds of virtual time.
    public var time: Double
    /// The recognizer's name.
    public var recognizer: String
    /// The recognizer's kind ("pan", "tap"...).
    public var kind: String
    /// The state it left.
    public var from: GestureRecognizerState
    /// The state it entered.
    public var to: GestureRecognizerState
    /// Why, as the reports write it.
    public var reason: String
}

/// An arbitration decision that is not itself a state change: waiting, release, simultaneity, a refused touch.
public struct DecisionRecord: Sendable, Equatable {
    /// What kind of decision it was.
    public enum Kind: String, Sendable {
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
    public var time: Double
    /// What kind of decision.
    public var kind: Kind
    /// The recognizer decided about.
    public var recognizer: String
    /// The other recognizer involved, if any (the one waited for, the simultaneous partner).
    public var other: String?
    /// Why, as the panels write it.
    public var reason: String
}

/// The engine's record of what happened and why: bounded logs for the panels, observers for the replay report.
///
/// Diagnostics are data; panels only draw them.
public final class Diagnostics {
    /// The newest transitions, oldest first.
    public private(set) var transitions: RingBuffer<TransitionRecord>
    /// The newest decisions, oldest first.
    public private(set) var decisions: RingBuffer<DecisionRecord>
    /// Called for every transition, in order (the replay report keeps them all).
    public var onTransition: ((TransitionRecord) -> Void)?
    /// Called for every decision, in order.
    public var onDecision: ((DecisionRecord) -> Void)?

    /// Diagnostics keeping the newest `capacity` transitions and decisions.
    public init(capacity: Int = 4096) {
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

    /// Forgets the kept transitions and decisions (the observers stay).
    public func clear() {
        transitions.removeAll()
        decisions.removeAll()
    }
}

/// A recognizer's state at one moment, for the recognizers panel and reports.
public struct RecognizerSnapshot: Sendable, Equatable {
    /// The recognizer's name.
    public var name: String
    /// Its kind ("pan", "tap"...).
    public var kind: String
    /// The name of the view it is on.
    public var view: String
    /// Its state.
    public var state: GestureRecognizerState
    /// Whether it is enabled.
    public var isEnabled: Bool
    /// How many touches it tracks.
    public var touchCount: Int
    /// Parked: it asked to begin and waits for these to fail.
    public var waitingFor: [String]
    /// Its static failure requirements (require(toFail:)).
    public var requiresToFail: [String]
    /// Why its latest transition or decision happened.
    public var lastReason: String
}
