import SwiftSyntax

/// A class's declaration and the methods it and its extensions declare in one file, found by name at any depth.
final class TypeFinder: SyntaxVisitor {
    /// What one file holds for a type name.
    struct Found {
        /// The `class NAME` declaration, if the file has it.
        var classDecl: ClassDeclSyntax?
        /// The methods declared directly in the class and in its extensions in the file.
        var functions: [FunctionDeclSyntax] = []
        /// The member blocks of the class and of its extensions in the file.
        var memberBlocks: [MemberBlockSyntax] = []
    }

    private let name: String
    private var found = Found()

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    /// What `tree` declares for `name`.
    static func declarations(named name: String, in tree: SourceFileSyntax) -> Found {
        let finder = TypeFinder(name: name)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name {
            found.classDecl = node
            found.functions += functions(in: node.memberBlock)
            found.memberBlocks.append(node.memberBlock)
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedDescription == name {
            found.functions += functions(in: node.memberBlock)
            found.memberBlocks.append(node.memberBlock)
        }
        return .visitChildren
    }

    private func functions(in block: MemberBlockSyntax) -> [FunctionDeclSyntax] {
        block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
    }
}
