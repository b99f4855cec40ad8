import SwiftSyntax

/// Where a `CellStatement` goes in one data-source method: after the statement that binds the dequeued cell, cast
/// to its class, to a constant (`let cell = tableView.dequeueReusableCell(withIdentifier:for:) as! CardCell`,
/// `guard let card = cell as? CardCell else { ... }`), or first in the body of an `if let` that binds it.
struct DequeueAnchor {
    /// The class or extension that declares the method (`FeedViewController`).
    var typeName: String
    /// The method, as messages name it (`tableView(_:cellForRowAt:)`).
    var method: String
    /// The method's table (or collection view) parameter (`tableView`).
    var container: String
    /// The constant that holds the cell (`cell`, `card`).
    var cell: String
    /// Whether that constant is an optional (`let cell = ... as? CardCell`): the statement then goes in `if let`.
    var isOptional: Bool
    /// Where the statement goes (a UTF-8 offset), on a line of its own indented by `indent`.
    var offset: Int
    var indent: String
    /// The method's body, to leave out a statement that is there already.
    var body: String
}

/// Finds the data-source methods (`tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`) of a file
/// that dequeue a cell class, and in each the binding a statement about that cell goes after; or why a method
/// that dequeues it offers none (the cell is returned or configured through a chain, never named).
final class DequeueAnchorFinder: TypeScopeVisitor {
    private let cellClass: String
    private let text: String
    private(set) var anchors: [DequeueAnchor] = []
    /// Methods that cast a dequeued cell to the class without binding it: where, and why no statement fits.
    private(set) var unanchored: [(place: String, reason: String)] = []

    private init(cellClass: String, text: String) {
        self.cellClass = cellClass
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    /// The anchors for `cellClass` in `tree` (whose text is `text`), and the methods that dequeue it unbound.
    static func find(
        _ cellClass: String, in tree: SourceFileSyntax, text: String
    ) -> (anchors: [DequeueAnchor], unanchored: [(place: String, reason: String)]) {
        let finder = DequeueAnchorFinder(cellClass: cellClass, text: text)
        finder.walk(tree)
        return (finder.anchors, finder.unanchored)
    }

    /// The data-source methods UIKit calls for a cell, with the labels that name them.
    private static let methods: [(name: String, labels: [String], title: String)] = [
        ("tableView", ["_", "cellForRowAt"], "tableView(_:cellForRowAt:)"),
        ("collectionView", ["_", "cellForItemAt"], "collectionView(_:cellForItemAt:)"),
    ]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        guard let method = Self.methods.first(where: { $0.name == node.name.text && $0.labels == labels }),
            let body = node.body, let parameter = node.signature.parameterClause.parameters.first
        else { return .visitChildren }
        let container = (parameter.secondName ?? parameter.firstName).text
        let typeName = qualifiedEnclosingType ?? "the file"
        let bindings = DequeueBindings(cellClass: cellClass)
        bindings.walk(body)
        for binding in bindings.found {
            anchors.append(
                DequeueAnchor(
                    typeName: typeName, method: method.title, container: container, cell: binding.name,
                    isOptional: binding.isOptional, offset: binding.offset,
                    indent: binding.indent ?? Indentation.ofLine(at: binding.offset, in: text),
                    body: body.description))
        }
        if bindings.found.isEmpty, let unbound = bindings.unbound {
            unanchored.append(
                (
                    "\(typeName).\(method.title)",
                    "the dequeued \(cellClass) is used in `\(unbound.prefix(80))` without a constant naming it"
                ))
        }
        return .skipChildren
    }
}

/// The bindings of a dequeued cell cast to `cellClass` in one method body, in source order.
private final class DequeueBindings: SyntaxVisitor {
    struct Binding {
        var name: String
        var isOptional: Bool
        var offset: Int
        /// The indentation to use, when it is not that of the line at `offset` (first in an `if let` body).
        var indent: String?
    }

    private let cellClass: String
    private var dequeued: Set<String> = []
    private(set) var found: [Binding] = []
    /// A cast of a dequeued cell to the class that no binding holds (`return ... as! CardCell`).
    private(set) var unbound: String?

    init(cellClass: String) {
        self.cellClass = cellClass
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            if Self.isDequeue(value) { dequeued.insert(name) }
            if let cast = castOfDequeue(value), let item = statement(holding: node) {
                found.append(
                    Binding(
                        name: name, isOptional: cast.isOptional, offset: item.endPositionBeforeTrailingTrivia.utf8Offset
                    ))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = boundName(in: node.conditions), let item = statement(holding: node) {
            found.append(
                Binding(name: name, isOptional: false, offset: item.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = boundName(in: node.conditions) {
            let body = node.body
            let indent = body.statements.first.map { Syntax($0) }.map(indentation(of:))
            let braceLine = indentation(of: Syntax(node))
            found.append(
                Binding(
                    name: name, isOptional: false, offset: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                    indent: indent ?? braceLine + "    "))
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        // A dequeue cast to the class that none of the visits above bound: a chain with nothing to anchor on.
        guard unbound == nil, found.isEmpty, Self.isDequeue(ExprSyntax(node)) else { return }
        var parent = node.parent
        while let current = parent, !current.is(CodeBlockItemSyntax.self) {
            if let expression = current.as(ExprSyntax.self), castOfDequeue(expression) != nil {
                unbound = current.trimmedDescription
                return
            }
            parent = current.parent
        }
    }

    /// `let NAME = EXPR as? CELL` in an `if`/`guard` condition list: NAME.
    private func boundName(in conditions: ConditionElementListSyntax) -> String? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, castOfDequeue(value) != nil
            else { continue }
            return name
        }
        return nil
    }

    /// `DEQUEUE as? CELL` / `as! CELL`, or the same on a constant that holds a dequeued cell.
    private func castOfDequeue(_ expression: ExprSyntax) -> (inner: ExprSyntax, isOptional: Bool)? {
        guard let cast = Self.cast(expression), cast.type == cellClass else { return nil }
        let inner = cast.inner
        let isDequeued =
            Self.isDequeue(inner)
            || inner.as(DeclReferenceExprSyntax.self).map { dequeued.contains($0.baseName.text) }
                ?? false
        return isDequeued ? (inner, cast.isOptional) : nil
    }

    /// `EXPR as? TYPE` or `EXPR as! TYPE`, parenthesised or not. The parser leaves a cast in a sequence
    /// expression (`[EXPR, as?, TYPE]`) until operators are folded, which the port does not do.
    static func cast(_ expression: ExprSyntax) -> (inner: ExprSyntax, type: String, isOptional: Bool)? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return cast(only.expression)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return (cast.expression, cast.type.trimmedDescription, cast.questionOrExclamationMark?.text == "?")
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let operation = elements[1].as(UnresolvedAsExprSyntax.self),
            let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return (elements[0], type.type.trimmedDescription, operation.questionOrExclamationMark?.text == "?")
    }

    /// `tableView.dequeueReusableCell(withIdentifier:for:)`, `collectionView.dequeueReusableCell(
    /// withReuseIdentifier:for:)`, or the older `dequeueReusableCell(withIdentifier:)`.
    static func isDequeue(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return callee.declName.baseName.text == "dequeueReusableCell"
    }

    private func statement(holding node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let item = node.as(CodeBlockItemSyntax.self) { return item }
            current = node.parent
        }
        return nil
    }

    /// The leading spaces of `node`'s first line, from its leading trivia.
    private func indentation(of node: Syntax) -> String {
        var indent = ""
        for piece in node.leadingTrivia.reversed() {
            switch piece {
            case .spaces(let count): indent = String(repeating: " ", count: count) + indent
            case .tabs(let count): indent = String(repeating: "\t", count: count) + indent
            default: return indent
            }
        }
        return indent
    }
}
