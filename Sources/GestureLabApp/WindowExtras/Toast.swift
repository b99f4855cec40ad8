import Foundation

/// A short message shown over the window for a few seconds ("Saved screenshot to PATH"), posted from any thread.
///
/// The clock starts when the message is first drawn (`current(now:)`), so a message posted while the loop sleeps
/// still shows for its whole time once the loop wakes.
final class Toast: @unchecked Sendable {
    /// Seconds a message stays on screen.
    static let duration = 3.0

    private let lock = NSLock()
    private var message: String?
    private var shownAt: Double?

    /// Replaces the message; safe from any thread.
    func post(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        message = text
        shownAt = nil
    }

    /// The message to draw at `now` (seconds on any steady clock), or nil once its time is up.
    func current(now: Double) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let message else { return nil }
        let start = shownAt ?? now
        shownAt = start
        if now - start >= Self.duration {
            self.message = nil
            shownAt = nil
            return nil
        }
        return message
    }
}
