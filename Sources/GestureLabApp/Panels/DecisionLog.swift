import GestureUIKit

/// The decisions panel's log: every state change and arbitration decision with its reason, newest last.
///
/// Entries come from the core's `TransitionRecord`s (state changes, with "excluded by", "requirement
/// recognized"...) and `DecisionRecord`s (waiting, released, simultaneous, refused). Bounded to `capacity`.
struct DecisionLog {
    struct Entry: Equatable, Sendable {
        var time: Double
        var recognizer: String
        /// The other recognizer named by the decision (the one waited for, excluding...), if any.
        var other: String?
        /// `possible → failed`, `waiting`, `simultaneous`...
        var what: String
        /// Why: the rule and its operands; the panel prints its `description`.
        var reason: GestureReason
    }

    let capacity: Int
    private(set) var entries: [Entry] = []
    /// Entries appended so far (not capped): the panels redraw when it grows.
    private(set) var appended = 0
    /// Entries appended so far that change something: all but a gesture going on in its state (`changed →
    /// changed`), which a pan logs with every move. The panels redraw at once for these, and at their 15 Hz for
    /// the others (a drag redrew the column every frame, two thirds of a 2560x1600 frame).
    private(set) var steps = 0

    init(capacity: Int = 2000) { self.capacity = capacity }

    mutating func record(_ transition: TransitionRecord) {
        append(
            Entry(
                time: transition.time, recognizer: transition.recognizer, other: nil,
                what: "\(transition.from.rawValue) → \(transition.to.rawValue)", reason: transition.reason),
            repeatsState: transition.from == transition.to)
    }

    mutating func record(_ decision: DecisionRecord) {
        append(
            Entry(
                time: decision.time, recognizer: decision.recognizer, other: decision.other,
                what: decision.kind.rawValue, reason: decision.reason))
    }

    private mutating func append(_ entry: Entry, repeatsState: Bool = false) {
        appended += 1
        if !repeatsState { steps += 1 }
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    mutating func removeAll() {
        entries.removeAll()
        appended += 1  // the panels show the empty log
        steps += 1
    }

    /// The entries about `recognizer` (as the subject or the other party; nil or empty: all), newest last.
    func filtered(by recognizer: String?) -> [Entry] {
        guard let recognizer, !recognizer.isEmpty else { return entries }
        return entries.filter { $0.recognizer == recognizer || $0.other == recognizer }
    }

    /// The reason of the last entry whose subject is `recognizer`, or nil.
    func lastReason(of recognizer: String) -> GestureReason? {
        entries.last { $0.recognizer == recognizer }?.reason
    }
}
