import Foundation
import GestureLabPort
import GestureLabTestSupport
import Testing

/// Two classes of one file patched at once (the cell and the view controller of a feed): one text per file, so one
/// diff with a hunk for each class, which `patch -p1` applies whole.
@Suite("Patching a fix into two classes of one file")
struct MemberPatcherTwoClassesTests {
    static let feed = """
        import UIKit

        final class CardCell: UITableViewCell {
            let card = UIView()
            var panGesture = UIPanGestureRecognizer()
        }

        final class FeedViewController: UIViewController {
            let tableView = UITableView()
            let tapGesture = UITapGestureRecognizer()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                view.addGestureRecognizer(tapGesture)
            }
        }

        """

    static let simultaneous = """
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            if gestureRecognizer === panGesture { return true }
            return false
        }
        """

    static let classes = [
        ClassPatch(className: "CardCell", members: [MemberPatcherTwoClassesTests.simultaneous]),
        ClassPatch(
            className: "FeedViewController", members: [],
            statements: [(code: "tapGesture.cancelsTouchesInView = false", after: "tapGesture")]),
    ]

    @Test("one diff for the file, a hunk in each class, each hunk's counts matching its lines")
    func oneDiffTwoHunks() throws {
        let patched = try MemberPatcher.patch(
            [(path: "Sources/App/Feed.swift", text: Self.feed)], classes: Self.classes)
        #expect(patched.count == 1)
        let diff = UnifiedDiff.make(from: patched[0].original, to: patched[0].ported, path: patched[0].path)
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers.count == 2, "\(diff)")
        #expect(diff.components(separatedBy: "--- a/Sources/App/Feed.swift").count == 2)
        #expect(patched[0].ported.contains("        return false\n    }\n}\n\nfinal class FeedViewController"))
        #expect(
            patched[0].ported.contains(
                "view.addGestureRecognizer(tapGesture)\n        tapGesture.cancelsTouchesInView = false\n"))
        #expect(patched[0].changes.count == 2)
    }

    @Test("the one diff applies with patch -p1; patching the result again changes nothing")
    func appliesAndIsIdempotent() async throws {
        let folder = NSTemporaryDirectory() + "two-class-patch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.feed.write(toFile: folder + "/Sources/App/Feed.swift", atomically: true, encoding: .utf8)
        let patched = try MemberPatcher.patch(
            [(path: "Sources/App/Feed.swift", text: Self.feed)], classes: Self.classes)
        let diff = UnifiedDiff.make(from: patched[0].original, to: patched[0].ported, path: patched[0].path)
        try diff.write(toFile: folder + "/fix.diff", atomically: true, encoding: .utf8)
        let applied = try await Subprocess.run(
            "/usr/bin/env", ["patch", "-p1", "-i", "fix.diff"], currentDirectory: folder, timeout: 30)
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(!applied.stdout.contains("offset") && !applied.stdout.contains("fuzz"), "\(applied.stdout)")
        #expect(try String(contentsOfFile: folder + "/Sources/App/Feed.swift", encoding: .utf8) == patched[0].ported)
        let again = try MemberPatcher.patch(
            [(path: "Sources/App/Feed.swift", text: patched[0].ported)], classes: Self.classes)
        #expect(!again[0].isChanged)
    }

    @Test("a class of the list no file declares: the error names it")
    func missingClass() {
        #expect(throws: PatchError.classNotFound("Nowhere", searched: ["A.swift"])) {
            try MemberPatcher.patch(
                [(path: "A.swift", text: Self.feed)],
                classes: [ClassPatch(className: "Nowhere", members: [Self.simultaneous])])
        }
    }
}
