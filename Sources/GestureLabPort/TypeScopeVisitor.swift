import SwiftSyntax

/// A walk over a file that knows which type declarations it is inside: the names of the enclosing classes,
/// structs, enums, actors and extensions, outermost first (`Feed`, `Cell` inside `class Feed { class Cell }`;
/// an extension counts by the type it extends, so `extension Feed { class Cell }` gives the same).
class TypeScopeVisitor: SyntaxVisitor {
    /// The enclosing types' names, innermost last.
    private(set) var enclosingTypes: [String] = []

    /// The qualified name of the innermost enclosing type (`Feed.Cell`), or nil at file scope.
    final var qualifiedEnclosingType: String? {
        enclosingTypes.isEmpty ? nil : enclosingTypes.joined(separator: ".")
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }
}
