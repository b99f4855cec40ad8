/// `--mouse-as-touch`: turns the mouse's primary button into a touchscreen finger, on decoded input.
///
/// `SDL_MOUSE_TOUCH_EVENTS=1` makes SDL send finger events for the mouse, but marks them with
/// `SDL_MOUSE_TOUCHID`, and the app drops those as duplicates. With this flag the app instead rewrites each mouse
/// press, drag and release, as `SDLInputAdapter` decoded it, into a finger down, moved and up of its own touch
/// device, before anything else sees it, so the whole touch path runs: the toolbar, the panels' finger bridge, the
/// two-finger tap, the scene's touches. Motion with no button held and other buttons are dropped (a finger can't
/// hover); the wheel stays a wheel. The finger carries no event for Dear ImGui (its SDL2 backend reads no fingers).
struct MouseTouchBridge {
    /// The touch device id the bridge's finger uses; never a real SDL device, so never "unplugged". Tests push
    /// their finger events with it too.
    static let touchID: Int64 = 0x4D54_4F55_4348  // "MTOUCH"
    /// The bridge's one finger.
    static let fingerID: Int64 = 1

    private var isDown = false

    init() {}

    /// The finger input for `input` when it is the mouse; `input` itself otherwise; nil when dropped.
    /// `windowSize`: window units, to normalize positions as SDL does for fingers.
    mutating func translate(_ input: DecodedInput, windowSize: (width: Int, height: Int)) -> DecodedInput? {
        let width = Float(max(1, windowSize.width)), height = Float(max(1, windowSize.height))
        func finger(_ phase: FingerSample.Phase, x: Double, y: Double, time: Double) -> DecodedInput {
            // Float arithmetic, as SDL's finger events carry it.
            let fx = Double(min(max(Float(x) / width, 0), 1)), fy = Double(min(max(Float(y) / height, 0), 1))
            let (touch, id) = (Self.touchID, Self.fingerID)
            let event: InputEvent
            switch phase {
            case .down: event = .fingerDown(touchID: touch, fingerID: id, x: fx, y: fy, time: time, synthetic: false)
            case .moved: event = .fingerMoved(touchID: touch, fingerID: id, x: fx, y: fy, time: time, synthetic: false)
            case .up: event = .fingerUp(touchID: touch, fingerID: id, x: fx, y: fy, time: time, synthetic: false)
            }
            return DecodedInput(kind: .input(event), wall: input.wall)
        }
        guard case .input(let event) = input.kind else { return input }
        switch event {
        case .mouseDown(let button, let x, let y, _, let time, let synthetic):
            guard !synthetic, button == .primary, !isDown else { return nil }
            isDown = true
            return finger(.down, x: x, y: y, time: time)
        case .mouseUp(let button, let x, let y, _, let time, let synthetic):
            guard !synthetic, button == .primary, isDown else { return nil }
            isDown = false
            return finger(.up, x: x, y: y, time: time)
        case .mouseMoved(let x, let y, _, let time, let synthetic):
            guard !synthetic, isDown else { return nil }
            return finger(.moved, x: x, y: y, time: time)
        default:
            return input
        }
    }
}
