import Foundation

// gesturelab-coverage: writes docs/coverage.md from GestureUIKit's symbol graph and the UIKit surface
// (docs/coverage/uikit-surface.tsv), or with --check says whether the page on disk is what it would write.
//
//   gesturelab-coverage [--root DIR] [--modules DIR] [--check]
//
// --root: the package (default: the current folder); --modules: the built modules (default:
// ROOT/.build/debug/Modules; build GestureUIKit first). Exit 0: written, or the page matches; 1: the page differs
// (--check); 2: a failure (no module, no extractor).

var root = FileManager.default.currentDirectoryPath
var modules: String?
var check = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--root": root = arguments.popFirst() ?? root
    case "--modules": modules = arguments.popFirst()
    case "--check": check = true
    default:
        FileHandle.standardError.write(Data("usage: gesturelab-coverage [--root DIR] [--modules DIR] [--check]\n".utf8))
        exit(2)
    }
}

/// The first `name` on PATH that can be run.
func onPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

let surfaceFile = "docs/coverage/uikit-surface.tsv"
let tier2File = "docs/coverage/uikit-tier2.tsv"
let corpusFile = "Tools/uikit-usage/corpus.tsv"
let pageFile = "docs/coverage.md"

/// Tier 2's corpus (Tools/uikit-usage/corpus.tsv: `kind repository summary` rows).
func readCorpus(_ path: String) throws -> [CoveragePage.Codebase] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
        let fields = $0.split(separator: "\t").map(String.init)
        return fields.count >= 3
            ? CoveragePage.Codebase(kind: fields[0], repository: fields[1], summary: fields[2]) : nil
    }
}

/// The number of Swift files tier 2 was counted over (the `# files` line of its TSV).
func corpusFiles(_ path: String) throws -> String {
    let line = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first {
        $0.hasPrefix("# files\t")
    }
    return line.map { String($0.dropFirst("# files\t".count)) } ?? "?"
}
do {
    guard let extractor = onPath("swift-symbolgraph-extract") else {
        throw Failure("swift-symbolgraph-extract is not on PATH")
    }
    var surface = try Surface(contentsOf: root + "/" + surfaceFile)
    try surface.appendTier2(contentsOf: root + "/" + tier2File)
    let graph = try SymbolGraph(
        module: "GestureUIKit", modules: modules ?? root + "/.build/debug/Modules",
        extractor: extractor)
    let page = CoveragePage.markdown(
        Coverage(surface: surface, graph: graph), surfaceFile: surfaceFile, tier2File: tier2File,
        corpus: try readCorpus(root + "/" + corpusFile), corpusFiles: try corpusFiles(root + "/" + tier2File))
    let path = root + "/" + pageFile
    if check {
        let current = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if current == page { print("coverage: \(pageFile) matches the code"); exit(0) }
        let old = current.split(separator: "\n", omittingEmptySubsequences: false)
        let new = page.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        print("coverage: \(pageFile) differs from what the code makes, first at line \(line + 1):")
        print("  on disk:   \(line < old.count ? String(old[line]) : "(end)")")
        print("  generated: \(line < new.count ? String(new[line]) : "(end)")")
        print("run `make coverage` and commit the page")
        exit(1)
    }
    try page.write(toFile: path, atomically: true, encoding: .utf8)
    let classes = Coverage(surface: surface, graph: graph).classes
    for tier in [1, 2] {
        let rows = classes.filter { $0.tier == tier }.flatMap(\.rows)
        print("coverage: wrote \(pageFile): tier \(tier): \(CoveragePage.summary(rows))")
    }
} catch {
    FileHandle.standardError.write(Data("gesturelab-coverage: \(error)\n".utf8))
    exit(2)
}
