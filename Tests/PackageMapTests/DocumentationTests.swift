import Foundation
import GestureLabTestSupport
import Testing

/// The README is a front page and the articles under docs/ hold the rest: the README stays short with the two
/// commands first, every relative link in the README and the articles leads to a file that exists, and no text
/// refers to the project's issues by number (a reader has no access to them).
@Suite("The documentation", .timeLimit(.minutes(1)))
struct DocumentationTests {
    static let root = BuiltProducts.packageRoot

    /// README.md and every docs/*.md, as (path relative to the package root, text).
    static func documents() throws -> [(path: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs")
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map { path in
            (path, try String(contentsOfFile: root + "/" + path, encoding: .utf8))
        }
    }

    /// The text without fenced code blocks, where `[x](y)` and `#12` are code, not links or references.
    static func prose(_ text: String) -> String {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> Substring? in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return nil
            }
            return inFence ? nil : line
        }.joined(separator: "\n")
    }

    /// Every markdown link or image target in `text`'s prose that is a path in this repository: no scheme
    /// (`https:`, `mailto:`), not an anchor in the same file; the `#fragment` is dropped.
    static func relativeLinks(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let prose = prose(text)
        let range = NSRange(prose.startIndex..., in: prose)
        return pattern.matches(in: prose, range: range).compactMap { match in
            guard let target = Range(match.range(at: 1), in: prose).map({ String(prose[$0]) }) else { return nil }
            if target.hasPrefix("#") || target.range(of: #"^[a-zA-Z][a-zA-Z0-9+.-]*:"#, options: .regularExpression) != nil {
                return nil
            }
            return String(target.split(separator: "#", maxSplits: 1).first ?? "")
        }
    }

    /// References to issues by number: `issue 12`, `issues 3`, `Issue #4`, `#12`.
    static func issueReferences(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"(?i)\bissues?\s*#?\d+|(?<![\w&/#])#\d+\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    @Test("README.md has at most 250 lines")
    func readmeIsShort() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines")
    }

    @Test("the README's first commands are make run and make test, before any section")
    func twoCommandsFirst() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstSection = lines.firstIndex { $0.hasPrefix("## ") } ?? lines.count
        let run = lines.firstIndex { $0.hasPrefix("make run") }
        let test = lines.firstIndex { $0.hasPrefix("make test") }
        #expect(run.map { $0 < firstSection } == true, "`make run` is not a command line before the first section")
        #expect(test.map { $0 < firstSection } == true, "`make test` is not a command line before the first section")
        let front = lines[..<firstSection].joined(separator: "\n")
        #expect(front.contains("installs what is missing"))
        #expect(front.contains("headless"))
    }

    @Test("every relative link in README.md and docs/*.md points at a file that exists")
    func linksResolve() throws {
        var checked = 0
        for document in try Self.documents() {
            let folder = (document.path as NSString).deletingLastPathComponent
            for link in try Self.relativeLinks(in: document.text) {
                let path = ((Self.root as NSString).appendingPathComponent(folder) as NSString)
                    .appendingPathComponent(link)
                checked += 1
                #expect(
                    FileManager.default.fileExists(atPath: (path as NSString).standardizingPath),
                    "\(document.path) links to \(link), which does not exist")
            }
        }
        #expect(checked > 20, "only \(checked) links found: is the link pattern right?")
    }

    @Test("no issue numbers in README.md and docs/*.md")
    func noIssueNumbers() throws {
        for document in try Self.documents() {
            let found = try Self.issueReferences(in: document.text)
            #expect(found.isEmpty, "\(document.path) refers to issues by number: \(found)")
        }
    }

    @Test("the checks find what they look for")
    func checksWork() throws {
        #expect(
            try Self.issueReferences(in: "as issue 12 asked; see #7 and Issue #3, issues 4") == [
                "issue 12", "#7", "Issue #3", "issues 4",
            ])
        #expect(try Self.issueReferences(in: "colour #d1d1d6, C# 2, tracker /issues/14, &#38; x#1").isEmpty)
        let text = "[a](docs/a.md#x) ![b](b.png) [c](https://x.org) [d](#top)\n```\n[e](e.md)\n```\n"
        #expect(try Self.relativeLinks(in: text) == ["docs/a.md", "b.png"])
    }
}
