import Foundation
import GestureUIKit

/// What one frame of the window shows, as `App` hands it to its renderer half (`RendererBackend.drawFrame`).
///
/// Gathered from the app's state at the start of a frame: the renderer half reads nothing else of `App`.
struct FrameInput {
    /// The scene, already advanced to the frame's time.
    let host: SceneHost
    /// Where the Alt key's hover discs go (`InputTranslator.hoverPoints`).
    let hoverPoints: [CGPoint]
    /// Seconds on the app's clock: the spinner's phase, the status line's refresh, the toast, the panels' timing.
    let wall: Double
    let isPaused: Bool
    let showsPanels: Bool
    let showsHelp: Bool
    /// The size of the panels when they start (`App.uiScale`).
    let uiScale: Double
    /// What is compared beside the scene (the panels' what-if section offers comparing the edits when nothing is).
    var compare: PanelModel.CompareMode = .none
}
