/// One platform event decoded once, by `SDLInputAdapter`, into what the app's consumers need.
///
/// The tablet, the panels, the key table and the input translator read `kind` and never the SDL event. The event
/// itself travels only as `platformEvent`, for Dear ImGui's SDL2 backend, which decodes it on its own.
struct DecodedInput {
    /// What the event means to the app.
    enum Kind {
        /// Pointer, finger and window input for the translator (times on the scene's clock).
        case input(InputEvent)
        /// A key pressed: its meaning for the key table, nil for a key the app has no name for.
        case keyDown(KeyPress?)
        /// A key released.
        case keyUp
        /// Text typed (only Dear ImGui reads it).
        case text
        /// SDL's wheel event made from a touch: the panels see a wheel, the scene nothing.
        case syntheticWheel
        /// The window is asked to close.
        case quit
        /// A display was added, removed or changed (a full-screen window refills its display).
        case displayChanged
        /// The render targets or the device were reset: textures must be recreated.
        case renderReset
        /// Something for which the app only needs to draw again (exposed, restored, shown).
        case redraw
        /// Nothing the app uses (another window's events among them).
        case ignored
    }

    /// What the event means.
    var kind: Kind
    /// Seconds of the platform's timestamp (the wall clock, not the scene's).
    var wall: Double
    /// The platform's number of the mouse button pressed or released (1: left); 0 for other events.
    var mouseButton = 0
    /// Whether any mouse button was held during a mouse motion.
    var buttonsHeld = false
    /// The original event for Dear ImGui's platform backend; nil for events the app made (mouse-as-touch).
    var platformEvent: PlatformEvent?

    /// Whether the event is user input the frame panel counts (the mouse, a finger, a key press).
    var isUserInput: Bool {
        switch kind {
        case .input(.mouseDown), .input(.mouseMoved), .input(.mouseUp), .input(.wheel), .syntheticWheel,
            .input(.fingerDown), .input(.fingerMoved), .input(.fingerUp), .keyDown:
            return true
        default:
            return false
        }
    }
}
