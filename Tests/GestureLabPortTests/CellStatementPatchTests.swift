import Foundation
import GestureLabPort
import GestureLabTestSupport
import Testing

/// `gesturelab fix --patch` for a statement between a reused cell's recognizer and its table's, when the cell is
/// not its recognizer's delegate: it goes in the data source's `tableView(_:cellForRowAt:)` (or
/// `collectionView(_:cellForItemAt:)`), after the constant that holds the dequeued cell, in the user's own names.
@Suite("Patching a statement after a dequeued cell")
struct CellStatementPatchTests {
    static let requirement = CellStatement(
        cellClass: "CardCell", code: "cell.panGesture.require(toFail: tableView.panGestureRecognizer)")

    /// A view controller whose data source binds the cell with a forced cast, its table parameter named `table`.
    static let forcedCast = """
        import UIKit

        final class FeedViewController: UIViewController, UITableViewDataSource {
            func tableView(_ table: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

            func tableView(_ table: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = table.dequeueReusableCell(withIdentifier: "card", for: indexPath) as! CardCell
                cell.title = "Row \\(indexPath.row)"
                return cell
            }
        }

        """

    private func patched(_ text: String, _ statements: [CellStatement] = [Self.requirement]) throws -> String {
        try MemberPatcher.patch([(path: "Feed.swift", text: text)], classes: [], cells: statements)[0].ported
    }

    @Test("after `let cell = ... as! CardCell`, the table named as the method names it, once however often patched")
    func afterForcedCast() throws {
        let once = try patched(Self.forcedCast)
        #expect(
            once.contains(
                """
                        let cell = table.dequeueReusableCell(withIdentifier: "card", for: indexPath) as! CardCell
                        cell.panGesture.require(toFail: table.panGestureRecognizer)
                        cell.title = "Row \\(indexPath.row)"
                """), "\(once)")
        #expect(try patched(once) == once)
    }

    @Test("after a guard-let cast of a constant that holds the dequeued cell, on the guard's constant")
    func afterGuardLet() throws {
        let text = """
            extension FeedViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
                    guard let card = cell as? CardCell else { return cell }
                    card.report = { _ in }
                    return card
                }
            }

            """
        let result = try patched(text)
        #expect(
            result.contains(
                """
                        guard let card = cell as? CardCell else { return cell }
                        card.panGesture.require(toFail: tableView.panGestureRecognizer)
                        card.report = { _ in }
                """), "\(result)")
    }

    @Test("first in the body of an if-let, and in `if let` for an optional constant")
    func ifLetAndOptional() throws {
        let ifLet = """
            final class Feed: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
                    if let card = cell as? CardCell {
                        card.tag = indexPath.row
                    }
                    return cell
                }
            }

            """
        #expect(
            try patched(ifLet).contains(
                """
                        if let card = cell as? CardCell {
                            card.panGesture.require(toFail: tableView.panGestureRecognizer)
                            card.tag = indexPath.row
                """))
        let optional = ifLet.replacingOccurrences(
            of: "let cell = tableView.dequeueReusableCell(withIdentifier: \"card\", for: indexPath)\n",
            with: "let cell = tableView.dequeueReusableCell(withIdentifier: \"card\", for: indexPath) as? CardCell\n"
        ).replacingOccurrences(of: "if let card = cell as? CardCell {", with: "if let card = cell {")
        let result = try patched(optional)
        #expect(
            result.contains(
                """
                        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath) as? CardCell
                        if let cell {
                            cell.panGesture.require(toFail: tableView.panGestureRecognizer)
                        }
                """), "\(result)")
    }

    @Test("a collection view's cellForItemAt, its collection view named as the method names it")
    func collectionView() throws {
        let text = """
            final class Grid: UIViewController, UICollectionViewDataSource {
                func collectionView(_ grid: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = grid.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
                    return cell
                }
            }

            """
        let statement = CellStatement(
            cellClass: "TileCell", code: "collectionView.panGestureRecognizer.require(toFail: cell.dragGesture)")
        let result = try patched(text, [statement])
        #expect(
            result.contains("as! TileCell\n        grid.panGestureRecognizer.require(toFail: cell.dragGesture)\n"),
            "\(result)")
    }
}

extension CellStatementPatchTests {
    @Test("a dequeued cell used only through a chain: an error naming the method and why, nothing changed")
    func chainIsNotAnchored() {
        let text = """
            final class Feed: UIViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return (tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath) as! CardCell).configured()
                }
            }

            """
        #expect(throws: PatchError.self) { try patched(text) }
        do {
            _ = try patched(text)
        } catch let error as PatchError {
            #expect(error.description.hasPrefix("Feed.tableView(_:cellForRowAt:): the dequeued CardCell is used in"))
            #expect(error.description.contains("bind the CardCell to a constant there"), "\(error.description)")
        } catch {
            Issue.record("not a PatchError: \(error)")
        }
    }

    @Test("a private property of the cell: an error saying so, since the data source could not reach it")
    func privateProperty() {
        let text =
            Self.forcedCast
            + "\nfinal class CardCell: UITableViewCell {\n    private let panGesture = UIPanGestureRecognizer()\n}\n"
        #expect(throws: PatchError.inaccessibleProperty("CardCell", property: "panGesture", access: "private")) {
            try patched(text)
        }
        let fileprivateHere = text.replacingOccurrences(of: "private let", with: "fileprivate let")
        let patchedHere = try? patched(fileprivateHere)
        #expect(patchedHere?.contains("cell.panGesture.require(toFail: table.panGestureRecognizer)") == true)
    }

    @Test("no data source dequeues the class: an error saying where the statement would go")
    func noDataSource() {
        #expect(throws: PatchError.noDequeueOf("CardCell", code: Self.requirement.code)) {
            try patched("final class CardCell: UITableViewCell {}\n")
        }
    }

    @Test("the diff applies with patch -p1, with a class member in the same file as a second hunk")
    func diffApplies() async throws {
        let folder = NSTemporaryDirectory() + "cell-statement-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/iOS", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text =
            Self.forcedCast + """

                final class CardCell: UITableViewCell {
                    var panGesture = UIPanGestureRecognizer()

                    override func awakeFromNib() {
                        super.awakeFromNib()
                        addGestureRecognizer(panGesture)
                    }
                }

                """
        try text.write(toFile: folder + "/iOS/Feed.swift", atomically: true, encoding: .utf8)
        let member = ClassPatch(
            className: "CardCell", members: [],
            statements: [(code: "panGesture.maximumNumberOfTouches = 1", after: "panGesture")])
        let result = try MemberPatcher.patch(
            [(path: "iOS/Feed.swift", text: text)], classes: [member], cells: [Self.requirement])
        let diff = UnifiedDiff.make(from: result[0].original, to: result[0].ported, path: result[0].path)
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 2, "\(diff)")
        try diff.write(toFile: folder + "/fix.diff", atomically: true, encoding: .utf8)
        let applied = try await Subprocess.run(
            "/usr/bin/env", ["patch", "-p1", "-i", "fix.diff"], currentDirectory: folder, timeout: 30)
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(try String(contentsOfFile: folder + "/iOS/Feed.swift", encoding: .utf8) == result[0].ported)
    }
}
