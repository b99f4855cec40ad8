import Foundation
import GestureLabPort
import GestureLabTestSupport
import Testing

/// `gesturelab fix --patch`'s edit of the user's own file: a method added to the class, or merged into the method
/// the class already has (its parameter names kept), the diff `patch -p1` applies, and a second patch a no-op.
@Suite("Patching a fix into the user's class")
struct MemberPatcherTests {
    static let shouldBegin = """
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === panGesture, let pan = gestureRecognizer as? UIPanGestureRecognizer {
                let v = pan.velocity(in: pan.view)
                return abs(v.x) > abs(v.y)
            }
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        """

    static let cell = """
        import UIKit

        final class Other: UIView {}

        class CardCell: UITableViewCell, UIGestureRecognizerDelegate {
            let card = UIView()
            var panGesture = UIPanGestureRecognizer()
        }

        """

    @Test("a class without the method gets it at its end, indented as its members")
    func appendsTheMethod() throws {
        let patched = try MemberPatcher.patch(
            [(path: "Sources/App/Feed.swift", text: Self.cell)], className: "CardCell", members: [Self.shouldBegin])
        #expect(
            patched[0].ported == """
                import UIKit

                final class Other: UIView {}

                class CardCell: UITableViewCell, UIGestureRecognizerDelegate {
                    let card = UIView()
                    var panGesture = UIPanGestureRecognizer()

                    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                        if gestureRecognizer === panGesture, let pan = gestureRecognizer as? UIPanGestureRecognizer {
                            let v = pan.velocity(in: pan.view)
                            return abs(v.x) > abs(v.y)
                        }
                        return super.gestureRecognizerShouldBegin(gestureRecognizer)
                    }
                }

                """)
        #expect(patched[0].changes == ["added CardCell.gestureRecognizerShouldBegin(_:)"])
    }

    @Test("a method the class has already (in an extension, another file) gets the answer first, names renamed")
    func mergesIntoTheExistingMethod() throws {
        let existing = """
            extension CardCell {
                override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                    guard isEditing else { return super.gestureRecognizerShouldBegin(g) }
                    return false
                }
            }

            """
        let patched = try MemberPatcher.patch(
            [(path: "Feed.swift", text: Self.cell), (path: "Feed+Gestures.swift", text: existing)],
            className: "CardCell", members: [Self.shouldBegin])
        #expect(!patched[0].isChanged)
        #expect(
            patched[1].ported == """
                extension CardCell {
                    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                        if g === panGesture, let pan = g as? UIPanGestureRecognizer {
                            let v = pan.velocity(in: pan.view)
                            return abs(v.x) > abs(v.y)
                        }
                        guard isEditing else { return super.gestureRecognizerShouldBegin(g) }
                        return false
                    }
                }

                """)
        let again = try MemberPatcher.patch(
            [(path: "Feed.swift", text: Self.cell), (path: "Feed+Gestures.swift", text: patched[1].ported)],
            className: "CardCell", members: [Self.shouldBegin])
        #expect(!again[1].isChanged, "patching twice adds the answer once")
    }

    @Test("a statement about a property goes after the line adding that recognizer to its view, once")
    func statementAfterSetUp() throws {
        let cell = """
            class CardCell: UITableViewCell {
                let card = UIView()
                let tapGesture = UITapGestureRecognizer()
                let doubleTapGesture = UITapGestureRecognizer()

                required init(style: CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    doubleTapGesture.numberOfTapsRequired = 2
                    card.addGestureRecognizer(tapGesture)
                    card.addGestureRecognizer(doubleTapGesture)
                }
            }

            """
        let statement = (code: "tapGesture.require(toFail: doubleTapGesture)", after: "tapGesture")
        let patched = try MemberPatcher.patch(
            [(path: "Cell.swift", text: cell)], className: "CardCell", members: [], statements: [statement])
        #expect(patched[0].ported.contains("""
                    card.addGestureRecognizer(tapGesture)
                    tapGesture.require(toFail: doubleTapGesture)
                    card.addGestureRecognizer(doubleTapGesture)
            """), "\(patched[0].ported)")
        let again = try MemberPatcher.patch(
            [(path: "Cell.swift", text: patched[0].ported)], className: "CardCell", members: [], statements: [statement])
        #expect(!again[0].isChanged)
        #expect(throws: PatchError.noPlaceFor("x.isEnabled = false", property: "x")) {
            try MemberPatcher.patch(
                [(path: "Cell.swift", text: cell)], className: "CardCell", members: [],
                statements: [(code: "x.isEnabled = false", after: "x")])
        }
    }

    @Test("no file declares the class: an error naming it, nothing changed")
    func classNotFound() {
        #expect(throws: PatchError.classNotFound("CardCell", searched: ["A.swift"])) {
            try MemberPatcher.patch([(path: "A.swift", text: "class B {}\n")], className: "CardCell", members: [Self.shouldBegin])
        }
    }

    @Test("the diff applies with patch -p1 in the package folder")
    func diffAppliesWithPatch() async throws {
        let folder = NSTemporaryDirectory() + "member-patch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.cell.write(toFile: folder + "/Sources/App/Feed.swift", atomically: true, encoding: .utf8)
        let patched = try MemberPatcher.patch(
            [(path: "Sources/App/Feed.swift", text: Self.cell)], className: "CardCell", members: [Self.shouldBegin])
        let diff = UnifiedDiff.make(from: patched[0].original, to: patched[0].ported, path: patched[0].path)
        try diff.write(toFile: folder + "/fix.diff", atomically: true, encoding: .utf8)
        let applied = try await Subprocess.run("/usr/bin/env", ["patch", "-p1", "-i", "fix.diff"], currentDirectory: folder, timeout: 30)
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(try String(contentsOfFile: folder + "/Sources/App/Feed.swift", encoding: .utf8) == patched[0].ported)
    }
}
