import Foundation
@_spi(Benchmarking) import GestureLabApp
import GestureReplay
import GestureScenes
import GestureScript

/// `gesturelab fix`'s search on each seed conflict in its broken state (Resources/Conflicts, with the keep scripts
/// of keep/), wall seconds on all cores; the peer is one plain replay of the same script.
enum FixBench {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/Conflicts").standardizedFileURL.path

    static func rows() -> [BenchRow] {
        let names = [
            "photos-long-image-dismiss", "navigation-edge-pop", "taps-single-waits-for-double", "nested-handoff",
        ]
        let catalog = SceneRegistry.builtIn.catalog
        let keep = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/keep")) ?? []).sorted()
            .compactMap { name in
                (try? TouchScriptParser.parseFile(path: folder + "/keep/" + name, catalog: catalog))
                    .map { FixSearch.Script(path: name, script: $0) }
            }
        return names.map { name in
            let path = folder + "/" + name + ".touches"
            guard let script = try? TouchScriptParser.parseFile(path: path, catalog: catalog) else {
                return BenchRow(figure: "fix search, \(name)", value: .nan, unit: "s", goal: .atMost(10), note: "no script")
            }
            let images = { (script: TouchScript) in ImageCatalogLoader.catalog(paths: script.images).0 }
            let search = FixSearch(
                target: FixSearch.Script(path: path, script: script),
                keep: keep.filter { $0.script.scene == script.scene }, images: images)
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try? search.run()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let replayStart = DispatchTime.now().uptimeNanoseconds
            _ = try? ReplaySession(script: script, images: images(script)).run()
            let replay = Double(DispatchTime.now().uptimeNanoseconds - replayStart) / 1e9
            let tried = (result?.triedSingles ?? 0) + (result?.triedPairs ?? 0) + (result?.triedNarrower ?? 0)
            return BenchRow(
                figure: "fix search, \(name)", value: seconds, unit: "s", goal: .atMost(10),
                note: "\(tried) edits tried, \(result?.fixes.count ?? 0) fixes; one replay "
                    + "\(BenchTable.format(replay * 1000)) ms (\(BenchTable.format(seconds / max(replay, 1e-9))) replays)")
        }
    }
}
