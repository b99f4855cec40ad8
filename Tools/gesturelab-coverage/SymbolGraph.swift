import Foundation

/// GestureUIKit's public symbols, read from the symbol graph `swift-symbolgraph-extract` writes for the built module.
struct SymbolGraph {
    /// One public declaration.
    struct Symbol {
        /// Its path: the enclosing types, then its own name as Swift spells it (`["UIScrollView", "contentOffset"]`).
        var path: [String]
        /// `swift.class`, `swift.property`, `swift.method`...
        var kind: String
        /// Its doc comment, lines joined by newlines.
        var doc: String
        /// The spellings of its declaration's parameter part (before `->`), for telling overloads apart.
        var parameterSpellings: [String]
        /// Whether it overrides a superclass member or implements a requirement by default (not a member of its own).
        var isInherited: Bool
        /// The other names a call can spell it by, leaving out defaulted arguments (`animate(withDuration:animations:)`
        /// for `animate(withDuration:delay:options:animations:completion:)` with `delay`, `options` and `completion`
        /// defaulted).
        var aliases: [String] = []
        /// Whether it is a convenience initializer (which a subclass inherits to run its own designated one).
        var isConvenienceInit = false

        /// The enclosing types, dotted.
        var type: String { path.dropLast().joined(separator: ".") }
        /// Its own name.
        var name: String { path.last ?? "" }
    }

    /// Every public and open symbol of the module.
    var symbols: [Symbol]
    /// Each class's superclass in the module, by name (`UITableView`: `UIScrollView`).
    var superclasses: [String: String]

    /// Extracts the graph of `module` from the modules built in `modules` (`.build/debug/Modules`) and reads it.
    init(module: String, modules: String, extractor: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-coverage-\(getpid())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: extractor)
        process.arguments = [
            "-module-name", module, "-target", Self.targetTriple, "-I", modules, "-minimum-access-level", "public",
            "-skip-synthesized-members", "-output-dir", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("\(extractor) exited with \(process.terminationStatus)")
        }
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        try self.init(json: data)
    }

    /// Reads a symbol graph file's JSON.
    init(json: Data) throws {
        guard let graph = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let list = graph["symbols"] as? [[String: Any]]
        else { throw Failure("not a symbol graph") }
        var inherited = Set<String>()
        var inheritance: [(String, String)] = []
        for relation in graph["relationships"] as? [[String: Any]] ?? [] {
            let kind = relation["kind"] as? String
            guard let source = relation["source"] as? String, let target = relation["target"] as? String else {
                continue
            }
            if kind == "overrides" || kind == "defaultImplementationOf" { inherited.insert(source) }
            if kind == "inheritsFrom" { inheritance.append((source, target)) }
        }
        var names: [String: String] = [:]
        for symbol in list {
            if let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                let path = symbol["pathComponents"] as? [String]
            {
                names[identifier] = path.joined(separator: ".")
            }
        }
        superclasses = [:]
        for (source, target) in inheritance {
            if let sub = names[source], let sup = names[target] { superclasses[sub] = sup }
        }
        symbols = list.compactMap { symbol in
            guard let path = symbol["pathComponents"] as? [String],
                let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
            else { return nil }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let doc = lines.compactMap { $0["text"] as? String }.joined(separator: "\n")
            let fragments = (symbol["declarationFragments"] as? [[String: Any]] ?? []).compactMap {
                $0["spelling"] as? String
            }
            let parameters = Array(fragments.prefix { !$0.contains("->") })
            let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            return Symbol(
                path: path, kind: kind, doc: doc, parameterSpellings: parameters,
                isInherited: inherited.contains(identifier),
                aliases: Self.callableNames(path.last ?? "", declaration: fragments.joined()),
                isConvenienceInit: fragments.joined().contains("convenience init"))
        }
    }

    /// The names a call can use for a function `name` declared as `declaration`, other than `name` itself: each
    /// subset of its defaulted parameters left out.
    static func callableNames(_ name: String, declaration: String) -> [String] {
        guard let open = name.firstIndex(of: "("), let start = declaration.firstIndex(of: "(") else { return [] }
        let base = name[..<open]
        var parameters: [(label: String, defaulted: Bool)] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in declaration[declaration.index(after: start)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || (character == ">" && previous != "-") {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 {
                parameters.append(Self.parameter(current))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(Self.parameter(current)) }
        let defaulted = parameters.indices.filter { parameters[$0].defaulted }
        guard !defaulted.isEmpty, defaulted.count <= 8 else { return [] }
        var names: [String] = []
        for subset in 1..<(1 << defaulted.count) {
            let omitted = Set(defaulted.enumerated().filter { subset & (1 << $0.offset) != 0 }.map(\.element))
            let labels = parameters.indices.filter { !omitted.contains($0) }.map { parameters[$0].label + ":" }
            names.append(base + "(" + labels.joined() + ")")
        }
        return names
    }

    /// One parameter's argument label and whether it has a default value.
    private static func parameter(_ text: String) -> (label: String, defaulted: Bool) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let label = trimmed.prefix { $0 != " " && $0 != ":" }
        var depth = 0
        var defaulted = false
        var previous: Character = " "
        for character in trimmed {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if character == "=", depth == 0 { defaulted = true }
            previous = character
        }
        return (String(label), defaulted)
    }

    /// The triple the module was built for: this machine's (the generator runs where the package was built).
    static var targetTriple: String {
        #if arch(arm64)
            return "aarch64-unknown-linux-gnu"
        #else
            return "x86_64-unknown-linux-gnu"
        #endif
    }
}

/// A failure the generator reports and exits on.
struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
    init(_ description: String) { self.description = description }
}
