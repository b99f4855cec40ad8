internal import CSDL2

/// `--mouse-as-touch`: turns the mouse's primary button into a touchscreen finger, as SDL events.
///
/// `SDL_MOUSE_TOUCH_EVENTS=1` makes SDL send finger events for the mouse, but marks them with
/// `SDL_MOUSE_TOUCHID`, and the app drops those as duplicates. With this flag the app instead rewrites each mouse
/// press, drag and release into `SDL_FINGERDOWN/MOTION/UP` of its own touch device, before anything else sees it,
/// so the whole touch path runs: the toolbar, the panels' finger bridge, the two-finger tap, the scene's touches.
/// Motion with no button held and other buttons are dropped (a finger can't hover); the wheel stays a wheel.
struct MouseTouchBridge {
    /// The touch device id the bridge's finger uses; never a real SDL device, so never "unplugged". Tests push
    /// their finger events with it too.
    static let touchID: Int64 = 0x4D54_4F55_4348  // "MTOUCH"
    static let fingerID: Int64 = 1

    private var isDown = false

    init() {}

    /// The finger event for `event` when it is the mouse; `event` itself otherwise; nil when dropped.
    /// `windowSize`: window units, to normalize positions as SDL does for fingers.
    mutating func translate(_ event: SDL_Event, windowSize: (width: Int, height: Int)) -> SDL_Event? {
        let type = SDL_EventType(event.type)
        let width = Float(max(1, windowSize.width)), height = Float(max(1, windowSize.height))
        func finger(_ kind: SDL_EventType, x: Int32, y: Int32, dx: Int32 = 0, dy: Int32 = 0, time: UInt32) -> SDL_Event
        {
            var out = SDL_Event()
            out.tfinger.type = kind.rawValue
            out.tfinger.timestamp = time
            out.tfinger.touchId = Self.touchID
            out.tfinger.fingerId = Self.fingerID
            out.tfinger.x = min(max(Float(x) / width, 0), 1)
            out.tfinger.y = min(max(Float(y) / height, 0), 1)
            out.tfinger.dx = Float(dx) / width
            out.tfinger.dy = Float(dy) / height
            out.tfinger.pressure = 1
            out.tfinger.windowID = event.button.windowID
            return out
        }
        switch type {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.which != UInt32.max else { return nil }  // SDL's mouse-from-touch duplicate
            guard Int32(b.button) == SDL_BUTTON_LEFT else { return nil }
            if type == SDL_MOUSEBUTTONDOWN {
                guard !isDown else { return nil }
                isDown = true
                return finger(SDL_FINGERDOWN, x: b.x, y: b.y, time: b.timestamp)
            }
            guard isDown else { return nil }
            isDown = false
            return finger(SDL_FINGERUP, x: b.x, y: b.y, time: b.timestamp)
        case SDL_MOUSEMOTION:
            let m = event.motion
            guard m.which != UInt32.max, isDown else { return nil }
            return finger(SDL_FINGERMOTION, x: m.x, y: m.y, dx: m.xrel, dy: m.yrel, time: m.timestamp)
        default:
            return event
        }
    }
}
