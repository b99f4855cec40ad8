/// What the window app keeps for touch-only use (issue 20): the toolbar, the two-finger tap, the mouse-as-touch
/// bridge and the UI scale. `App+Tablet.swift` uses it.
final class TabletState {
    let toolbar = TouchToolbar()
    var twoFingerTap = TwoFingerTapDetector()
    var mouse = MouseTouchBridge()
    /// The UI scale once resolved (`--ui-scale`, the panels' setting, or the display's DPI).
    var resolvedScale: Double?
    /// A finger (not SDL's copy of the mouse) has touched the window: the toolbar's handle shows from then on.
    var sawFinger = false

    init() {}
}

/// The UI scale from the display's DPI: 96 dpi is 1 (the desktop convention SDL and X use), in steps of 0.25
/// from 1 to 4, and at least a fitted device's own scale (`--device fit@2` is a HiDPI tablet).
enum UIScale {
    static func automatic(dpi: Double?, fitScale: Double) -> Double {
        var scale = 1.0
        if let dpi, dpi.isFinite, dpi > 0 { scale = ((dpi / 96) * 4).rounded() / 4 }
        return min(4, max(1, max(scale, fitScale)))
    }
}
