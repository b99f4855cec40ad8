internal import CSDL2

/// Test hooks: real SDL finger events through SDL's queue, and one pass of the loop without waiting.
extension App {
    /// A finger event's phase.
    typealias FingerPhase = FingerSample.Phase

    /// Pushes a finger event (built by `SDLInputAdapter`) onto SDL's queue with `SDL_PushEvent`, at window units
    /// (`x`, `y`) of this window, from the virtual touch device (`MouseTouchBridge.touchID`). False when SDL
    /// refused it.
    @discardableResult
    func pushFinger(_ phase: FingerPhase, finger: Int64, x: Double, y: Double) -> Bool {
        let size = sdlWindow.size
        var event = SDLInputAdapter.fingerEvent(
            phase, touchID: MouseTouchBridge.touchID, fingerID: finger, x: x / Double(max(1, size.width)),
            y: y / Double(max(1, size.height)), windowID: sdlWindow.id)
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a real mouse's motion to window units (`x`, `y`) onto SDL's queue, with `buttons` held (SDL's mask;
    /// 0: hovering).
    @discardableResult
    func pushMouseMotion(x: Int32, y: Int32, buttons: UInt32 = 0) -> Bool {
        var event = SDLInputAdapter.mouseMotionEvent(x: x, y: y, buttons: buttons, windowID: sdlWindow.id)
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a real mouse's left button press (`down`) or release at window units (`x`, `y`) onto SDL's queue;
    /// a motion pushed with `pushMouseMotion(x:y:buttons:)` between them drags.
    @discardableResult
    func pushMouseButton(down: Bool, x: Int32, y: Int32) -> Bool {
        var event = SDLInputAdapter.mouseButtonEvent(down: down, x: x, y: y, button: UInt8(SDL_BUTTON_LEFT))
        event.button.windowID = sdlWindow.id
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes SDL's window leave event (the pointer left this window) onto SDL's queue.
    @discardableResult
    func pushPointerLeft() -> Bool {
        var event = SDLInputAdapter.windowLeaveEvent(windowID: sdlWindow.id)
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
