/// A recognizer's deadlines on virtual time (a tap's wait for the next tap, a long press's minimum duration): each
/// runs as an event of its own (the environment settles after it) and is dropped when the recognizer resets.
extension UIGestureRecognizer {
    /// Runs `action` after `delay` seconds of virtual time unless the recognizer resets first.
    @discardableResult
    package func schedule(after delay: Double, _ action: @escaping () -> Void) -> Scheduler.Token? {
        guard let scheduler = environment?.scheduler else { return nil }
        var token: Scheduler.Token?
        token = scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            if let token { self.timers.removeAll { $0 == token } }
            action()
            self.environment?.settle()
        }
        if let token { timers.append(token) }
        return token
    }

    /// Cancels a deadline from `schedule(after:_:)`.
    package func cancelScheduled(_ token: Scheduler.Token?) {
        guard let token else { return }
        environment?.scheduler.cancel(token)
        timers.removeAll { $0 == token }
    }

    /// The current virtual time.
    package var now: Double { environment?.scheduler.now ?? 0 }
}
