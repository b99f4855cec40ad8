internal import CSDL2

/// The one decoder of SDL's input events: the only file that reads SDL's event types.
///
/// Like Dear ImGui's platform backends, it turns each raw `SDL_Event` into the app's vocabulary
/// (`DecodedInput`, whose pointer, finger and window input is an `InputEvent`); the tablet, the panels, the key
/// table, the translator and the recorder consume that. It also builds SDL events from that vocabulary for the
/// tests that go through SDL's own queue.
enum SDLInputAdapter {
    /// Decodes `event`. `seconds` converts SDL's millisecond timestamps to the scene clock; `windowID` filters
    /// window events for other windows. The result keeps `event` for Dear ImGui's backend.
    static func decode(_ event: SDL_Event, windowID: UInt32, seconds: (UInt32) -> Double) -> DecodedInput {
        var decoded = DecodedInput(
            kind: translate(event, windowID: windowID, seconds: seconds),
            wall: Double(event.common.timestamp) / 1000, platformEvent: PlatformEvent(sdl: event))
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: decoded.mouseButton = Int(event.button.button)
        case SDL_MOUSEMOTION: decoded.buttonsHeld = event.motion.state != 0
        default: break
        }
        return decoded
    }

    /// The app's meaning of `event`. `seconds` converts SDL's millisecond timestamps to the scene clock;
    /// `windowID` filters window events for other windows.
    private static func translate(_ event: SDL_Event, windowID: UInt32, seconds: (UInt32) -> Double)
        -> DecodedInput.Kind
    {
        let type = SDL_EventType(event.type)
        switch type {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            let button: MouseButton = Int32(b.button) == SDL_BUTTON_LEFT ? .primary : .other
            let time = seconds(b.timestamp), mods = modifiers()
            let synthetic = b.which == UInt32.max  // SDL_TOUCH_MOUSEID
            return .input(
                type == SDL_MOUSEBUTTONDOWN
                    ? .mouseDown(
                        button: button, x: Double(b.x), y: Double(b.y), modifiers: mods, time: time,
                        synthetic: synthetic)
                    : .mouseUp(
                        button: button, x: Double(b.x), y: Double(b.y), modifiers: mods, time: time,
                        synthetic: synthetic))
        case SDL_MOUSEMOTION:
            let m = event.motion
            return .input(
                .mouseMoved(
                    x: Double(m.x), y: Double(m.y), modifiers: modifiers(), time: seconds(m.timestamp),
                    synthetic: m.which == UInt32.max))
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            guard w.which != UInt32.max else { return .syntheticWheel }
            let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .input(
                .wheel(
                    dx: Double(w.preciseX) * flip, dy: Double(w.preciseY) * flip,
                    x: Double(w.mouseX), y: Double(w.mouseY), time: seconds(w.timestamp)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let (x, y, time) = (Double(f.x), Double(f.y), seconds(f.timestamp))
            let synthetic = f.touchId == SDL_MOUSE_TOUCHID
            switch type {
            case SDL_FINGERDOWN:
                return .input(
                    .fingerDown(touchID: f.touchId, fingerID: f.fingerId, x: x, y: y, time: time, synthetic: synthetic))
            case SDL_FINGERMOTION:
                return .input(
                    .fingerMoved(touchID: f.touchId, fingerID: f.fingerId, x: x, y: y, time: time, synthetic: synthetic)
                )
            default:
                return .input(
                    .fingerUp(touchID: f.touchId, fingerID: f.fingerId, x: x, y: y, time: time, synthetic: synthetic))
            }
        case SDL_WINDOWEVENT:
            return windowEvent(event.window, windowID: windowID, seconds: seconds)
        case SDL_KEYDOWN:
            return .keyDown(key(event.key))
        case SDL_KEYUP:
            return .keyUp
        case SDL_TEXTINPUT:
            return .text
        case SDL_DISPLAYEVENT:
            return .displayChanged
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .renderReset
        default:
            return .ignored
        }
    }

    private static func windowEvent(_ w: SDL_WindowEvent, windowID: UInt32, seconds: (UInt32) -> Double)
        -> DecodedInput.Kind
    {
        guard w.windowID == windowID else { return .ignored }
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return .input(.focusLost(time: seconds(w.timestamp)))
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            return .input(.minimized(time: seconds(w.timestamp)))
        case SDL_WINDOWEVENT_LEAVE:
            return .input(.pointerLeft(time: seconds(w.timestamp)))
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return .input(.resized(width: Int(w.data1), height: Int(w.data2)))
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
            return .redraw
        default:
            return .ignored
        }
    }

    private static func key(_ k: SDL_KeyboardEvent) -> KeyPress? {
        let mods = SDL_Keymod(UInt32(k.keysym.mod))
        let shift = mods.rawValue & KMOD_SHIFT.rawValue != 0
        let ctrlOrAlt = mods.rawValue & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue) != 0
        let name: KeyPress.Key
        switch Int(k.keysym.sym) {
        case Int(SDLK_ESCAPE.rawValue): name = .escape
        case Int(SDLK_TAB.rawValue): name = .tab
        case Int(SDLK_F1.rawValue): name = .f1
        case Int(SDLK_SLASH.rawValue) where shift: name = .character("?")
        case Int(SDLK_QUESTION.rawValue): name = .character("?")
        case let code where code >= 0x20 && code < 0x7F:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            name = .character(Character(scalar))
        default:
            return nil
        }
        return KeyPress(key: name, isRepeat: k.repeat != 0, hasCommandModifier: ctrlOrAlt)
    }

    /// Alt, Shift and Control as held now (SDL's mouse events don't carry them).
    private static func modifiers() -> InputModifiers {
        let mods = SDL_GetModState().rawValue
        var result: InputModifiers = []
        if mods & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if mods & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mods & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        return result
    }
}

/// The decoder's inverse, for tests that go through SDL's queue or feed the decoder: SDL events built from the
/// app's vocabulary, here because only this file names SDL's event types.
extension SDLInputAdapter {
    /// An `SDL_FINGER*` event of `phase` for finger `fingerID` of device `touchID`, at normalized `x`, `y`.
    static func fingerEvent(
        _ phase: FingerSample.Phase, touchID: Int64, fingerID: Int64, x: Double, y: Double, windowID: UInt32
    ) -> SDL_Event {
        var event = SDL_Event()
        switch phase {
        case .down: event.type = SDL_FINGERDOWN.rawValue
        case .moved: event.type = SDL_FINGERMOTION.rawValue
        case .up: event.type = SDL_FINGERUP.rawValue
        }
        event.tfinger.touchId = touchID
        event.tfinger.fingerId = fingerID
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        event.tfinger.pressure = 1
        event.tfinger.windowID = windowID
        return event
    }

    /// A real mouse's (not a touch's copy) motion to (`x`, `y`) window units with `buttons` held (SDL's button mask;
    /// 0: hovering).
    static func mouseMotionEvent(x: Int32, y: Int32, buttons: UInt32, windowID: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = 0
        event.motion.windowID = windowID
        event.motion.state = buttons
        event.motion.x = x
        event.motion.y = y
        return event
    }

    /// SDL's window leave event for window `windowID`: the pointer left it.
    static func windowLeaveEvent(windowID: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        event.window.windowID = windowID
        return event
    }

    /// A real mouse's (not a touch's copy) button event: `button` pressed or released at (`x`, `y`) window units.
    static func mouseButtonEvent(down: Bool, x: Int32, y: Int32, button: UInt8) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.which = 0
        event.button.button = button
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = x
        event.button.y = y
        return event
    }
}
