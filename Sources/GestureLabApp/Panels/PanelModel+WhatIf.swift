import Foundation
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

    /// The decisions log's entries of the current (or last) gesture: since its first finger went down, without a
    /// gesture going on in its state (`changed → changed`, which a pan logs with every move).
    var gestureDecisions: [DecisionLog.Entry] {
        guard let start = gestureStart else { return [] }
        return log.entries.filter { entry in
            guard entry.time >= start else { return false }
            let sides = entry.what.split(separator: "→").map { $0.trimmingCharacters(in: .whitespaces) }
            return sides.count != 2 || sides[0] != sides[1]
        }
    }

    /// The recognizer names the edit controls offer as partners, in the panel's order.
    var recognizerNames: [String] { recognizers.map(\.name) }
}
