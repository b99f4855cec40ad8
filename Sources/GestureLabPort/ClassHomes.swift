import SwiftSyntax

/// Where a class of the files being ported is declared: the file, and the offset of its closing brace there (where
/// an `override` from an extension in another file moves to).
struct ClassHome {
    /// The file as given.
    var file: String
    /// The UTF-8 offset of the class's `}` in that file's original text, with the trivia before it.
    var closingBrace: Int
}

extension PortFacts {
    /// Adds the classes `tree` declares, by qualified name (`Feed`, `Feed.Cell`); a name declared twice keeps its
    /// first file.
    mutating func scanClasses(_ tree: SourceFileSyntax, file: String) {
        let finder = ClassHomeFinder(file: file)
        finder.walk(tree)
        classHomes.merge(finder.homes) { first, _ in first }
    }
}

/// The classes of one file by qualified name.
private final class ClassHomeFinder: TypeScopeVisitor {
    let file: String
    var homes: [String: ClassHome] = [:]

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        if let qualified = qualifiedEnclosingType, homes[qualified] == nil {
            homes[qualified] = ClassHome(file: file, closingBrace: node.memberBlock.rightBrace.position.utf8Offset)
        }
        return .visitChildren
    }
}
