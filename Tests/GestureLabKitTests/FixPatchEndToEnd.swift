import Foundation
import GestureLabTestSupport
import Testing

/// Issue 42's `fix --patch` and `--apply`, as a step of `NewPackageEndToEndTests` (one build of the new package):
/// the reused-cell feed (`ReusedCellFeedScene.swift`, this target's own file, unchanged) pasted into the package
/// with its script under `Fixes/`; after the build, `fix --patch` writes a diff that `patch -p1` accepts, `fix
/// --apply` writes the same change (the original kept), the package builds again and the script passes. Then the
/// same for a cell that is not its recognizer's delegate (`ElsewhereCellFeedScene.swift`, script under `CellFixes/`),
/// whose fix goes in the data source's `cellForRowAt`.
enum FixPatchEndToEnd {
    static let sceneFile = BuiltProducts.packageRoot + "/Tests/GestureLabKitTests/ReusedCellFeedScene.swift"
    /// A feed whose cell is not its press's delegate: its fix goes in the data source's `cellForRowAt`.
    static let elsewhereFile = BuiltProducts.packageRoot + "/Tests/GestureLabKitTests/ElsewhereCellFeedScene.swift"

    /// Pastes the feed into `package` (executable target `name`) and lists its scene in `main.swift`.
    static func paste(into package: String, name: String) throws {
        let folder = package + "/Sources/\(name)/Feed"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sceneFile, toPath: folder + "/ReusedCellFeedScene.swift")
        try FileManager.default.createDirectory(atPath: package + "/Fixes", withIntermediateDirectories: true)
        try ReusedCellFixTests.script.write(toFile: package + "/Fixes/feed.touches", atomically: true, encoding: .utf8)
        let main = package + "/Sources/\(name)/main.swift"
        let text = try String(contentsOfFile: main, encoding: .utf8)
        try #require(text.contains("GestureLab.main(scenes: ["))
        try FileManager.default.copyItem(atPath: elsewhereFile, toPath: folder + "/ElsewhereCellFeedScene.swift")
        try FileManager.default.createDirectory(atPath: package + "/CellFixes", withIntermediateDirectories: true)
        try ElsewhereCellFixTests.script.write(
            toFile: package + "/CellFixes/elsewhere.touches", atomically: true, encoding: .utf8)
        let scenes = "GestureLab.main(scenes: [ReusedCellFeedScene.self, ElsewhereCellFeedScene.self, "
        try text.replacingOccurrences(of: "GestureLab.main(scenes: [", with: scenes)
            .write(toFile: main, atomically: true, encoding: .utf8)
    }

    /// After the package's build: patch, apply, build again, replay.
    static func check(package: String, name: String) async throws {
        let binary = package + "/.build/debug/\(name)"
        // gesturelab-port is built next to this checkout's gesturelab, not in the user's package.
        let tools = (try BuiltProducts.requireGesturelab() as NSString).deletingLastPathComponent
        let path = tools + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let cell = "Sources/\(name)/Feed/ReusedCellFeedScene.swift"
        let original = try String(contentsOfFile: package + "/" + cell, encoding: .utf8)
        let before = try await Subprocess.run(binary, ["test", "Fixes"], currentDirectory: package, timeout: 120)
        #expect(before.status != 0, "the feed's script fails before the fix:\n\(before.stdout)")

        let patch = try await Subprocess.run(binary, ["fix", "Fixes/feed.touches", "--patch", "fix.diff", "--jobs", "2"],
                                       environment: ["PATH": path], currentDirectory: package, timeout: 300)
        #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
        #expect(patch.stdout.contains("wrote fix.diff"), "\(patch.stdout)")
        let diff = (try? String(contentsOfFile: package + "/fix.diff", encoding: .utf8)) ?? ""
        #expect(diff.hasPrefix("--- a/\(cell)\n+++ b/\(cell)\n"), "\(diff)")
        #expect(diff.contains("+    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {"))
        #expect(diff.contains("+        return super.gestureRecognizerShouldBegin(gestureRecognizer)"), "\(diff)")
        #expect(try String(contentsOfFile: package + "/" + cell, encoding: .utf8) == original, "--patch writes no source")
        let dryRun = try await Subprocess.run("/usr/bin/env", ["patch", "-p1", "--dry-run", "-i", "fix.diff"],
                                        currentDirectory: package, timeout: 30)
        #expect(dryRun.status == 0, "patch -p1 refused the diff:\n\(dryRun.stdout)\(dryRun.stderr)")

        let apply = try await Subprocess.run(binary, ["fix", "Fixes/feed.touches", "--apply", "--jobs", "2"],
                                       environment: ["PATH": path], currentDirectory: package, timeout: 300)
        #expect(apply.status == 0, "\(apply.stdout)\(apply.stderr)")
        #expect(apply.stdout.contains("applied; the originals are in .gesturelab/backup/"), "\(apply.stdout)")
        #expect(apply.stdout.contains(diff), "--apply shows the diff it applied")
        let backup = try String(contentsOfFile: package + "/.gesturelab/backup/" + cell, encoding: .utf8)
        #expect(backup == original)

        let rebuild = try await Subprocess.run("/usr/bin/env", ["swift", "build"], currentDirectory: package, timeout: 600)
        try #require(!rebuild.timedOut && rebuild.status == 0, "the patched package:\n\(rebuild.stdout)\n\(rebuild.stderr)")
        let after = try await Subprocess.run(binary, ["test", "Fixes"], currentDirectory: package, timeout: 120)
        #expect(after.status == 0 && after.stdout.contains(" 0 failed"), "\(after.stdout)\(after.stderr)")
        try await checkCellForRow(package: package, binary: binary, path: path, name: name)
    }

    /// The cell that is not its press's delegate: `fix --patch` writes the requirement after the guard that binds
    /// the dequeued cell in the scene's `tableView(_:cellForRowAt:)`, `patch -p1` applies it, the package builds
    /// and the script passes.
    static func checkCellForRow(package: String, binary: String, path: String, name: String) async throws {
        let before = try await Subprocess.run(binary, ["test", "CellFixes"], currentDirectory: package, timeout: 120)
        #expect(before.status != 0, "the script fails before the fix:\n\(before.stdout)")
        let patch = try await Subprocess.run(
            binary, ["fix", "CellFixes/elsewhere.touches", "--patch", "cell.diff", "--jobs", "2"],
            environment: ["PATH": path], currentDirectory: package, timeout: 300)
        #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
        let place = "(card.N.longPress requires feed.pan), in the cellForRowAt that dequeues ElsewhereCardCell"
        #expect(patch.stdout.contains(place), "\(patch.stdout)")
        let diff = (try? String(contentsOfFile: package + "/cell.diff", encoding: .utf8)) ?? ""
        let file = "Sources/\(name)/Feed/ElsewhereCellFeedScene.swift"
        #expect(diff.hasPrefix("--- a/\(file)\n+++ b/\(file)\n"), "\(diff)")
        let added =
            " guard let card = cell as? ElsewhereCardCell else { return cell }\n"
            + "+        card.pressGesture.require(toFail: tableView.panGestureRecognizer)\n"
        #expect(diff.contains(added), "\(diff)")
        let applied = try await Subprocess.run(
            "/usr/bin/env", ["patch", "-p1", "-i", "cell.diff"], currentDirectory: package, timeout: 30)
        #expect(applied.status == 0, "patch -p1 refused the diff:\n\(applied.stdout)\(applied.stderr)")
        let rebuild = try await Subprocess.run("/usr/bin/env", ["swift", "build"], currentDirectory: package, timeout: 600)
        try #require(!rebuild.timedOut && rebuild.status == 0, "the patched package:\n\(rebuild.stderr)")
        let after = try await Subprocess.run(binary, ["test", "CellFixes"], currentDirectory: package, timeout: 120)
        #expect(after.status == 0 && after.stdout.contains(" 0 failed"), "\(after.stdout)\(after.stderr)")
    }
}
