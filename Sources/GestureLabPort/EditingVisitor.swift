import SwiftSyntax

/// What the port's passes over one file have in common: they walk its tree, collect the edits that port it, say
/// what each edit was (`LINE: what -> what`), and report what they cannot port with its line.
class EditingVisitor: TypeScopeVisitor {
    /// The edits, in the order found; `SourceEdit.apply` sorts them.
    var edits: [SourceEdit] = []
    /// One line per change made, for the port's summary.
    var changes: [String] = []
    /// What could not be ported, with its line.
    var problems: [(line: Int, message: String)] = []

    private let converter: SourceLocationConverter

    init(tree: SourceFileSyntax, fileName: String) {
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// The line `node` starts on, as a compiler error would name it.
    final func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    /// Reports `message` at `node`'s line: the port could not rewrite it.
    final func report(_ node: some SyntaxProtocol, _ message: String) {
        problems.append((line(node), message))
    }
}
