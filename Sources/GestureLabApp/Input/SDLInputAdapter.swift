internal import CSDL2

/// Maps SDL events to the app's narrow input types; the only input code that sees SDL.
enum SDLInputAdapter {
    /// What one SDL event means to the app.
    enum Translated {
        case input(InputEvent)
        case key(KeyPress)
        case quit
        /// The render targets or the device were reset: textures must be recreated.
        case renderReset
        /// Something for which the app only needs to draw again (exposed, restored, a decode landed).
        case redraw
        case ignored
    }

    /// The app's meaning of `event`. `seconds` converts SDL's millisecond timestamps to the scene clock;
    /// `windowID` filters window events for other windows.
    static func translate(_ event: SDL_Event, windowID: UInt32, seconds: (UInt32) -> Double) -> Translated {
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
            guard w.which != UInt32.max else { return .ignored }
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
            return key(event.key)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .renderReset
        default:
            return .ignored
        }
    }

    private static func windowEvent(_ w: SDL_WindowEvent, windowID: UInt32, seconds: (UInt32) -> Double) -> Translated {
        guard w.windowID == windowID else { return .ignored }
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return .input(.focusLost(time: seconds(w.timestamp)))
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            return .input(.minimized(time: seconds(w.timestamp)))
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return .input(.resized(width: Int(w.data1), height: Int(w.data2)))
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
            return .redraw
        default:
            return .ignored
        }
    }

    private static func key(_ k: SDL_KeyboardEvent) -> Translated {
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
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return .ignored }
            name = .character(Character(scalar))
        default:
            return .ignored
        }
        return .key(KeyPress(key: name, isRepeat: k.repeat != 0, hasCommandModifier: ctrlOrAlt))
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
