/// One state change of one recognizer, with the reason the gesture environment gives for it.
public struct TransitionRecord: Sendable, Equatable {
    /// Seconds of virtual time.
    public var time: Double
    public var recognizer: String
    public var kind: String
    public var from: GestureRecognizerState
    public var to: GestureRecognizerState
    public var reason: String
}

/// An arbitration decision that is not itself a state change: waiting, release, simultaneity, a refused touch.
public struct DecisionRecord: Sendable, Equatable {
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

    public var time: Double
    public var kind: Kind
    public var recognizer: String
    public var other: String?
    public var reason: String
}

/// The engine's record of what happened and why: bounded logs for the panels, observers for the replay report.
///
/// Diagnostics are data; panels only draw them.
public final class Diagnostics {
    public private(set) var transitions: RingBuffer<TransitionRecord>
    public private(set) var decisions: RingBuffer<DecisionRecord>
    /// Called for every transition, in order (the replay report keeps them all).
    public var onTransition: ((TransitionRecord) -> Void)?
    public var onDecision: ((DecisionRecord) -> Void)?

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

    public func clear() {
        transitions.removeAll()
        decisions.removeAll()
    }
}

/// A recognizer's state at one moment, for the recognizers panel and reports.
public struct RecognizerSnapshot: Sendable, Equatable {
    public var name: String
    public var kind: String
    public var view: String
    public var state: GestureRecognizerState
    public var isEnabled: Bool
    public var touchCount: Int
    /// Parked: it asked to begin and waits for these to fail.
    public var waitingFor: [String]
    /// Its static failure requirements (require(toFail:)).
    public var requiresToFail: [String]
    public var lastReason: String
}
