import Foundation
import GestureLabTestSupport
import Testing

/// The porting suite (Tests/Porting) pasted into a package made by `gesturelab new`, as a user pastes UIKit code:
/// each case's source into `Sources/NAME/Porting/`, its scripts into `Porting/`, ported with `gesturelab port
/// --in-place`, and its scenes listed in `main.swift`. `NewPackageEndToEndTests` then builds the package once
/// and replays the scripts.
enum PortingSuitePaste {
    static let folder = BuiltProducts.packageRoot + "/Tests/Porting"

    /// Pastes and ports the cases into `package` (executable target `name`); returns `gesturelab port`'s outcome.
    static func paste(into package: String, name: String) async throws -> Subprocess.Outcome {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let sources = package + "/Sources/\(name)/Porting"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: package + "/Porting", withIntermediateDirectories: true)
        var pasted: [String] = []
        var scenes: [String] = []
        for file in files where file.hasSuffix(".swift.txt") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let target = "Sources/\(name)/Porting/" + file.replacingOccurrences(of: ".swift.txt", with: ".swift")
            try text.write(toFile: package + "/" + target, atomically: true, encoding: .utf8)
            pasted.append(target)
            scenes += sceneTypes(in: text)
        }
        for file in files where file.hasSuffix(".touches") {
            try FileManager.default.copyItem(atPath: folder + "/" + file, toPath: package + "/Porting/" + file)
        }
        try """
        import GestureLabKit

        GestureLab.main(scenes: [PhotoDismissScene.self, \(scenes.map { "\($0).self" }.joined(separator: ", "))])

        """.write(toFile: package + "/Sources/\(name)/main.swift", atomically: true, encoding: .utf8)
        // A test file that imports both Testing and UIKit (Swift Testing's cross-import overlay) and a ported case.
        try """
        import GestureLabTesting
        import Testing
        import UIKit
        @testable import \(name)

        @Test("a ported case's view controller loads, in a test file that imports Testing and UIKit")
        func portedControllerLoads() throws {
            let controller = PhotoDetailViewController()
            #expect(controller.view != nil)
            #expect(controller.title == "photo")
            let tester = try GestureTester(TapDoubleTapScene.self)
            tester.tap(at: CGPoint(x: 200, y: 400))
            _ = tester.settle()
            tester.expectReported("chromeToggled", count: 1)
        }

        """.write(toFile: package + "/Tests/\(name)Tests/PortedCaseTests.swift", atomically: true, encoding: .utf8)
        return try await Subprocess.run(try BuiltProducts.requireGesturelab(), ["port", "--in-place"] + pasted,
                                  currentDirectory: package, timeout: 60)
    }

    /// The `LabScene` classes a case declares (`final class NavPopGateScene: LabScene`).
    static func sceneTypes(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.contains(": LabScene"), let range = line.range(of: "class ") else { return nil }
            return line[range.upperBound...].split(separator: ":").first.map(String.init)
        }
    }
}
