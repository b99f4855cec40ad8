import SwiftSyntax

/// The pass over one file for what compiles on iOS but not against the kit on Linux, though it is no Objective-C:
/// the kit's required initialisers, `override`s inside extensions, and `#if` conditions on the platform.
///
/// - `override init(style:reuseIdentifier:)` of a cell, and `override init(frame:)` of a collection view cell or
///   reusable view, become `required init`: the kit's table and collection view make registered classes through
///   those initialisers (`UITableViewCell.swift`, `UICollectionReusableView.swift`), so they are `required` there,
///   and Swift refuses an override of a required initialiser without `required`.
/// - `override init(frame:)` of a table cell goes through `init(style:reuseIdentifier:)`, as on iOS
///   (`TableCellFrameInit.swift`).
/// - An `override` inside an extension moves into its class when the class is in a file being ported (the same
///   file, or another: the build-tool plugin ports the whole `iOS/` folder together): on iOS the
///   overridden UIKit method is `@objc` (Objective-C dispatch, so an extension may override it); the kit's methods
///   are Swift's, and Swift on Linux refuses "declared in 'UIView' cannot be overridden from extension". When no
///   file being ported declares the class it is reported with its line.
/// - `#if os(iOS)`, `os(macOS)`, `os(Linux)`... and `targetEnvironment(macCatalyst)` become `true` or `false` as
///   they are on an iPhone, so the branch the app runs on iOS is the one compiled (`canImport(UIKit)` already holds:
///   the kit is the UIKit module).
final class PlatformVisitor: EditingVisitor {
    private(set) var moves: [SourceMove] = []
    /// The moves whose class is in another file of the port, with that class's home (`Porter` inserts them there).
    private(set) var exports: [(move: SourceMove, home: ClassHome)] = []

    private let fileName: String

    let facts: PortFacts
    /// The classes declared in this file by qualified name (`Feed`, `Feed.Cell`), the first of each name.
    private let classes: [String: ClassDeclSyntax]

    /// The kit classes whose `init(frame:)` is `required`.
    static let requiredFrameInitRoots: Set<String> = [
        "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewListCell",
    ]

    init(tree: SourceFileSyntax, fileName: String, facts: PortFacts) {
        self.facts = facts
        let finder = ClassFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        classes = finder.classes
        self.fileName = fileName
        super.init(tree: tree, fileName: fileName)
    }

    // MARK: Required initialisers

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let override = node.modifiers.first(where: { $0.name.text == "override" }),
            !node.modifiers.contains(named: "required"), !node.modifiers.contains(named: "convenience")
        else { return .visitChildren }
        if rewriteTableCellFrameInit(node, override: override) { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        let isCellInit = labels == ["style", "reuseIdentifier"]
        let isReusableFrameInit =
            labels == ["frame"]
            && enclosingClass(of: node).map { name in
                Self.requiredFrameInitRoots.contains(name.superclass)
                    || facts.inherits(name.name, fromAnyOf: Self.requiredFrameInitRoots)
            } ?? false
        guard isCellInit || isReusableFrameInit else { return .visitChildren }
        edits.append(
            SourceEdit(
                start: override.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: override.name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "required"))
        changes.append(
            "\(line(node)): override init(\(labels.map { "\($0):" }.joined())) -> required init (the kit's is required)"
        )
        return .visitChildren
    }

    /// The innermost class around `node`: its name and the first type it inherits from.
    private func enclosingClass(of node: some SyntaxProtocol) -> (name: String, superclass: String)? {
        var ancestor = node.parent
        while let current = ancestor {
            if let declaration = current.as(ClassDeclSyntax.self) {
                let first = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
                return (declaration.name.text, String(first.split(separator: ".").last ?? ""))
            }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: Overrides in extensions

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        let overrides = node.memberBlock.members.filter { Self.overriddenName(of: $0.decl) != nil }
        guard !overrides.isEmpty else { return .visitChildren }
        let typeName = node.extendedType.trimmedDescription
        for member in overrides {
            let name = Self.overriddenName(of: member.decl) ?? ""
            if classes[typeName] == nil, let home = facts.classHomes[typeName], home.file != fileName,
                node.genericWhereClause == nil
            {
                let move = SourceMove(
                    start: member.position.utf8Offset, end: member.endPositionBeforeTrailingTrivia.utf8Offset,
                    destination: nil)
                exports.append((move, home))
                moves.append(move)
                changes.append(
                    "\(line(member.decl)): override \(name) moved from an extension into class \(typeName) "
                        + "in \(home.file) (Swift on Linux can't override from an extension)")
                continue
            }
            guard let target = classes[typeName], node.genericWhereClause == nil else {
                let place = classes[typeName] == nil ? "not in the files ported" : "a constrained extension"
                report(
                    member.decl,
                    "override of \(name) in an extension of \(typeName) (\(place)): Swift on Linux can't "
                        + "override from an extension (UIKit's methods are @objc on iOS); move it into "
                        + "class \(typeName)")
                continue
            }
            moves.append(
                SourceMove(
                    start: member.position.utf8Offset, end: member.endPositionBeforeTrailingTrivia.utf8Offset,
                    destination: target.memberBlock.rightBrace.position.utf8Offset))
            changes.append(
                "\(line(member.decl)): override \(name) moved from an extension into class \(typeName) "
                    + "(Swift on Linux can't override from an extension)")
        }
        return .visitChildren
    }

    /// The name of an `override` method, property or subscript.
    static func overriddenName(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self), function.modifiers.contains(named: "override") {
            return function.name.text
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(named: "override") {
            return variable.bindings.first?.pattern.trimmedDescription
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self), subscriptDecl.modifiers.contains(named: "override") {
            return "subscript"
        }
        return nil
    }

    // MARK: #if on the platform

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        let platformChecks = PlatformChecks(viewMode: .sourceAccurate)
        platformChecks.walk(condition)
        for (call, value) in platformChecks.found {
            edits.append(
                SourceEdit(
                    start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: value ? "true" : "false"))
            changes.append("\(line(call)): #if \(call.trimmedDescription) -> \(value) (as on iOS)")
        }
        return .visitChildren
    }

    /// The platform tests in an `#if` condition and what each is on an iPhone.
    private final class PlatformChecks: SyntaxVisitor {
        var found: [(FunctionCallExprSyntax, Bool)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let argument = node.arguments.first?.expression.trimmedDescription ?? ""
            switch node.calledExpression.trimmedDescription {
            case "os": found.append((node, argument == "iOS"))
            case "targetEnvironment" where argument == "macCatalyst": found.append((node, false))
            case "canImport" where ["AppKit", "WatchKit"].contains(argument): found.append((node, false))
            default: break
            }
            return .skipChildren
        }
    }

    /// The classes of a file by qualified name.
    private final class ClassFinder: TypeScopeVisitor {
        var classes: [String: ClassDeclSyntax] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = super.visit(node)
            if let qualified = qualifiedEnclosingType, classes[qualified] == nil { classes[qualified] = node }
            return .visitChildren
        }
    }
}
