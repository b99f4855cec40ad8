import Foundation
@_spi(Benchmarking) import GestureLabApp
import GestureReplay
import GestureScenes
import GestureScript

/// Replay speed: scene seconds replayed per wall second, headless (no rendering), median of 5 runs.
enum ReplayBench {
    static func scriptsFolder() -> String? { BundledResources.scriptsFolder() }

    /// Seconds of scene time and of wall time to replay `path` once.
    static func replay(_ path: String, images: ImageCatalog) throws -> (virtual: Double, wall: Double) {
        let script = try TouchScriptParser.parseFile(path: path, catalog: SceneRegistry.builtIn.catalog)
        let start = DispatchTime.now().uptimeNanoseconds
        let session = try ReplaySession(script: script, images: images)
        _ = session.run()
        return (session.time, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    static func rows() -> [BenchRow] {
        guard let folder = scriptsFolder(), let photos = BundledResources.photosFolder() else {
            return [BenchRow(figure: "replay speed", value: .nan, unit: "x", goal: .atLeast(500), note: "no scripts")]
        }
        let (images, _) = ImageCatalogLoader.catalog(paths: [photos])
        let scripts = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".touches") }.sorted().map { folder + "/" + $0 }
        var rows: [BenchRow] = []
        func speed(_ paths: [String]) -> (speed: Double, virtual: Double)? {
            var speeds: [Double] = []
            var virtual = 0.0
            for _ in 0..<5 {
                var v = 0.0, w = 0.0
                for path in paths {
                    guard let run = try? replay(path, images: images) else { return nil }
                    v += run.virtual
                    w += run.wall
                }
                virtual = v
                speeds.append(v / w)
            }
            return (median(speeds), virtual)
        }
        let nested = scripts.filter { $0.hasSuffix("nested-handoff-coordinated.touches") }
        for (label, paths) in [("nested coordinated demo", nested), ("all \(scripts.count) demo scripts", scripts)] {
            let figure = "replay speed, \(label)"
            if let result = speed(paths) {
                rows.append(BenchRow(figure: figure, value: result.speed, unit: "x real time", goal: .atLeast(500),
                                     note: "\(BenchTable.format(result.virtual)) s of scene time"))
            } else {
                rows.append(BenchRow(figure: figure, value: .nan, unit: "x", goal: .atLeast(500), note: "replay failed"))
            }
        }
        return rows
    }
}
