internal import CSDL2
import Foundation
import GestureUIKit

/// The tablet's event path and toolbar: mouse-as-touch, the toolbar's fingers, the two-finger tap, and drawing.
///
/// `App` calls `take(_:context:)` first with every decoded input, `noteSceneTouch(_:)` for the finger events the panels
/// left to the scene, and `draw(with:output:context:)` after everything else is drawn. `context` gives the scene's
/// state the toolbar shows; it is asked only when the toolbar needs it.
extension Tablet {
    /// What became of an input at the tablet.
    enum Outcome {
        /// The input the rest of the loop sees (the mouse as a finger with `--mouse-as-touch`).
        case event(DecodedInput)
        /// The toolbar took it, or it was the mouse's hover: nobody else sees it.
        case taken
        /// A tap on a toolbar button: `App` carries the action out, then calls `refresh(context:)`.
        case action(ToolbarItem.Action)
    }

    /// Passes `original` through mouse-as-touch and the toolbar. A display change refills a full-screen window.
    func take(_ original: DecodedInput, context: () -> ToolbarItem.Context) -> Outcome {
        var event = original
        if options.mouseAsTouch {
            guard let finger = mouse.translate(original, windowSize: window.size) else { return .taken }
            event = finger
        }
        if case .displayChanged = event.kind, options.fullscreen, let handle = window.handle {
            FullscreenPlacement.refill(handle, currentSize: window.size)
        }
        return toolbarTakes(event, context: context)
    }

    /// Whether the toolbar's handle is there: on a fitted device (a tablet), with `--mouse-as-touch`, when SDL knows
    /// a touchscreen, or once a finger touched the window. A desktop with only a mouse keeps its keys and an
    /// unobstructed device.
    var toolbarAvailable: Bool {
        options.fitsDeviceToWindow || options.mouseAsTouch || sawFinger || toolbar.isShown
            || SDL_GetNumTouchDevices() > 0
    }

    /// Window units to toolbar points.
    private func toolbarPoint(_ f: FingerSample) -> CGPoint {
        let size = window.size
        return CGPoint(x: f.x * Double(size.width) / uiScale, y: f.y * Double(size.height) / uiScale)
    }

    private static func touchKey(_ f: FingerSample) -> Int64 { f.touchID &* 1_000_003 &+ f.fingerID }

    /// Feeds a finger to the toolbar: `.event` when it is not the toolbar's (the panels and the scene see it).
    private func toolbarTakes(_ event: DecodedInput, context: () -> ToolbarItem.Context) -> Outcome {
        guard let f = event.finger, !f.synthetic else { return .event(event) }
        if f.phase == .down { sawFinger = true }
        guard toolbarAvailable else { return .event(event) }
        refresh(context: context())
        let result: TouchToolbar.TouchResult
        switch f.phase {
        case .down: result = toolbar.touchDown(Self.touchKey(f), at: toolbarPoint(f))
        case .moved: result = toolbar.touchMoved(Self.touchKey(f))
        case .up: result = toolbar.touchUp(Self.touchKey(f), at: toolbarPoint(f))
        }
        switch result {
        case .notMine: return .event(event)
        case .taken: return .taken
        case .action(let action): return .action(action)
        }
    }

    /// Watches the scene's fingers for a two-finger tap, which shows or hides the toolbar.
    func noteSceneTouch(_ event: DecodedInput) {
        guard let f = event.finger, !f.synthetic else { return }
        let time = event.wall
        switch f.phase {
        case .down: twoFingerTap.down(Self.touchKey(f), at: toolbarPoint(f), time: time)
        case .moved: twoFingerTap.moved(Self.touchKey(f), to: toolbarPoint(f))
        case .up:
            if twoFingerTap.up(Self.touchKey(f), at: toolbarPoint(f), time: time) { toolbar.toggle() }
        }
    }

    /// Lays the toolbar out for the scene's state (`context`) and the window's size.
    func refresh(context: ToolbarItem.Context) {
        let size = window.size
        toolbar.update(
            items: ToolbarItem.items(for: context),
            screen: CGSize(width: Double(size.width) / uiScale, height: Double(size.height) / uiScale))
    }

    /// The toolbar's drawing over an output of `output` pixels, laid out for `context` first; nil when it is not
    /// shown. The renderer draws it last, over everything (`RendererBackend.drawFrame`).
    func drawing(output: (width: Int, height: Int), context: () -> ToolbarItem.Context) -> ToolbarDrawing? {
        guard toolbarAvailable else { return nil }
        refresh(context: context())
        var list = DisplayList()
        toolbar.draw(into: &list)
        let window = window.size
        let ppu = window.width > 0 ? Double(output.width) / Double(window.width) : 1
        let scale = uiScale * ppu
        return ToolbarDrawing(
            list: list,
            viewport: DeviceViewport(
                size: CGSize(width: Double(output.width) / scale, height: Double(output.height) / scale),
                scale: scale, origin: .zero))
    }
}

/// The touch toolbar's display list and where it goes: over the whole output, drawn after everything else.
struct ToolbarDrawing {
    var list: DisplayList
    var viewport: DeviceViewport

    /// Whether it draws what `other` drew: a frame that keeps the window's pixels then redraws it only where it
    /// redrew what is under it.
    func drawsTheSame(as other: ToolbarDrawing?) -> Bool {
        guard let other else { return false }
        return viewport == other.viewport && list.commands == other.list.commands
    }
}
