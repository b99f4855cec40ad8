internal import CImGuiShim
import Foundation
import GestureUIKit
import GestureScenes

/// The panels under a finger, and the panels as an overlay when the device fills the screen.
///
/// ImGui 1.86 has no touch source: a finger the panels own is fed to `FingerPointerBridge`, which gives ImGui
/// its mouse each frame, so sliders and scrollbars follow the finger and other drags scroll. The real mouse
/// (non-synthetic motion or a button) takes ImGui back to the SDL backend's own mouse.
extension Panels {
    /// The ImGui window name of the overlay (tests read its scroll).
    static let overlayWindowName = "GestureLab###panels-overlay"
    /// The overlay's background opacity: the scene shows through.
    static let overlayAlpha = 0.8

    /// Notes which pointer drives ImGui: a real finger or the mouse.
    func noteFinger(_ event: DecodedInput) {
        switch event.kind {
        case .input(.fingerDown(_, _, _, _, _, let synthetic)):
            if !synthetic { fingerDriven = true }
        case .input(.mouseMoved(_, _, _, _, let synthetic)) where !synthetic:
            fingerDriven = false
        case .input(.mouseDown(_, _, _, _, _, let synthetic)) where !synthetic:
            fingerDriven = false
        default:
            break
        }
    }

    private func point(_ f: FingerSample, _ windowSize: CGSize) -> CGPoint {
        CGPoint(x: f.x * windowSize.width, y: f.y * windowSize.height)
    }

    func pressFinger(_ f: FingerSample, windowSize: CGSize) {
        // One finger drives the panels; others are held, not fed. SDL's touch-from-mouse copies never drive them.
        guard !finger.isActive, !f.synthetic else { return }
        finger.press(at: point(f, windowSize))
        drivingFinger = f.fingerID
    }

    func moveFinger(_ f: FingerSample, windowSize: CGSize) {
        guard drivingFinger == f.fingerID else { return }
        finger.move(to: point(f, windowSize), activeIsDrag: imgui.activeIsDrag)
    }

    func releaseFinger(_ f: FingerSample, windowSize: CGSize) {
        guard drivingFinger == f.fingerID else { return }
        finger.release(at: point(f, windowSize))
        drivingFinger = nil
    }

    /// Starts a window frame: with the finger's pointer when a finger drives ImGui, else the backend's mouse.
    func beginWindowFrame(deltaTime: Double?) {
        if fingerDriven {
            imgui.beginFrame(deltaTime: deltaTime, pointer: finger.nextFrame())
        } else {
            imgui.beginFrame(deltaTime: deltaTime)
        }
    }

    /// Whether the panels want frames: a finger is on them or its last frames are pending.
    var needsFingerFrames: Bool { fingerDriven && finger.hasPendingFrames }

    /// Draws the panels as a translucent, movable, collapsible window over the scene (`overlay` must be set), on a
    /// screen of `screen` window units. Drawn every frame (no cache: the scene moves beneath it). Returns the
    /// actions asked for.
    func drawOverlay(host: SceneHost, screen: CGSize, isPaused: Bool, deltaTime: Double?) -> [PanelAction] {
        guard var layout = overlay else { return [] }
        // The host's scenes, a user's included (the column sets them in `draw(host:...)`; the overlay did not, so a
        // user's scenes were missing from the floating panels' scene buttons).
        sceneNames = host.sceneNames
        if let tuning = tuningOverride, host.window.tuning != tuning { host.window.tuning = tuning }
        model.wantsGraph = viewState.showsGraph
        model.update(window: host.window, scene: host.scene)
        layout.update(screen: screen, scale: uiScale)
        if imgui.hasWindow {
            beginWindowFrame(deltaTime: deltaTime)
        } else {
            let pointer = finger.nextFrame()
            imgui.beginFrame(
                width: screen.width, height: screen.height, deltaTime: deltaTime ?? 1.0 / 60,
                mouse: pointer.position.map { ($0.x, $0.y) }, mouseDown: pointer.isDown)
        }
        let place = layout.needsPlacement
        var drawn = CGRect(x: 0, y: 0, width: 0, height: 0)
        var collapsed = false, moving = false
        let frame = layout.placedFrame
        let actions = drawView(in: frame, isPaused: isPaused) { x, y, width, height in
            var values: [Float] = [0, 0, 0, 0]
            let open = gl_begin_overlay_window(
                Self.overlayWindowName, Float(x), Float(y), Float(width), Float(height),
                place, Float(Self.overlayAlpha), &values, &collapsed, &moving)
            drawn = CGRect(
                x: Double(values[0]), y: Double(values[1]), width: Double(values[2]), height: Double(values[3]))
            return open
        }
        layout.noteDrawn(frame: drawn, collapsed: collapsed, moving: moving)
        overlay = layout
        return actions
    }
}
