internal import CSDL2
import GestureUIKit

/// The window app by finger, as one component: mouse-as-touch, the touch toolbar, the two-finger tap and
/// the UI scale of the panels and the toolbar.
///
/// `App` hands it every decoded input first (`take(_:context:)`, `Tablet+Toolbar.swift`), the finger events the panels
/// left to the scene (`noteSceneTouch(_:)`), and has it draw the toolbar last (`draw(with:output:context:)`); what
/// a toolbar button asks comes back as a `ToolbarItem.Action` for `App` to carry out. Render thread only.
final class Tablet {
    let toolbar = TouchToolbar()
    var twoFingerTap = TwoFingerTapDetector()
    var mouse = MouseTouchBridge()
    /// The UI scale once resolved (`--ui-scale`, the panels' setting, or the display's DPI).
    var resolvedScale: Double?
    /// A finger (not SDL's copy of the mouse) has touched the window: the toolbar's handle shows from then on.
    var sawFinger = false
    /// The window it reads sizes and the display's DPI from (owned by the platform backend).
    let window: SDLWindow
    /// `--mouse-as-touch`, `--fullscreen`, `--device fit@S`, `--ui-scale`.
    let options: AppOptions

    init(window: SDLWindow, options: AppOptions) {
        self.window = window
        self.options = options
    }

    /// The UI scale of the panels and the toolbar (`--ui-scale`, the panels' setting, else the display's DPI).
    var uiScale: Double {
        if let scale = resolvedScale { return scale }
        let scale = options.uiScale ?? automaticUIScale
        resolvedScale = scale
        return scale
    }

    private var automaticUIScale: Double {
        var ddpi: Float = 0
        let index = window.handle.map { max(0, SDL_GetWindowDisplayIndex($0)) } ?? 0
        let dpi = SDL_GetDisplayDPI(index, &ddpi, nil, nil) == 0 ? Double(ddpi) : nil
        return UIScale.automatic(dpi: dpi, fitScale: options.fitsDeviceToWindow ? options.fitScale : 1)
    }

    /// Sets the UI scale (nil: automatic). The panels must start again at the new size (`App.setUIScale`).
    func setUIScale(_ scale: Double?) {
        resolvedScale = scale ?? automaticUIScale
    }
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
