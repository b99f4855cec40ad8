/// Deadlines on virtual time: the tap and long-press timeouts, delayed actions.
///
/// Time never comes from a clock: the window advances the scheduler with each event's timestamp and each frame,
/// and tests advance it by hand. Due tasks run in deadline order (ties in the order they were scheduled), each
/// with `now` set to its own deadline, so a timeout fires at exactly the time UIKit's would.
package final class Scheduler {
    /// Identifies a scheduled task so it can be cancelled.
    package struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Task {
        let deadline: Double
        let token: Token
        let action: () -> Void
    }

    /// Seconds of virtual time.
    package private(set) var now: Double = 0
    private var tasks: [Task] = []
    private var nextID = 0

    /// A scheduler whose virtual time starts at `now`.
    package init(now: Double = 0) {
        self.now = now
    }

    /// Runs `action` when time reaches `now + delay` (at once on the next advance when `delay` <= 0).
    @discardableResult
    package func schedule(after delay: Double, _ action: @escaping () -> Void) -> Token {
        schedule(at: now + max(0, delay), action)
    }

    /// Runs `action` when time reaches `deadline`; tasks with equal deadlines run in the order scheduled.
    @discardableResult
    package func schedule(at deadline: Double, _ action: @escaping () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        let task = Task(deadline: deadline, token: token, action: action)
        // Keep tasks sorted by deadline, later-scheduled after earlier ones with the same deadline.
        let index = tasks.firstIndex { $0.deadline > deadline } ?? tasks.endIndex
        tasks.insert(task, at: index)
        return token
    }

    /// Removes the task `token` names, if it has not run.
    package func cancel(_ token: Token) {
        tasks.removeAll { $0.token == token }
    }

    /// The earliest pending deadline.
    package var nextDeadline: Double? { tasks.first?.deadline }

    /// Whether no task is pending.
    package var isEmpty: Bool { tasks.isEmpty }

    /// Runs every task due at or before `time`, in order, then sets `now` to `time`.
    ///
    /// A time earlier than `now` is clamped: virtual time never goes backwards. A non-finite time (NaN, ±∞: a
    /// broken timestamp) counts as `now`, so it can neither poison virtual time nor fire every deadline at once.
    package func advance(to time: Double) {
        let target = time.isFinite ? max(time, now) : now
        while let first = tasks.first, first.deadline <= target {
            tasks.removeFirst()
            now = max(now, first.deadline)
            first.action()
        }
        now = target
    }
}
