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

    /// One pass of the loop at the app clock's time with every queued event, drawing a frame whatever happens
    /// (`step(to:inputs:)` without the wait of `run`).
    func pumpFrame() {
        var inputs: [SDL_Event] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { inputs.append(event) }
        state.requestFrames()
        step(to: appClock.seconds, inputs: inputs)
    }
}
