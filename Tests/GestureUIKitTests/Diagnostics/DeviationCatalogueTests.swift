import Foundation
import Testing
@testable import GestureUIKit

/// The package root, found upwards from this file (the folder with docs/coverage.md).
private let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("docs/coverage.md").path) { return url.path }
    }
    return FileManager.default.currentDirectoryPath
}()

/// The coverage page's partial rows as `Class.member` (docs/coverage.md, written by `make coverage`).
private func partialMembers() throws -> [String] {
    let page = try String(contentsOfFile: packageRoot + "/docs/coverage.md", encoding: .utf8)
    var members: [String] = []
    var currentClass = ""
    for line in page.split(separator: "\n").map(String.init) {
        if line.hasPrefix("## ") { currentClass = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard cells.count > 3, cells[2] == "partial" else { continue }
        members.append(currentClass + "." + cells[1].replacingOccurrences(of: "`", with: ""))
    }
    return members
}

/// The kit's sources but the catalogue itself, file by file.
private func kitSources() throws -> [(path: String, text: String)] {
    let root = packageRoot + "/Sources"
    guard let paths = FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) else { return [] }
    return try paths.filter { $0.hasSuffix(".swift") }
        .filter { !$0.contains("Diagnostics/DeviationCatalogue") && !$0.hasSuffix("Diagnostics/KitDeviation.swift") }
        .map { path in
            // Comments do not count: a case named in a doc comment is not a report.
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            return (path, code.joined(separator: "\n"))
        }
}

/// Every member the coverage page calls partial (its doc comment says "Deviation:") has a deviation in the
/// catalogue, and every deviation the catalogue does not exempt is reported from the code (`reportDeviation(.case`,
/// `reportDeviations([.case`, or a `deviation: .case` handed to the code that reports it): a partial member with no
/// report wired fails here, so none is silently wrong.
@Suite("Deviation catalogue: every partial member of the coverage page reports its deviation")
struct DeviationCatalogueTests {
    @Test("the coverage page has partial rows to check (the parse found them)")
    func pageParses() throws {
        #expect(try partialMembers().count > 50)
    }

    @Test("every partial row of docs/coverage.md has a catalogue entry")
    func everyPartialRowCatalogued() throws {
        let catalogued = Set(DeviationCatalogue.entries.map(\.member))
        let missing = try partialMembers().filter { !catalogued.contains($0) }
        #expect(missing.isEmpty, "partial members with no KitDeviation: \(missing)")
    }

    @Test("every catalogued member is a partial row, or a class whose own doc comment names the deviation")
    func everyEntryIsOnThePage() throws {
        let partial = Set(try partialMembers())
        let page = try String(contentsOfFile: packageRoot + "/docs/coverage.md", encoding: .utf8)
        for entry in DeviationCatalogue.entries where !partial.contains(entry.member) {
            let owner = String(entry.member.prefix { $0 != "." })
            #expect(
                page.contains("## \(owner)\n") && page.contains("The class's deviations"),
                "\(entry.member) is neither a partial row nor a class-level deviation")
        }
    }

    @Test("every deviation not exempted is reported from the code; every exempted one says why and is not")
    func everyEntryWired() throws {
        let sources = try kitSources()
        // Each file's `.name` references, found once (a scan by hand: a regex per case over every file is slow).
        let references = sources.map { (path: $0.path, names: Self.dotNames(in: $0.text)) }
        for deviation in KitDeviation.allCases {
            let entry = DeviationCatalogue.entry(deviation)
            let wiredIn = references.filter { $0.names.contains(deviation.rawValue) }.map(\.path)
            if let reason = entry.unreported {
                #expect(!reason.isEmpty)
                #expect(wiredIn.isEmpty, "\(entry.member) is exempt (\(reason)) but reported in \(wiredIn)")
            } else {
                #expect(!wiredIn.isEmpty, "\(entry.member): no reportDeviation(.\(deviation.rawValue)) in Sources")
            }
            #expect(entry.uikit != "(not catalogued)" && !entry.kit.isEmpty, "\(deviation) has no texts")
        }
    }

    /// The identifiers written right after a dot (`.longPressTapsRequired`) in `text`.
    static func dotNames(in text: String) -> Set<String> {
        var names = Set<String>()
        var current: [Character]?
        for character in text {
            if character == "." {
                if let name = current, !name.isEmpty { names.insert(String(name)) }
                current = []
            } else if character.isLetter || character.isNumber || character == "_" {
                current?.append(character)
            } else {
                if let name = current, !name.isEmpty { names.insert(String(name)) }
                current = nil
            }
        }
        return names
    }

    @Test("the members are unique")
    func unique() {
        let members = DeviationCatalogue.entries.map(\.member)
        #expect(Set(members).count == members.count)
    }
}
