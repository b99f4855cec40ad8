internal import CSDL2
import GestureUIKit
import GestureScenes
import GestureScript

/// The panels' what-if controls at work: the edits put in force (the scene rebuilt as it started), copied as
/// `whatif` lines, and the scene without them shown beside the scene with them.
extension App {
    /// Puts `edits` in force in the running scene; the compared scene (if any) follows the rebuilt lead.
    func setWhatIfEdits(_ edits: [WhatIfEdit]) {
        rebuild { () throws(SceneError) in try host.setWhatIfEdits(edits) }
        features.follow(host)
        Self.log(
            "gesturelab: what-if edits: \(edits.isEmpty ? "none" : edits.map(\.description).joined(separator: "; "))")
    }

    /// The edits in force as `whatif` lines on the clipboard; the toast says how many. Returns the text copied.
    @discardableResult
    func copyWhatIfLines() -> String {
        let edits = host.whatIfEdits
        let text = WhatIfMenu.scriptLines(edits)
        if SDL_SetClipboardText(text) != 0 {
            rendering.toast.post("Copy failed: \(String(cString: SDL_GetError()))")
        } else {
            rendering.toast.post("Copied \(edits.count) whatif line\(edits.count == 1 ? "" : "s")")
        }
        return text
    }

    /// Shows the scene without the what-if edits left of the scene with them (on), or the scene alone (off). An
    /// option compared from the command line (`--compare`) stays: the edits run on both of its sides.
    func setComparesWithoutEdits(_ on: Bool) {
        if on {
            guard features.compare == nil else {
                Self.log("gesturelab: already comparing \(features.compare?.key ?? "")")
                return
            }
            // Both scenes start together: the lead is rebuilt as it started and the follower built beside it.
            rebuild { () throws(SceneError) in try host.reset() }
            do {
                features.compare = try CompareRun(withoutEditsOf: host)
            } catch {
                Self.log("gesturelab: can't build the scene without edits: \(error.message)")
                return
            }
            features.growForCompare(
                window: sdlWindow, options: options, device: host.deviceSize, showsPanels: showsPanels)
        } else {
            guard features.compare?.comparesEdits == true else { return }
            features.compare = nil
        }
        relayout()
        state.requestFrames()
    }

    /// What the panels show of compare mode.
    var panelCompareMode: PanelModel.CompareMode {
        guard let compare = features.compare else { return .none }
        return compare.comparesEdits ? .withoutEdits : .option(compare.key)
    }
}
