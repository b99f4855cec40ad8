import Foundation
import GestureReplay

extension App {
    /// The panels' "Export SVG": the timeline from `start` to `end` as `replay --timeline` draws it, written to
    /// `gesturelab-timeline-SCENE-STAMP.svg` in `options.exportFolder` (default: the current folder). The stamp
    /// (wall milliseconds, as screenshots') only names the file; the timeline itself is in scene time.
    ///
    /// Returns the path written, or nil (no panels, or the write failed: said on standard error and on screen).
    @discardableResult
    func exportTimeline(from start: Double, to end: Double) -> String? {
        guard let panels else { return nil }
        let folder = options.exportFolder ?? FileManager.default.currentDirectoryPath
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let path = folder + "/gesturelab-timeline-\(host.sceneName)-\(stamp).svg"
        do {
            try ReportFile.write(panels.model.timelineSVG(from: start, to: end), to: path)
        } catch {
            Self.log("gesturelab: timeline export failed: \(error.description)")
            rendering.toast.post("Timeline export failed: \(error.description)")
            state.requestFrames()
            return nil
        }
        Self.log("gesturelab: saved \(path)")
        rendering.toast.post("Timeline saved: \(path)")
        state.requestFrames()
        return path
    }
}
