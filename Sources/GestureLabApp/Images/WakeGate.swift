import Foundation

/// A wake-up call that does nothing until it is opened: decode threads may finish before SDL has started, and
/// pushing an SDL event then would race `SDL_Init`. Thread-safe.
final class WakeGate: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var action: (@Sendable () -> Void)?
    /// Guarded by `lock`: a `fire()` came before `open`.
    private var missed = false

    /// From now on `fire()` runs `action`; a call missed before runs it once now.
    func open(_ action: @escaping @Sendable () -> Void) {
        lock.lock()
        self.action = action
        let runNow = missed
        missed = false
        lock.unlock()
        if runNow { action() }
    }

    /// Runs the action, or remembers the call until `open`.
    func fire() {
        lock.lock()
        let current = action
        if current == nil { missed = true }
        lock.unlock()
        current?()
    }
}
