import SwiftSyntax

/// What the files being ported say about each other, from a first pass (so a call site in one file is ported with
/// a protocol declared in another): the `optional` requirements of every `@objc protocol` and the fallbacks their
/// callers give (`delegate?.shouldPop?(self) ?? true`).
struct PortFacts {
    /// The names of optional requirements (`shouldPop`, `didScroll`).
    var names: Set<String> = []
    /// A caller's literal fallback per requirement name, used as the default implementation's answer.
    var fallbacks: [String: String] = [:]
    /// Each class's superclass (the first type it inherits from), by name: `FeedCell` -> `CardCell`.
    var superclasses: [String: String] = [:]
    /// Each class's file and closing brace by qualified name (`ClassHomes.swift`).
    var classHomes: [String: ClassHome] = [:]

    /// Whether the class `name` descends from one of `roots` through the classes of the files being ported.
    func inherits(_ name: String, fromAnyOf roots: Set<String>) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let parent = superclasses[current], seen.insert(current).inserted {
            if roots.contains(parent) { return true }
            current = parent
        }
        return false
    }

    /// Adds what `tree` declares and the fallbacks its calls give.
    mutating func scan(_ tree: SourceFileSyntax) {
        let scanner = Scanner(viewMode: .sourceAccurate)
        scanner.walk(tree)
        names.formUnion(scanner.names)
        fallbacks.merge(scanner.fallbacks) { first, _ in first }
        superclasses.merge(scanner.superclasses) { first, _ in first }
    }

    private final class Scanner: SyntaxVisitor {
        var names: Set<String> = []
        var fallbacks: [String: String] = [:]
        var superclasses: [String: String] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.inheritanceClause?.inheritedTypes.first {
                // `UIKit.UITableViewCell` is the kit's `UITableViewCell`.
                superclasses[node.name.text] = String(first.type.trimmedDescription.split(separator: ".").last ?? "")
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributes.contains(named: "objc") else { return .skipChildren }
            for member in node.memberBlock.members {
                if let name = PortFacts.optionalName(of: member.decl) { names.insert(name) }
            }
            return .skipChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for index in elements.indices.dropFirst().dropLast() {
                guard let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                    let name = PortFacts.optionalCallName(elements[index - 1]),
                    PortFacts.isLiteral(elements[index + 1])
                else { continue }
                fallbacks[name] = fallbacks[name] ?? elements[index + 1].trimmedDescription
            }
            return .visitChildren
        }
    }

    /// The requirement's name when `decl` is marked `optional`.
    static func optionalName(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self), function.modifiers.contains(named: "optional") {
            return function.name.text
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(named: "optional"),
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            return pattern.identifier.text
        }
        return nil
    }

    /// `name` for `x?.name?(...)` or `x.name?(...)`.
    static func optionalCallName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self)
        else { return nil }
        return member.declName.baseName.text
    }

    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self)
            || (expression.as(PrefixOperatorExprSyntax.self).map { isLiteral($0.expression) } ?? false)
    }
}

extension AttributeListSyntax {
    /// Whether an attribute `@name` (with or without arguments) is in the list.
    func contains(named name: String) -> Bool {
        contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }
}

extension DeclModifierListSyntax {
    /// Whether the modifier `name` is in the list.
    func contains(named name: String) -> Bool {
        contains { $0.name.text == name }
    }
}
