import SwiftParser
import SwiftSyntax

/// Adds members to a user's class in their own source files, for `gesturelab fix --patch`: each member (a method
/// `gesturelab fix` printed) goes in at the end of the class, or, when the class already has a method of that name
/// and argument labels, its answer goes first in that method's body, so what the method did before still runs for
/// every other recognizer.
///
/// A member's body must end with its fallback (`return super.gestureRecognizerShouldBegin(gestureRecognizer)`): a
/// merge puts every statement but that last one at the top of the existing body, with the member's parameter names
/// renamed to the existing method's.
public enum MemberPatcher {
    /// The files with `members` added to the class named `className` (declared in one of them; a method to merge
    /// with may be in the class or in an extension of it).
    ///
    /// - Returns: each file as given, with its patched text (equal when the file has no change).
    ///
    /// - Parameter statements: statements about a recognizer property, each put after the statement that sets
    ///   up `after` (`StatementAnchor`), indented as it is; one already there is not added again.
    public static func patch(
        _ files: [(path: String, text: String)], className: String, members: [String],
        statements: [(code: String, after: String)] = []
    ) throws(PatchError) -> [PortedFile] {
        try patch(files, classes: [ClassPatch(className: className, members: members, statements: statements)])
    }

    /// The files with each class's members and statements added: one text per file whatever the number of classes
    /// patched in it, so its diff has a hunk per place and applies at once (two classes of one file patched in
    /// turn would give two diffs of the same file, the second against the first's result).
    ///
    /// - Parameter cells: statements for the data source's `tableView(_:cellForRowAt:)` or
    ///   `collectionView(_:cellForItemAt:)`, each after the binding of its dequeued cell (`CellStatement`).
    public static func patch(
        _ files: [(path: String, text: String)], classes: [ClassPatch], cells: [CellStatement] = []
    ) throws(PatchError) -> [PortedFile] {
        let trees = files.map { (path: $0.path, text: $0.text, tree: Parser.parse(source: $0.text)) }
        var edits: [[SourceEdit]] = Array(repeating: [], count: files.count)
        var changes: [[String]] = Array(repeating: [], count: files.count)
        for patch in classes {
            try collect(patch, in: trees, edits: &edits, changes: &changes)
        }
        for statement in cells {
            try collect(statement, in: trees, edits: &edits, changes: &changes)
        }
        return trees.indices.map { index in
            PortedFile(
                path: trees[index].path, original: trees[index].text,
                ported: SourceEdit.apply(edits[index], to: trees[index].text), changes: changes[index], problems: [])
        }
    }

    /// Adds the edits of one class's patch to `edits` (by file index).
    private static func collect(
        _ patch: ClassPatch, in trees: [(path: String, text: String, tree: SourceFileSyntax)],
        edits: inout [[SourceEdit]], changes: inout [[String]]
    ) throws(PatchError) {
        let (className, members, statements) = (patch.className, patch.members, patch.statements)
        let declarations = trees.map { TypeFinder.declarations(named: className, in: $0.tree) }
        guard let home = declarations.firstIndex(where: { $0.classDecl != nil }),
            let classDecl = declarations[home].classDecl
        else { throw PatchError.classNotFound(className, searched: trees.map(\.path)) }
        for member in members {
            let parsed = Parser.parse(source: member)
            guard let function = parsed.statements.first?.item.as(FunctionDeclSyntax.self), let body = function.body
            else { throw PatchError.notAMethod(member) }
            let key = FunctionKey(function)
            var merged = false
            for (index, found) in declarations.enumerated() {
                guard let existing = found.functions.first(where: { FunctionKey($0) == key }),
                    let existingBody = existing.body
                else { continue }
                let text = trees[index].text
                merged = true
                let edit = merge(body, parameters: function, into: existingBody, of: existing, text: text)
                // Patching twice changes nothing: the answer is there already.
                let trimmed = { (line: Substring) in String(line.drop { $0 == " " || $0 == "\t" }) }
                let answer = edit.replacement.split(separator: "\n").map(trimmed)
                let present = existingBody.statements.description.split(separator: "\n").map(trimmed)
                if answer.allSatisfy({ present.contains($0) }) { break }
                edits[index].append(edit)
                changes[index].append("merged into \(className).\(key.description)")
                break
            }
            if !merged {
                let text = trees[home].text
                edits[home].append(append(member, to: classDecl, text: text))
                changes[home].append("added \(className).\(key.description)")
            }
        }
        for statement in statements {
            let blocks = declarations.indices.map { index in
                (index, declarations[index].memberBlocks)
            }
            guard
                let (index, anchor) = blocks.lazy.compactMap({ index, blocks in
                    StatementAnchor.find(for: statement.after, in: blocks).map { (index, $0) }
                }).first
            else { throw PatchError.noPlaceFor(statement.code, property: statement.after) }
            let text = trees[index].text
            let code = statement.code.split(separator: "\n").map(String.init)
            if code.allSatisfy({ line in text.contains(line) }) { continue }
            let indent = Indentation.ofLine(at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
            edits[index].append(
                SourceEdit(start: end, end: end, replacement: "\n" + Indentation.reindented(statement.code, to: indent))
            )
            changes[index].append("added after \(className)'s set-up of \(statement.after)")
        }
    }

    /// The member, indented as the class's members are, before the class's closing brace.
    private static func append(_ member: String, to classDecl: ClassDeclSyntax, text: String) -> SourceEdit {
        let closing = classDecl.memberBlock.rightBrace
        let classIndent = Indentation.ofLine(at: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let memberIndent =
            classDecl.memberBlock.members.first.map {
                Indentation.ofLine(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            } ?? classIndent + "    "
        let lines = Indentation.reindented(member, to: memberIndent)
        // Before the line that holds the closing brace, after a blank line.
        let lineStart = Indentation.lineStart(of: closing.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let separator = classDecl.memberBlock.members.isEmpty ? "" : "\n"
        return SourceEdit(start: lineStart, end: lineStart, replacement: separator + lines + "\n")
    }

    /// The member's statements but its last, first in the existing body, its parameter names renamed.
    private static func merge(
        _ body: CodeBlockSyntax, parameters function: FunctionDeclSyntax, into existingBody: CodeBlockSyntax,
        of existing: FunctionDeclSyntax, text: String
    ) -> SourceEdit {
        let renames = Dictionary(
            zip(function.signature.parameterClause.parameters, existing.signature.parameterClause.parameters).map {
                (($0.secondName ?? $0.firstName).text, ($1.secondName ?? $1.firstName).text)
            }, uniquingKeysWith: { first, _ in first })
        let statements = body.statements.dropLast().map { item in
            Renamer(renames).rewrite(Syntax(item)).trimmedDescription
        }
        let bodyIndent =
            existingBody.statements.first.map {
                Indentation.ofLine(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            } ?? Indentation.ofLine(at: existing.positionAfterSkippingLeadingTrivia.utf8Offset, in: text) + "    "
        let inserted = statements.map { Indentation.reindented($0, to: bodyIndent, firstLineIndented: true) }
        let afterBrace = existingBody.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        return SourceEdit(start: afterBrace, end: afterBrace, replacement: "\n" + inserted.joined(separator: "\n"))
    }
}

/// Why `MemberPatcher` can't patch.
public enum PatchError: Error, Equatable, Sendable {
    /// No file declares the class.
    case classNotFound(String, searched: [String])
    /// A member that is not one method declaration.
    case notAMethod(String)
    /// No statement in the class sets up the property a statement is about.
    case noPlaceFor(String, property: String)
    /// No data-source method binds a dequeued cell of the class (cell class, statement).
    case noDequeueOf(String, code: String)
    /// A data-source method dequeues the cell class but no constant holds it (cell class, method, why, statement).
    case unanchoredDequeue(String, place: String, reason: String, code: String)
    /// The statement reads a property the cell keeps from other types (cell class, property, `private`).
    case inaccessibleProperty(String, property: String, access: String)

    /// The message `gesturelab-port patch` prints.
    public var description: String {
        switch self {
        case .classNotFound(let name, let searched):
            return "no class \(name) in the \(searched.count) file(s) searched; paste the code by hand"
        case .noPlaceFor(let code, let property):
            return "no statement adds \(property) to a view or assigns it, to put `\(code)` after; paste it by hand"
        case .notAMethod(let member):
            return "not one method declaration: \(member.prefix(60))"
        case .noDequeueOf(let cellClass, let code):
            return "no tableView(_:cellForRowAt:) or collectionView(_:cellForItemAt:) binds a dequeued \(cellClass) "
                + "(`let cell = ... as! \(cellClass)`, or `guard let`/`if let` with `as?`), to put `\(code)` after; "
                + "paste it by hand where your code holds both the cell and its table"
        case .inaccessibleProperty(let cellClass, let property, let access):
            return "\(cellClass).\(property) is \(access), so the data source's cellForRowAt can't reach it; make it "
                + "internal (drop `\(access)`) and patch again, or paste the printed code by hand"
        case .unanchoredDequeue(let cellClass, let place, let reason, let code):
            return "\(place): \(reason), to put `\(code)` after; bind the \(cellClass) to a constant there, "
                + "or paste it by hand"
        }
    }
}

/// A method's name and argument labels: `gestureRecognizerShouldBegin(_:)`.
struct FunctionKey: Equatable, CustomStringConvertible {
    var name: String
    var labels: [String]

    init(_ function: FunctionDeclSyntax) {
        name = function.name.text
        labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    }

    var description: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
}

/// Renames references to the member's parameters (`g` → `gestureRecognizer`).
private final class Renamer: SyntaxRewriter {
    private let names: [String: String]

    init(_ names: [String: String]) {
        self.names = names.filter { $0.key != $0.value }
        super.init()
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let renamed = names[node.baseName.text] else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(renamed))))
    }
}
