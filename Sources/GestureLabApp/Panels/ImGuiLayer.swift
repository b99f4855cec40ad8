internal import CSDL2
internal import CImGuiShim
import Foundation
import GestureUIKit

/// An ImGui context drawing into an SDL renderer, through the C shim (`CImGuiShim`); Swift sees no ImGui type.
/// The drawing is the project's own (`ImGuiRenderer`).
///
/// With a window, input comes from forwarded SDL events and the SDL platform backend; without one (headless
/// tests, recordings) the caller gives the display size and mouse to `beginFrame(size:...)`. Widget calls apply
/// to the frame between `beginFrame` and `render`. Render thread only.
final class ImGuiLayer {
    private var context: OpaquePointer?
    private var drawing: ImGuiRenderer?
    /// Whether opaque solid rectangles are drawn as unblended fills (`ImGuiRenderer.fillsOpaqueQuads`).
    var fillsOpaqueQuads = true {
        didSet { drawing?.fillsOpaqueQuads = fillsOpaqueQuads }
    }
    /// Where frames may be drawn without SDL (`ImGuiRenderer.directTarget`).
    var directTarget: (() -> ImGuiDirectTarget?)? {
        didSet { drawing?.directTarget = directTarget }
    }
    /// The frames drawn without SDL so far (`ImGuiRenderer.directFrames`; tests).
    var directFrames: Int { drawing?.directFrames ?? 0 }
    private let renderer: OpaquePointer
    let hasWindow: Bool

    /// A layer drawing with `renderer` (an `SDL_Renderer*`), reading input from `window` (an `SDL_Window*`, or nil).
    init(window: OpaquePointer?, renderer: OpaquePointer, fontPath: String?, fontSize: Double) throws {
        let created: OpaquePointer? =
            if let fontPath {
                fontPath.withCString {
                    gl_imgui_create(
                        UnsafeMutableRawPointer(window), UnsafeMutableRawPointer(renderer), $0, Float(fontSize))
                }
            } else {
                gl_imgui_create(
                    UnsafeMutableRawPointer(window), UnsafeMutableRawPointer(renderer), nil, Float(fontSize))
            }
        guard let created else { throw AppError("can't start Dear ImGui") }
        do {
            drawing = try ImGuiRenderer(renderer: renderer, context: created)
            drawing?.fillsOpaqueQuads = fillsOpaqueQuads
        } catch {
            gl_imgui_destroy(created)
            throw error
        }
        context = created
        self.renderer = renderer
        hasWindow = window != nil
    }

    deinit { close() }

    func close() {
        drawing?.destroy()
        drawing = nil
        gl_imgui_destroy(context)
        context = nil
    }

    /// Forwards an SDL event (a pointer to `SDL_Event`) to the platform backend.
    func process(event: UnsafeRawPointer) {
        guard let context else { return }
        _ = gl_imgui_process_event(context, event)
    }

    /// Starts a frame from the window's state; `deltaTime` seconds (nil: the backend's own clock).
    func beginFrame(deltaTime: Double?) {
        guard let context else { return }
        gl_imgui_new_frame(context, Float(deltaTime ?? 0))
    }

    /// Starts a frame of `width`x`height` with the mouse given by hand.
    func beginFrame(width: Double, height: Double, deltaTime: Double, mouse: (x: Double, y: Double)?, mouseDown: Bool) {
        guard let context else { return }
        let far = -Float.greatestFiniteMagnitude
        gl_imgui_new_frame_manual(
            context, Float(width), Float(height), Float(deltaTime),
            mouse.map { Float($0.x) } ?? far, mouse.map { Float($0.y) } ?? far, mouseDown)
    }

    /// Starts a frame from the window's state with the pointer given by the finger bridge (`FingerPointerBridge`).
    func beginFrame(deltaTime: Double?, pointer: FingerPointerBridge.Frame) {
        guard let context else { return }
        let far = -Float.greatestFiniteMagnitude
        gl_imgui_new_frame_pointer(
            context, Float(deltaTime ?? 0), pointer.position.map { Float($0.x) } ?? far,
            pointer.position.map { Float($0.y) } ?? far, pointer.isDown, pointer.beginsScroll,
            Float(pointer.scrollDelta))
    }

    /// Scales the style and rebuilds the font at `fontSize * scale` (between frames); `touch` pads rows and
    /// buttons for fingers. The rebuilt font atlas is uploaded again (the old texture is freed first: it names
    /// the font in ImGui's draw commands); if that fails the panels draw nothing and the error is returned.
    @discardableResult
    func setScale(_ scale: Double, fontPath: String?, fontSize: Double, touch: Bool) -> AppError? {
        guard let context else { return nil }
        if let fontPath {
            _ = fontPath.withCString { gl_imgui_set_scale(context, $0, Float(fontSize), Float(scale), touch) }
        } else {
            _ = gl_imgui_set_scale(context, nil, Float(fontSize), Float(scale), touch)
        }
        drawing?.destroy()
        drawing = nil
        do {
            drawing = try ImGuiRenderer(renderer: renderer, context: context)
            drawing?.fillsOpaqueQuads = fillsOpaqueQuads
            drawing?.directTarget = directTarget
            return nil
        } catch let error as AppError {
            return error
        } catch {
            return AppError("\(error)")
        }
    }

    /// Whether ImGui's active item follows a drag (slider, scrollbar, scrub area, moved window).
    var activeIsDrag: Bool { context.map { gl_imgui_active_is_drag($0) } ?? false }

    /// Where the slider `label` was last drawn, in ImGui pixels; nil if none was (tests).
    func sliderFrame(_ label: String) -> CGRect? {
        var values: [Float] = [0, 0, 0, 0]
        guard label.withCString({ gl_imgui_slider_rect($0, &values) }) else { return nil }
        return CGRect(x: Double(values[0]), y: Double(values[1]), width: Double(values[2]), height: Double(values[3]))
    }

    /// Where the button or checkbox `label` (its whole label, `##` part included) was last drawn, in ImGui pixels;
    /// nil if none was (tests press it with a finger).
    func itemFrame(_ label: String) -> CGRect? { sliderFrame(label) }

    /// The vertical scroll of the ImGui window `name` (-1 when there is none).
    func scroll(ofWindow name: String) -> Double {
        guard let context else { return -1 }
        return Double(name.withCString { gl_imgui_scroll_of(context, $0) })
    }

    /// Ends the frame and draws it.
    func render() {
        guard let context else { return }
        gl_imgui_render(context)
        drawing?.draw()
    }

    /// Output pixels the next `render()` clears to transparent black first, unless ImGui's first rectangle paints
    /// all of them opaquely (`ImGuiRenderer.clearArea`).
    var clearArea: SDL_Rect? {
        get { drawing?.clearArea }
        set { drawing?.clearArea = newValue }
    }

    /// Whether the next `render()` redraws only the bands of the target whose triangles changed since the frame
    /// drawn last, which the target must still show (`ImGuiRenderer.redrawsChangedBandsOnly`).
    var redrawsChangedBandsOnly: Bool {
        get { drawing?.redrawsChangedBandsOnly ?? false }
        set { drawing?.redrawsChangedBandsOnly = newValue }
    }

    /// Whether the next `render()` keeps its frame's band hashes for a banded render after it
    /// (`ImGuiRenderer.keepsBands`).
    var keepsBands: Bool {
        get { drawing?.keepsBands ?? false }
        set { drawing?.keepsBands = newValue }
    }

    /// The target rows the last `render()` redrew; nil when it drew the whole frame.
    var redrawnRows: [Range<Int>]? { drawing?.redrawnRows }

    /// Forgets the frame drawn last: the next banded render draws all of its frame.
    func forgetDrawnFrame() { drawing?.forgetDrawnFrame() }

    /// Whether ImGui wants the mouse (the pointer is over a panel or a drag started on one).
    var wantsMouse: Bool { context.map { gl_imgui_want_capture_mouse($0) } ?? false }
    /// Whether a text field has the keyboard.
    var wantsTextInput: Bool { context.map { gl_imgui_want_text_input($0) } ?? false }
    /// Vertices drawn in the last frame.
    var vertexCount: Int { context.map { Int(gl_imgui_vertex_count($0)) } ?? 0 }
}

/// ImGui's IM_COL32: 0xAABBGGRR from 0–255 components.
func imColor(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> UInt32 {
    UInt32(a & 255) << 24 | UInt32(b & 255) << 16 | UInt32(g & 255) << 8 | UInt32(r & 255)
}
