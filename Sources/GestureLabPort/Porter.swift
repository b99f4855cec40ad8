import SwiftParser
import SwiftSyntax

/// Rewrites UIKit code that Swift on Linux cannot compile into code that builds on the kit: `#selector(...)` to
/// an unapplied method (the kit's target-action), `@objc`/`@objcMembers`/`@IBOutlet`/`@IBAction` removed,
/// `@objc protocol`s with `optional` requirements to class-bound protocols with default implementations,
/// `import UIKit.UIGestureRecognizerSubclass` to `import UIKit`; and what iOS allows but the kit on Linux does not
/// (`PlatformVisitor`: required cell initialisers, overrides in extensions, `#if os(iOS)`). What it can't rewrite
/// (the Objective-C runtime's tricks: key-value coding, swizzling, associated objects) it reports with the line.
public enum Porter {
    /// The files ported together: an optional requirement declared in one file is called without `?` in all.
    ///
    /// - Parameters:
    ///   - files: each file's path (as reported) and text.
    ///   - locatingLines: each ported text keeps the original's lines and names them with `#sourceLocation`
    ///     directives (the file: its `path`), so the compiler reports errors at the user's own file and line
    ///     (the build-tool plugin's copies of `iOS/`).
    /// - Throws: `PortInputError` for a file the Swift parser can't read.
    public static func port(
        _ files: [(path: String, text: String)], locatingLines: Bool = false
    ) throws(PortInputError) -> [PortedFile] {
        var trees: [(path: String, text: String, tree: SourceFileSyntax)] = []
        var requirements = PortFacts()
        for file in files {
            let tree = Parser.parse(source: file.text)
            if let line = firstErrorLine(in: tree, fileName: file.path) {
                throw PortInputError(file: file.path, line: line)
            }
            requirements.scan(tree)
            requirements.scanClasses(tree, file: file.path)
            trees.append((file.path, file.text, tree))
        }
        let passes = trees.map { file in
            let visitor = PortVisitor(tree: file.tree, fileName: file.path, requirements: requirements)
            visitor.walk(file.tree)
            let platform = PlatformVisitor(tree: file.tree, fileName: file.path, facts: requirements)
            platform.walk(file.tree)
            return (visitor, platform)
        }
        let arrivals = arrivingOverrides(
            zip(trees, passes).map { file, pass in
                (file.path, file.text, pass.0.edits + pass.1.edits, pass.1.exports)
            }, locatingLines: locatingLines)
        return zip(trees, passes).map { file, pass in
            let (visitor, platform) = pass
            let ported = SourceEdit.apply(
                visitor.edits + platform.edits + (arrivals[file.path] ?? []), moves: platform.moves, to: file.text,
                locatingLinesIn: locatingLines ? file.path : nil)
            return PortedFile(
                path: file.path, original: file.text, ported: ported,
                changes: (visitor.changes + platform.changes).enumerated()
                    .sorted { (leadingNumber($0.element), $0.offset) < (leadingNumber($1.element), $1.offset) }
                    .map(\.element),
                problems: (visitor.problems + platform.problems).sorted { $0.line < $1.line }.map {
                    PortProblem(file: file.path, line: $0.line, message: $0.message)
                })
        }
    }

    /// The overrides that move into a class declared in another file, as insertions there by file: each one's
    /// text ported by its own file's edits and, when lines are located, named by its own file and line.
    private static func arrivingOverrides(
        _ files: [(path: String, text: String, edits: [SourceEdit], exports: [(move: SourceMove, home: ClassHome)])],
        locatingLines: Bool
    ) -> [String: [SourceEdit]] {
        var arrivals: [String: [SourceEdit]] = [:]
        for file in files {
            for (move, home) in file.exports {
                let text = SourceEdit.movedText(move, edits: file.edits, in: file.text, keepingLines: locatingLines)
                let line = file.text.utf8.prefix(move.start).filter { $0 == 0x0A }.count + 1
                arrivals[home.file, default: []].append(
                    SourceEdit(
                        start: home.closingBrace, end: home.closingBrace, replacement: text,
                        originElsewhere: (file.path, line)))
            }
        }
        return arrivals
    }

    /// The line a change description starts with (`12: @objc removed`).
    private static func leadingNumber(_ change: String) -> Int {
        Int(change.prefix { $0.isNumber }) ?? 0
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
