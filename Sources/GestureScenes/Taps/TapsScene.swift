import GestureCore

/// The `taps` scene: single tap, double tap, long press and pan on one card.
///
/// The seed problem: without a failure requirement a single tap fires on the first tap of every double tap.
/// `single-waits-for-double=on` writes what an iOS app writes: `singleTap.require(toFail: doubleTap)`, which
/// delays the single tap by the double-tap interval (0.35 s) and makes it fail when a double tap is recognized.
public final class TapsScene: Scene {
    public static let description = SceneDescription(
        name: "taps",
        title: "Tap, double tap, long press and pan",
        problem: "A single tap fires before a double tap unless it requires the double tap to fail. "
            + "With the requirement it waits 0.35 s for a second tap, which is the price of the fix.",
        options: [
            SceneOptionSpec(key: "single-waits-for-double", kind: .choice(["on", "off"]), defaultValue: "on",
                            summary: "card.singleTap requires card.doubleTap to fail"),
        ],
        mainFix: ("single-waits-for-double", "off", "on"),
        recognizers: ["card.singleTap", "card.doubleTap", "card.longPress", "card.pan"],
        scrollViews: [],
        actions: ["singleTap", "doubleTap", "longPress", "panEnded"])

    /// Points: the card's side.
    static let cardSide = 300.0

    private let context: SceneContext
    private let card: View
    private let caption: Label
    let singleTap = TapGestureRecognizer(name: "card.singleTap", taps: 1)
    let doubleTap = TapGestureRecognizer(name: "card.doubleTap", taps: 2)
    let longPress = LongPressGestureRecognizer(name: "card.longPress")
    let pan = PanGestureRecognizer(name: "card.pan")
    private var singleWaitsForDouble = true
    private var springBack: Animator.Token?
    private var restingCenter = Point.zero

    public init(context: SceneContext, options: [String: String]) throws(SceneError) {
        self.context = context
        let window = context.window
        window.backgroundColor = Color.systemGray6
        card = View(frame: .zero, name: "card")
        card.backgroundColor = Color.systemBlue
        card.cornerRadius = 24
        caption = Label(text: "Tap, double tap, hold or drag", fontSize: 17, color: .white, alignment: .center)
        card.addSubview(caption)
        window.addSubview(card)
        [singleTap, doubleTap, longPress, pan].forEach(card.addGestureRecognizer)
        singleTap.addTarget { [weak self] _ in self?.didTap("singleTap", "Single tap") }
        doubleTap.addTarget { [weak self] _ in self?.didTap("doubleTap", "Double tap") }
        longPress.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.didTap("longPress", "Long press") }
        }
        pan.addTarget { [weak self] recognizer in self?.didPan(recognizer) }
        layout()
        for (key, value) in options { try setOption(key, to: value) }
    }

    public func setOption(_ key: String, to value: String) throws(SceneError) {
        try Self.description.validate(key: key, value: value)
        singleWaitsForDouble = value == "on"
        if singleWaitsForDouble {
            singleTap.require(toFail: doubleTap)
        } else {
            singleTap.removeFailureRequirements()
        }
    }

    public var optionValues: [(key: String, value: String)] {
        [("single-waits-for-double", singleWaitsForDouble ? "on" : "off")]
    }

    public var screenName: String { "card" }
    public var navigationDepth: Int { 1 }
    public var scrollViewReports: [ScrollViewReport] { [] }
    public var isAnimating: Bool { springBack.map(context.window.animator.isRunning) ?? false }

    private func layout() {
        let size = context.window.bounds.size
        let side = min(Self.cardSide, size.width - 20, size.height - 20)
        restingCenter = Point(x: size.width / 2, y: size.height / 2)
        card.frame = Rect(x: restingCenter.x - side / 2, y: restingCenter.y - side / 2, width: side, height: side)
        caption.frame = Rect(x: 0, y: side / 2 - 20, width: side, height: 40)
    }

    private func didTap(_ action: String, _ text: String) {
        caption.text = text
        context.emit(action)
    }

    private func didPan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            if let token = springBack { context.window.animator.cancel(token) }
            let t = pan.translation(in: context.window)
            card.center = restingCenter + t
        case .ended, .cancelled:
            if pan.state == .ended { context.emit("panEnded") }
            let from = card.center
            let to = restingCenter
            springBack = context.window.animator.animate(
                .spring(dampingRatio: 0.7, response: 0.4, initialVelocity: 0),
                update: { [weak self] p in
                    self?.card.center = Point(x: Window.interpolate(from.x, to.x, p), y: Window.interpolate(from.y, to.y, p))
                })
        default:
            break
        }
    }
}
