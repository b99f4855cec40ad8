import GestureUIKit

/// Keyboard modifiers held during a pointer event.
struct InputModifiers: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let alt = InputModifiers(rawValue: 1)
    static let shift = InputModifiers(rawValue: 2)
    static let control = InputModifiers(rawValue: 4)
}

/// A mouse button, as far as the app cares: only the primary one is a finger.
enum MouseButton: Sendable, Equatable { case primary, other }

/// One input event from the platform, in the narrow form the input translator understands (no SDL types).
///
/// Pointer positions are in window coordinates (SDL's screen units, not necessarily pixels); finger positions
/// are normalized 0...1 across the window, as SDL reports them. `time` is seconds on the scene's clock.
/// `synthetic` marks SDL's duplicates: mouse events made from touches (`which == SDL_TOUCH_MOUSEID`) and touch
/// events made from the mouse (`touchId == SDL_MOUSE_TOUCHID`). The translator drops them.
enum InputEvent: Sendable, Equatable {
    case mouseDown(button: MouseButton, x: Double, y: Double, modifiers: InputModifiers, time: Double, synthetic: Bool)
    case mouseMoved(x: Double, y: Double, modifiers: InputModifiers, time: Double, synthetic: Bool)
    case mouseUp(button: MouseButton, x: Double, y: Double, modifiers: InputModifiers, time: Double, synthetic: Bool)
    /// Wheel or trackpad scroll, in notches: `dy > 0` scrolls up (shows content above), `dx > 0` to the right.
    /// `x`, `y`: the pointer, in window coordinates.
    case wheel(dx: Double, dy: Double, x: Double, y: Double, time: Double)
    case fingerDown(touchID: Int64, fingerID: Int64, x: Double, y: Double, time: Double, synthetic: Bool)
    case fingerMoved(touchID: Int64, fingerID: Int64, x: Double, y: Double, time: Double, synthetic: Bool)
    case fingerUp(touchID: Int64, fingerID: Int64, x: Double, y: Double, time: Double, synthetic: Bool)
    /// The window lost keyboard focus (the app resigns active).
    case focusLost(time: Double)
    case minimized(time: Double)
    /// The pointer left the window (SDL's window leave event): hovering ends.
    case pointerLeft(time: Double)
    /// The window's size in window coordinates changed.
    case resized(width: Int, height: Int)
    /// The touch devices now attached (SDL2 sends no event when one is unplugged; the app polls while fingers are
    /// down). Fingers of a device that is gone are cancelled.
    case touchDevices(present: Set<Int64>, time: Double)
}
