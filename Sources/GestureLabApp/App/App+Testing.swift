internal import CSDL2

/// Test hooks: real SDL finger events through SDL's queue, and one pass of the loop without waiting.
extension App {
    /// A finger event's phase.
    enum FingerPhase { case down, moved, up }

    /// Pushes an `SDL_FINGER*` event onto SDL's queue with `SDL_PushEvent`, at window units (`x`, `y`) of this
    /// window, from the virtual touch device (`MouseTouchBridge.touchID`). False when SDL refused it.
    @discardableResult
    func pushFinger(_ phase: FingerPhase, finger: Int64, x: Double, y: Double) -> Bool {
        let size = sdlWindow.size
        var event = SDL_Event()
        switch phase {
        case .down: event.type = SDL_FINGERDOWN.rawValue
        case .moved: event.type = SDL_FINGERMOTION.rawValue
        case .up: event.type = SDL_FINGERUP.rawValue
        }
        event.tfinger.touchId = MouseTouchBridge.touchID
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(x / Double(max(1, size.width)))
        event.tfinger.y = Float(y / Double(max(1, size.height)))
        event.tfinger.pressure = 1
        event.tfinger.windowID = sdlWindow.id
        return SDL_PushEvent(&event) == 1
    }

    /// Handles every queued event, then draws one frame: one pass of `run()` that never waits.
    func pumpFrame() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
        drawFrame()
    }
}
