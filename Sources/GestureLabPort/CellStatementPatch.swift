import SwiftParser
import SwiftSyntax

extension MemberPatcher {
    /// Adds `statement` after every binding of a dequeued `statement.cellClass` in the files' data-source methods
    /// (`DequeueAnchor`), its `cell` and `tableView` renamed to the method's own names; a statement already there
    /// is not added again.
    ///
    /// A reused cell runs it at every dequeue. For `require(toFail:)` that is harmless: UIKit keeps a recognizer's
    /// failure requirements in a set (decompiled UIGestureRecognizer.mm, `requireGestureRecognizerToFail:`:
    /// `[(NSMutableSet *)failureRequirements addObject:otherGestureRecognizer]`, and the gesture graph's edge is
    /// `addUniqueEdgeWithLabel:@"failureRequirement"`), so the same pair is required once however often it runs.
    static func collect(
        _ statement: CellStatement, in trees: [(path: String, text: String, tree: SourceFileSyntax)],
        edits: inout [[SourceEdit]], changes: inout [[String]]
    ) throws(PatchError) {
        try checkAccess(of: statement, in: trees)
        var anchored = false
        var unanchored: [(place: String, reason: String)] = []
        for (index, file) in trees.enumerated() {
            let found = DequeueAnchorFinder.find(statement.cellClass, in: file.tree, text: file.text)
            unanchored += found.unanchored
            for anchor in found.anchors {
                anchored = true
                let code = written(statement.code, at: anchor)
                let present = Set(anchor.body.split(separator: "\n").map(trimmed))
                if code.split(separator: "\n").map(trimmed).allSatisfy(present.contains) { continue }
                edits[index].append(
                    SourceEdit(
                        start: anchor.offset, end: anchor.offset,
                        replacement: "\n" + Indentation.reindented(code, to: anchor.indent)))
                changes[index].append("added to \(anchor.typeName).\(anchor.method) after \(anchor.cell) is bound")
            }
        }
        guard anchored else {
            if let first = unanchored.first {
                throw PatchError.unanchoredDequeue(
                    statement.cellClass, place: first.place, reason: first.reason, code: statement.code)
            }
            throw PatchError.noDequeueOf(statement.cellClass, code: statement.code)
        }
    }

    /// Throws when the statement uses a property the cell declares `private` (`private let panGesture`): the data
    /// source could not reach it, and a patch that does not build is worse than none. `fileprivate` is refused
    /// too unless every data source that dequeues the cell is in the cell's own file.
    private static func checkAccess(
        of statement: CellStatement, in trees: [(path: String, text: String, tree: SourceFileSyntax)]
    ) throws(PatchError) {
        let used = CellMemberFinder.members(usedOn: CellStatement.cellName, in: Parser.parse(source: statement.code))
        for (index, file) in trees.enumerated() {
            for block in TypeFinder.declarations(named: statement.cellClass, in: file.tree).memberBlocks {
                for member in block.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    let access = variable.modifiers.map(\.name.text).first { $0 == "private" || $0 == "fileprivate" }
                    let names = variable.bindings.compactMap {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    }
                    guard let access, let name = names.first(where: used.contains) else { continue }
                    let elsewhere = trees.indices.contains {
                        $0 != index
                            && !DequeueAnchorFinder.find(statement.cellClass, in: trees[$0].tree, text: trees[$0].text)
                                .anchors.isEmpty
                    }
                    if access == "private" || elsewhere {
                        throw PatchError.inaccessibleProperty(statement.cellClass, property: name, access: access)
                    }
                }
            }
        }
    }

    /// The statement with the anchor's names for the cell and the table; in `if let` when the cell is optional.
    private static func written(_ code: String, at anchor: DequeueAnchor) -> String {
        var names = [CellStatement.cellName: anchor.cell]
        for container in CellStatement.containerNames { names[container] = anchor.container }
        let renamed = FreeNameRenamer(names).rewrite(Syntax(Parser.parse(source: code))).description
        let lines = renamed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard anchor.isOptional else { return lines.joined(separator: "\n") }
        return (["if let \(anchor.cell) {"] + lines.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }

    private static func trimmed(_ line: Substring) -> String {
        String(line.drop { $0 == " " || $0 == "\t" })
    }
}

/// Renames the names an expression refers to (`cell` → `card`), never a member after a dot (`.panGesture`) or an
/// argument label.
private final class FreeNameRenamer: SyntaxRewriter {
    private let names: [String: String]

    init(_ names: [String: String]) {
        self.names = names.filter { $0.key != $0.value }
        super.init()
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.keyPathInParent != \MemberAccessExprSyntax.declName, let renamed = names[node.baseName.text]
        else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(renamed))))
    }
}

/// The members a statement reads on a name (`panGesture` in `cell.panGesture.require(...)`).
private final class CellMemberFinder: SyntaxVisitor {
    private let base: String
    private var found: Set<String> = []

    private init(base: String) {
        self.base = base
        super.init(viewMode: .sourceAccurate)
    }

    static func members(usedOn base: String, in tree: SourceFileSyntax) -> Set<String> {
        let finder = CellMemberFinder(base: base)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == base {
            found.insert(node.declName.baseName.text)
        }
        return .visitChildren
    }
}
