import Foundation
import GestureLabTestSupport
import Testing

/// The bundled photos travel with the binary: its SwiftPM resource bundle (`GestureLab_GestureLabResources.resources`,
/// next to the executable on Linux) is found wherever the two are copied, whatever the working directory.
@Suite(
    "Bundled photos outside the checkout",
    .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)),
    .timeLimit(.minutes(2)))
struct BundledResourcesTests {
    @Test("a copied binary and its resource bundle, run from another folder, open the photos scene on the bundled photos")
    func copiedBinaryFindsItsPhotos() async throws {
        let binary = try BuiltProducts.requireGesturelab()
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        let bin = root + "/app", work = root + "/elsewhere"
        try files.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try files.createDirectory(atPath: work, withIntermediateDirectories: true)
        let bundle = "GestureLab_GestureLabResources.resources"
        let builtFolder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        try files.copyItem(atPath: binary, toPath: bin + "/gesturelab")
        try files.copyItem(atPath: builtFolder + "/" + bundle, toPath: bin + "/" + bundle)
        try "scene photos open=2\n0.4 end\n".write(toFile: work + "/photos.touches", atomically: true, encoding: .utf8)
        let run = try await Subprocess.run(
            bin + "/gesturelab", ["replay", "photos.touches", "--record", "frames/", "--report", "-"],
            environment: ["SDL_VIDEODRIVER": "dummy"], currentDirectory: work, timeout: 90)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"{"t": 0, "name": "opened", "value": 2}"#), "\(run.stdout)")
        let frames = (try? files.contentsOfDirectory(atPath: work + "/frames")) ?? []
        #expect(frames.count >= 20, "recorded \(frames.count) frames")
    }
}
