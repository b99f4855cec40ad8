import SwiftSyntax

/// Where a statement about a recognizer property goes in a class: right after the statement that adds the
/// recognizer to its view (`card.addGestureRecognizer(panGesture)`), else after the last assignment to the
/// property in a method or initializer (`panGesture = UIPanGestureRecognizer(...)`), as a developer sets up a
/// recognizer and then relates it to others.
final class StatementAnchor: SyntaxVisitor {
    private let property: String
    private var adding: CodeBlockItemSyntax?
    private var assigning: CodeBlockItemSyntax?

    private init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    /// The statement in `block` (a class's or an extension's members) after which code about `property` goes.
    static func find(for property: String, in blocks: [MemberBlockSyntax]) -> CodeBlockItemSyntax? {
        let finder = StatementAnchor(property: property)
        for block in blocks { finder.walk(block) }
        return finder.adding ?? finder.assigning
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if adding == nil, callee == "addGestureRecognizer" || callee.hasSuffix(".addGestureRecognizer"),
            node.arguments.contains(where: { names($0.expression) })
        {
            adding = enclosingStatement(node)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), names(node.leftOperand) {
            assigning = enclosingStatement(node)
        }
        return .visitChildren
    }

    /// `panGesture` or `self.panGesture`.
    private func names(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text == property || text == "self." + property
    }

    private func enclosingStatement(_ node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let item = node.as(CodeBlockItemSyntax.self) { return item }
            current = node.parent
        }
        return nil
    }
}
