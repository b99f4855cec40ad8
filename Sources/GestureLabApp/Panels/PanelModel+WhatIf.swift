import GestureScript

extension PanelModel {
    /// What the window compares beside the scene, as the what-if section shows it.
    enum CompareMode: Equatable, Sendable {
        /// The scene alone.
        case none
        /// The scene without the what-if edits beside the scene with them (the panels' toggle).
        case withoutEdits
        /// An option compared from the command line (`--compare KEY=A,B`); the edits run on both sides.
        case option(String)
    }

    /// The decisions log's entries of the current (or last) gesture: since its first finger went down.
    var gestureDecisions: [DecisionLog.Entry] {
        guard let start = gestureStart else { return [] }
        return log.entries.filter { $0.time >= start }
    }

    /// The recognizer names the edit controls offer as partners, in the panel's order.
    var recognizerNames: [String] { recognizers.map(\.name) }
}
