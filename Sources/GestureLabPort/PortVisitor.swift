import SwiftSyntax

/// The second pass over one file: the edits that port it, what they were, and what it can't port.
final class PortVisitor: EditingVisitor {

    private let requirements: PortFacts
    /// Whether the file has `import UIKit` (or a rewritten import became it): later ones are then removed.
    private var importsUIKit: Bool

    /// Attributes that only Objective-C (and Interface Builder) read: removed, the declaration stays.
    static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    init(tree: SourceFileSyntax, fileName: String, requirements: PortFacts) {
        self.requirements = requirements
        importsUIKit = tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self).map { $0.path.trimmedDescription == "UIKit" } ?? false
        }
        super.init(tree: tree, fileName: fileName)
    }

    private func remove(_ node: some SyntaxProtocol) {
        edits.append(
            SourceEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPosition.utf8Offset,
                replacement: "", dropsBlankLine: true))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(
            SourceEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.objectiveCAttributes.contains(name) {
            remove(node)
            changes.append("\(line(node)): @\(name) removed")
        } else if name == "NSManaged" {
            report(node, "@NSManaged is Core Data's Objective-C storage")
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        // `optional` only exists in @objc protocols, whose requirements become ones with default implementations.
        if node.name.text == "optional" { remove(node) }
        return .skipChildren
    }

    // MARK: @objc protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.contains(named: "objc") else { return .visitChildren }
        classBind(node)
        let defaults = node.memberBlock.members.compactMap { defaultImplementation(of: $0.decl) }
        if !defaults.isEmpty {
            let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
            let body = defaults.map { "    \($0)" }.joined(separator: "\n")
            edits.append(
                SourceEdit(
                    start: node.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "\n\n/// Defaults for what was `optional` in the @objc protocol.\n"
                        + "\(access)extension \(node.name.text) {\n\(body)\n}"))
        }
        changes.append(
            "\(line(node)): @objc protocol \(node.name.text) -> class-bound protocol"
                + (defaults.isEmpty ? "" : " with \(defaults.count) default implementation(s)"))
        return .visitChildren
    }

    /// `: AnyObject` for a protocol that was class-bound by being @objc (NSObjectProtocol becomes AnyObject: the
    /// kit's classes are not NSObjects).
    private func classBind(_ node: ProtocolDeclSyntax) {
        guard let clause = node.inheritanceClause else {
            let end = node.name.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceEdit(start: end, end: end, replacement: ": AnyObject"))
            return
        }
        let names = clause.inheritedTypes.map { $0.type.trimmedDescription }
        if names.contains("AnyObject") || names.contains("class") { return }
        if let objectProtocol = clause.inheritedTypes.first(where: { $0.type.trimmedDescription == "NSObjectProtocol" })
        {
            replace(objectProtocol.type, with: "AnyObject")
        } else if let first = clause.inheritedTypes.first {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(start: start, end: start, replacement: "AnyObject, "))
        }
    }

    /// The default implementation of an `optional` requirement, answering what an unimplemented one answered: no
    /// call (Void), nil, or the literal callers fall back to (`?? true`); else false or zero, else a problem.
    private func defaultImplementation(of decl: DeclSyntax) -> String? {
        guard let name = PortFacts.optionalName(of: decl) else { return nil }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let signature =
                "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
                + "\(function.signature.trimmedDescription)"
                + (function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? "")
            guard let type = function.signature.returnClause?.type else { return "\(signature) {}" }
            return "\(signature) { \(answer(name: name, type: type, at: function)) }"
        }
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type
        else { return nil }
        if binding.accessorBlock?.description.contains("set") ?? false {
            report(variable, "optional settable property \(name): give conforming types a stored property")
            return nil
        }
        return "var \(name): \(type.trimmedDescription) { \(answer(name: name, type: type, at: variable)) }"
    }

    private func answer(name: String, type: TypeSyntax, at node: some SyntaxProtocol) -> String {
        let text = type.trimmedDescription
        if ["Void", "()"].contains(text) { return "" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if let fallback = requirements.fallbacks[name] { return fallback }
        if text == "Bool" { return "false" }
        if ["Int", "CGFloat", "Double", "Float", "TimeInterval"].contains(text) { return "0" }
        report(node, "optional requirement \(name) returns \(text) and no caller gives a fallback: write its default")
        return "fatalError(\"gesturelab port: \(name) needs a default\")"
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        if let name = Self.baseName(of: node.calledExpression),
            let message = RuntimeTricks.message(name: name, labels: labels)
        {
            report(node, message)
            return .skipChildren
        }
        // `delegate?.didScroll?(self)`: the requirement is no longer optional, so the call's `?` goes.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            requirements.names.contains(member.declName.baseName.text)
        {
            remove(chained.questionMark)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
            let member = forced.expression.as(MemberAccessExprSyntax.self),
            requirements.names.contains(member.declName.baseName.text)
        {
            remove(forced.exclamationMark)
        }
        return .visitChildren
    }

    /// `screen.shouldPop?(self) ?? true` on a non-optional receiver: once the requirement is not optional the call
    /// is not either, so the fallback goes (Swift warns that it is never used).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        let loose: Set<String> = ["=", "&&", "||", "==", "!="]
        for index in elements.indices.dropFirst().dropLast() {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                let name = PortFacts.optionalCallName(elements[index - 1]), requirements.names.contains(name),
                let call = elements[index - 1].as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
                    .as(MemberAccessExprSyntax.self),
                let base = member.base, !base.is(OptionalChainingExprSyntax.self)
            else { continue }
            let before = index >= 2 ? elements[index - 2] : nil
            guard
                before == nil || before?.is(AssignmentExprSyntax.self) == true
                    || before?.as(BinaryOperatorExprSyntax.self).map({ loose.contains($0.operator.text) }) == true
            else { continue }
            edits.append(
                SourceEdit(
                    start: call.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: elements[index + 1].endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
        }
        return .visitChildren
    }

    static func baseName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": portSelector(node)
        case "keyPath": report(node, "#keyPath names an Objective-C property for key-value coding")
        default: break
        }
        return .visitChildren
    }

    private func portSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil else {
            report(node, "\(node.trimmedDescription): a property's getter or setter as a selector")
            return
        }
        guard let call = Self.targetActionCall(around: node) else {
            report(
                node, "\(node.trimmedDescription) outside a target-action call: the kit takes methods, not selectors")
            return
        }
        let callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix("CADisplayLink") {
            report(node, "CADisplayLink(target:selector:): use view.displayLink(target:selector:) with a method")
            return
        }
        if callee.hasSuffix("Timer") || callee.hasSuffix("scheduledTimer") || callee.hasSuffix("removeTarget") {
            report(node, "\(callee)(...) takes a selector; the kit has no such form: use the closure form")
            return
        }
        guard let method = method(named: argument.expression) else {
            report(node, "\(node.trimmedDescription): name the method's type (#selector(Type.method(_:)))")
            return
        }
        replace(node, with: method)
        changes.append("\(line(node)): \(node.trimmedDescription) -> \(method)")
    }

    /// The call a selector is an argument of, when that call is target-action (it has a `target:` argument, or
    /// is `addTarget`): the only place the kit takes an unapplied method in place of a selector.
    private static func targetActionCall(around node: MacroExpansionExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        if labels.contains("userInfo") { return call }  // Timer(timeInterval:target:selector:userInfo:repeats:)
        if labels.contains("target") || baseName(of: call.calledExpression) == "addTarget"
            || baseName(of: call.calledExpression) == "removeTarget"
        {
            return call
        }
        return nil
    }

    /// `Type.method(_:)` for `method(_:)`, `self.method(_:)` or `Type.method(_:)` (nil for an instance's method).
    private func method(named expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return enclosingTypes.last.map { "\($0).\(reference.trimmedDescription)" }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let baseText = base.trimmedDescription
        if baseText == "self" || baseText == "Self" {
            return enclosingTypes.last.map { "\($0).\(member.declName.trimmedDescription)" }
        }
        guard let first = baseText.unicodeScalars.first, first.properties.isUppercase else { return nil }
        return expression.trimmedDescription
    }

    // MARK: Initializers taking a Selector

    // `override init(target: Any?, action: Selector?)` in a recognizer subclass is left as iOS writes it: the kit
    // declares `Selector` and UIKit's designated `init(target:action:)`, so it compiles, and the kit's generic
    // `init(target:action:)` (what `#selector` call sites are ported to) reaches it with a nil selector.

    static func isTargetActionInitializer(_ node: InitializerDeclSyntax) -> Bool {
        let parameters = node.signature.parameterClause.parameters.map {
            ($0.firstName.text, $0.type.trimmedDescription)
        }
        return parameters.count == 2 && parameters[0] == ("target", "Any?") && parameters[1] == ("action", "Selector?")
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == "Selector" else { return .visitChildren }
        var ancestor = node.parent
        while let current = ancestor {
            if let initializer = current.as(InitializerDeclSyntax.self), Self.isTargetActionInitializer(initializer) {
                return .skipChildren
            }
            ancestor = current.parent
        }
        report(node, "a Selector value: the kit's target-action takes a method (Type.method) or a closure")
        return .skipChildren
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map { $0.name.text }
        let replaced: Bool
        switch path.first {
        case "UIKit" where path.count > 1: replaced = true
        case "QuartzCore", "CoreGraphics": replaced = path.count >= 1
        case "ObjectiveC":
            report(node, "import ObjectiveC: the Objective-C runtime is not on Linux")
            replaced = false
        default: replaced = false
        }
        guard replaced else { return .skipChildren }
        if importsUIKit {
            remove(node)
            changes.append("\(line(node)): import \(path.joined(separator: ".")) removed (import UIKit has it)")
        } else {
            replace(node.path, with: "UIKit")
            importsUIKit = true
            changes.append("\(line(node)): import \(path.joined(separator: ".")) -> import UIKit")
        }
        return .skipChildren
    }
}
