import Foundation
import GestureLabTestSupport
import Testing

/// Issue 42, item 1, in the package `NewPackageEndToEndTests` built: an app's file copied unchanged into
/// `Sources/NAME/iOS/`
/// (`Tests/Fixtures/iOS/ArchiveFeedViewController.swift.txt`: `#selector`, `@objc`, an `@objc` protocol's optional
/// requirements, a cell's `override init(style:reuseIdentifier:)`, an `override` in an extension, `#if os(iOS)`,
/// `DispatchQueue.main.async { self... }` in a recognizer subclass) compiles through the PortIOSFolder plugin once
/// the manifest opts in, a script replays on it, and a compile error in `iOS/` is reported at the user's own file
/// and line, also for a file added after the first build with the plugin. Its own function, called once from the
/// end-to-end test, so that test builds GestureLab only once.
enum IOSFolderEndToEnd {
    static let fixture = BuiltProducts.packageRoot + "/Tests/Fixtures/iOS/ArchiveFeedViewController.swift.txt"

    /// The scene a user writes in `Sources/NAME` to show the app's screen (iOS/README.md).
    static let feedScene = """
        import GestureLabKit

        /// The app's feed from iOS/ArchiveFeedViewController.swift, unchanged; its events become report actions.
        final class FeedScene: LabScene {
            static let name = "feed"
            static let summary = "The app's swipe-to-archive feed, compiled from iOS/ unchanged."
            // The cards' recognizers, named by the app's `card.ROW` identifiers (cells appear at the first layout).
            static var recognizerNames: [String] { ["card.N.pan", "card.N.tap", "card.N.tap2"] }
            let lab: LabContext
            init(lab: LabContext) { self.lab = lab }
            func makeRootViewController() -> UIViewController {
                let feed = ArchiveFeedViewController()
                feed.onEvent = { [lab] event, _ in lab.report(event) }
                return feed
            }
        }

        """

    /// A horizontal drag archives card 1 (its pan begins, the table's does not move); a tap opens card 3 once the
    /// double tap has failed; a vertical drag is the table's (the cell's `gestureRecognizerShouldBegin`, moved out of
    /// the extension by the port, refuses the card's pan).
    static let feedScript = """
        scene feed
        0.1 drag 60 230 -> 330 230 in 0.3
        0.3 expect card.1.pan began
        0.6 expect action archived count 1
        0.6 expect offset feed y == -47
        1.0 tap 200 470
        1.6 expect action opened count 1
        2.0 drag 200 700 -> 200 400 in 0.3
        2.2 expect not action archived count 2
        3.5 expect offset feed y > 100

        """

    /// A second app file leaning on the first: an `override` in an extension of `CardCell`, which the fixture
    /// declares (the plugin ports the folder together, so it moves into the class's copy), and a table cell whose
    /// set-up is in `override init(frame:)`. Line 7 is the override's body, where `brokenReuse` puts its error.
    static let reuseFile = """
        import UIKit

        // The cell's reuse, kept in its own file as the app does.
        extension CardCell {
            @objc override func prepareForReuse() {
                super.prepareForReuse()
                card.alpha = 1
            }
        }

        /// A note row made in code, its set-up in init(frame:).
        final class NoteCell: UITableViewCell {
            let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(badge)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        """

    /// Copies the fixture into `Sources/NAME/iOS/`, opts in, builds, replays, then checks an error's location.
    static func check(package: String, name: String) async throws {
        let original = try String(contentsOfFile: fixture, encoding: .utf8)
        let folder = package + "/Sources/\(name)/iOS"
        let copied = folder + "/ArchiveFeedViewController.swift"
        try original.write(toFile: copied, atomically: true, encoding: .utf8)
        let reuse = folder + "/CardCell+Reuse.swift"
        try reuseFile.write(toFile: reuse, atomically: true, encoding: .utf8)
        try feedScene.write(toFile: package + "/Sources/\(name)/FeedScene.swift", atomically: true, encoding: .utf8)
        let mainPath = package + "/Sources/\(name)/main.swift"
        let main = try String(contentsOfFile: mainPath, encoding: .utf8)
        let listed = main.replacingOccurrences(
            of: "GestureLab.main(scenes: [", with: "GestureLab.main(scenes: [FeedScene.self, ")
        try listed.write(toFile: mainPath, atomically: true, encoding: .utf8)
        let manifestPath = package + "/Package.swift"
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        try #require(manifest.contains("let compilesIOSFolder = false"))
        try manifest.replacingOccurrences(of: "let compilesIOSFolder = false", with: "let compilesIOSFolder = true")
            .write(toFile: manifestPath, atomically: true, encoding: .utf8)

        let build = try await Subprocess.run("/usr/bin/env", ["swift", "build"], currentDirectory: package, timeout: 900)
        try #require(!build.timedOut && build.status == 0, "swift build with iOS/:\n\(build.stdout)\n\(build.stderr)")
        #expect(try String(contentsOfFile: copied, encoding: .utf8) == original, "the build changed the user's file")
        #expect(try String(contentsOfFile: reuse, encoding: .utf8) == reuseFile, "the build changed the user's file")

        // A rebuild after one edit in iOS/ (measured, printed for the performance page; not asserted).
        try (reuseFile + "// edited\n").write(toFile: reuse, atomically: true, encoding: .utf8)
        let start = Date()
        let rebuild = try await Subprocess.run("/usr/bin/env", ["swift", "build"], currentDirectory: package, timeout: 600)
        try #require(rebuild.status == 0, "rebuild after an iOS/ edit:\n\(rebuild.stdout)\n\(rebuild.stderr)")
        print("IOSFolderEndToEnd: rebuild after one iOS/ edit: \(Date().timeIntervalSince(start)) s")
        try reuseFile.write(toFile: reuse, atomically: true, encoding: .utf8)

        try FileManager.default.createDirectory(atPath: package + "/IOSScripts", withIntermediateDirectories: true)
        try feedScript.write(toFile: package + "/IOSScripts/feed.touches", atomically: true, encoding: .utf8)
        let binary = package + "/.build/debug/\(name)"
        let tested = try await Subprocess.run(binary, ["test", "IOSScripts"], currentDirectory: package, timeout: 120)
        #expect(tested.status == 0 && tested.stdout.contains(" 0 failed"), "\(tested.stdout)\(tested.stderr)")

        // An error in iOS/ names the user's file and line, not the plugin's copy.
        let broken = folder + "/Broken.swift"
        try "import UIKit\n\n@objc final class Broken: UIView {\n    let count: Int = \"three\"\n}\n".write(
            toFile: broken, atomically: true, encoding: .utf8)
        // And an error in an override moved into its class in the other file names its own file and line.
        try reuseFile.replacingOccurrences(of: "card.alpha = 1", with: "card.alpha = \"one\"")
            .write(toFile: reuse, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: broken)
            try? reuseFile.write(toFile: reuse, atomically: true, encoding: .utf8)
        }
        let failed = try await Subprocess.run("/usr/bin/env", ["swift", "build"], currentDirectory: package, timeout: 600)
        let output = failed.stdout + failed.stderr
        #expect(failed.status != 0)
        #expect(output.contains(broken + ":4:"), "\(output)")
        #expect(output.contains(reuse + ":7:"), "\(output)")
        #expect(!output.contains("plugins/outputs"), "an error names the plugin's copy:\n\(output)")
    }
}
