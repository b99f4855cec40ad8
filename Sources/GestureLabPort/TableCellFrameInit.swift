import SwiftSyntax

/// `override init(frame:)` in a `UITableViewCell` subclass, rewritten into the initialisers the kit's cell has.
///
/// On iOS a cell made with `init(frame:)` is made through `init(style:reuseIdentifier:)`, with the `.default` style,
/// no reuse identifier, and the frame ignored (decompiled UITableViewCell.m: `-initWithFrame:` returns
/// `[self initWithFrame:frame reuseIdentifier:nil]`, which returns `[self initWithStyle:0 reuseIdentifier:...]`), and
/// a table makes the cells it dequeues with `init(style:reuseIdentifier:)`. The kit's `init(frame:)` is that
/// convenience initialiser and its `init(style:reuseIdentifier:)` is `required`, so a subclass's designated
/// `init(frame:)` calling `super.init(frame:)` does not compile against it. The port gives the user's set-up the
/// path UIKit's runtime gives it:
/// - a cell without its own `init(style:reuseIdentifier:)`: the initialiser becomes `required init(style:
///   reuseIdentifier:)`, its `super.init(frame: ...)` becomes `super.init(style: style, reuseIdentifier:
///   reuseIdentifier)`, so both `Cell(frame:)` (the kit's convenience initialiser) and a table's dequeue run the
///   user's set-up; a parameter named otherwise than `frame` is read as the cell's `frame` (the frame UIKit keeps);
/// - a cell with its own `init(style:reuseIdentifier:)`: it becomes `convenience init(frame:)`, its
///   `super.init(frame: ...)` becomes `self.init(style: .default, reuseIdentifier: nil)`, as UIKit's chain calls it.
extension PlatformVisitor {
    /// The roots whose `init(frame:)` goes through `init(style:reuseIdentifier:)`.
    static let tableCellRoots: Set<String> = ["UITableViewCell"]

    /// Rewrites `node` when it is `override init(frame:)` of a table cell; false when it is not one.
    func rewriteTableCellFrameInit(_ node: InitializerDeclSyntax, override: DeclModifierSyntax) -> Bool {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.map(\.firstName.text) == ["frame"], let parameter = parameters.first,
            let cell = Self.enclosingClassDecl(of: node), isTableCell(cell)
        else { return false }
        let hasStyleInit = cell.memberBlock.members.contains { member in
            member.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.map(\.firstName.text)
                == ["style", "reuseIdentifier"]
        }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        let superCalls = SuperFrameInitFinder(parameterName: parameterName)
        if let body = node.body { superCalls.walk(body) }
        let overrideRange = (
            override.name.positionAfterSkippingLeadingTrivia.utf8Offset,
            override.name.endPositionBeforeTrailingTrivia.utf8Offset
        )
        if hasStyleInit {
            edits.append(SourceEdit(start: overrideRange.0, end: overrideRange.1, replacement: "convenience"))
            for call in superCalls.calls {
                edits.append(replacing(call, with: "self.init(style: .default, reuseIdentifier: nil)"))
            }
            changes.append(
                "\(line(node)): override init(frame:) of a table cell -> convenience init(frame:) calling "
                    + "init(style: .default, reuseIdentifier: nil) (as UIKit's initWithFrame: does)")
        } else {
            edits.append(SourceEdit(start: overrideRange.0, end: overrideRange.1, replacement: "required"))
            let clause = node.signature.parameterClause
            edits.append(
                SourceEdit(
                    start: clause.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: clause.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"))
            for call in superCalls.calls {
                edits.append(replacing(call, with: "super.init(style: style, reuseIdentifier: reuseIdentifier)"))
            }
            if parameterName != "frame" {
                for reference in superCalls.references {
                    edits.append(replacing(reference, with: "frame"))
                }
            }
            changes.append(
                "\(line(node)): override init(frame:) of a table cell -> required init(style:reuseIdentifier:) "
                    + "(UIKit makes a cell through it, also from init(frame:); the kit's is required)")
        }
        return true
    }

    private func replacing(_ node: some SyntaxProtocol, with text: String) -> SourceEdit {
        SourceEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
    }

    private func isTableCell(_ cell: ClassDeclSyntax) -> Bool {
        let first = cell.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        let superclass = String(first.split(separator: ".").last ?? "")
        return Self.tableCellRoots.contains(superclass)
            || facts.inherits(cell.name.text, fromAnyOf: Self.tableCellRoots)
    }

    /// The innermost class declaration around `node`.
    static func enclosingClassDecl(of node: some SyntaxProtocol) -> ClassDeclSyntax? {
        var ancestor = node.parent
        while let current = ancestor {
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration }
            ancestor = current.parent
        }
        return nil
    }
}

/// The `super.init(frame:)` calls of an initialiser's body, and the other references to its frame parameter.
private final class SuperFrameInitFinder: SyntaxVisitor {
    let parameterName: String
    var calls: [FunctionCallExprSyntax] = []
    var references: [DeclReferenceExprSyntax] = []

    init(parameterName: String) {
        self.parameterName = parameterName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "init",
            node.arguments.map({ $0.label?.text }) == ["frame"]
        else { return .visitChildren }
        calls.append(node)
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == parameterName,
            node.parent?.is(MemberAccessExprSyntax.self) != true
                || node.parent?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) == node
        {
            references.append(node)
        }
        return .skipChildren
    }
}
