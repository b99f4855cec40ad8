import SwiftParser
import SwiftSyntax

/// Rewrites UIKit code that Swift on Linux cannot compile into code that builds on the kit: `#selector(...)` to
/// an unapplied method (the kit's target-action), `@objc`/`@objcMembers`/`@IBOutlet`/`@IBAction` removed,
/// `@objc protocol`s with `optional` requirements to class-bound protocols with default implementations,
/// `import UIKit.UIGestureRecognizerSubclass` to `import UIKit`. What it can't rewrite (the Objective-C runtime's
/// tricks: key-value coding, swizzling, associated objects) it reports with the line.
public enum Porter {
    /// The files ported together: an optional requirement declared in one file is called without `?` in all.
    ///
    /// - Parameter files: each file's path (as reported) and text.
    /// - Throws: `PortInputError` for a file the Swift parser can't read.
    public static func port(_ files: [(path: String, text: String)]) throws(PortInputError) -> [PortedFile] {
        var trees: [(path: String, text: String, tree: SourceFileSyntax)] = []
        var requirements = PortFacts()
        for file in files {
            let tree = Parser.parse(source: file.text)
            if let line = firstErrorLine(in: tree, fileName: file.path) {
                throw PortInputError(file: file.path, line: line)
            }
            requirements.scan(tree)
            trees.append((file.path, file.text, tree))
        }
        return trees.map { file in
            let visitor = PortVisitor(tree: file.tree, fileName: file.path, requirements: requirements)
            visitor.walk(file.tree)
            return PortedFile(
                path: file.path, original: file.text, ported: SourceEdit.apply(visitor.edits, to: file.text),
                changes: visitor.changes,
                problems: visitor.problems.sorted { $0.line < $1.line }.map {
                    PortProblem(file: file.path, line: $0.line, message: $0.message)
                })
        }
    }

    /// The line of the first token the parser had to skip or invent, or nil when the file parsed cleanly.
    private static func firstErrorLine(in tree: SourceFileSyntax, fileName: String) -> Int? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        for token in tree.tokens(viewMode: .all)
        where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
            || token.ancestorIsUnexpected
        {
            return token.startLocation(converter: converter).line
        }
        return 1
    }
}

extension TokenSyntax {
    fileprivate var ancestorIsUnexpected: Bool {
        var node = parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

/// A file the Swift parser can't read (`gesturelab port` exits 2 naming it).
public struct PortInputError: Error, Equatable, Sendable {
    /// The file as given.
    public let file: String
    /// The first line with a syntax error.
    public let line: Int

    /// The syntax error at `file:line`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `FILE:LINE: not Swift the parser accepts`.
    public var description: String { "\(file):\(line): not valid Swift (fix the syntax error first)" }
}
