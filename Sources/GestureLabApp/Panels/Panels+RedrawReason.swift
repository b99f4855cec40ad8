extension Panels {
    /// Why a frame redrew the cached column (`Panels.draw`): what the frame log (`FrameLog`) prints, and what the
    /// redraw budget (`PanelRefreshBudget`) tells apart. Only `smoothValues` may wait.
    enum RedrawReason: String {
        /// Input to the panels, or a control that changed what they show.
        case input
        /// A change of state: a recognizer's state or reason, an option, the screen, a finger down or up.
        case stateChange = "state"
        /// A log entry (the old rule, `usesRedrawShortcuts` off).
        case logEntry = "log"
        /// Smooth values (time, offsets) at the periodic refresh.
        case smoothValues = "periodic"
        /// A whole frame needs the cached target, which an in-place redraw left behind.
        case targetBehind = "target-behind"
    }
}
