import GestureUIKit
import GestureScript

/// A change the panels ask for; the app applies it through the scene's option API and the window's tuning.
enum PanelAction: Equatable, Sendable {
    /// `scene.setOption(key, value)` (a start option rebuilds the scene).
    case setOption(key: String, value: String)
    /// `window.tuning = tuning` (the physics sliders and "reset to UIKit").
    case setTuning(GestureTuning)
    case switchScene(Int)
    case togglePause
    case stepFrame
    case resetScene
    case screenshot
    /// The panels' and the toolbar's UI scale; nil: automatic (the display's DPI).
    case setUIScale(Double?)
    /// Write the timeline from `start` to `end` (seconds of scene time) as SVG, as `replay --timeline` draws it.
    case exportTimeline(start: Double, end: Double)
    /// `host.setWhatIfEdits(edits)`: these what-if edits in force, the scene rebuilt as it started.
    case setWhatIfEdits([WhatIfEdit])
    /// The edits in force to the clipboard as `whatif` lines (`WhatIfMenu.scriptLines`).
    case copyWhatIfLines
    /// Shows the scene without the what-if edits beside the scene with them (on), or the scene alone (off).
    case compareWithoutEdits(Bool)
}
