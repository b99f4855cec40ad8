import Foundation

/// Parses touch-script text (touch-script.md) into a `TouchScript` with expanded, time-ordered events.
///
/// Parsing stops at the first problem, reported as a `ScriptError` at its line and column. Nothing is
/// partially returned: a script either parses completely or not at all.
public enum TouchScriptParser {
    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - sourceName: the name errors carry (the path as given on the command line).
    ///   - baseDirectory: the folder that relative `images` paths are resolved against; empty keeps them as written.
    ///   - catalog: the scenes and options the script may name.
    public static func parse(
        _ text: String, sourceName: String, baseDirectory: String = "", catalog: SceneCatalog
    ) throws(ScriptError) -> TouchScript {
        var assembler = ScriptAssembler(file: sourceName, baseDirectory: baseDirectory, catalog: catalog)
        for (index, line) in ScriptScanner.lines(of: text).enumerated() {
            let tokens = try ScriptScanner.tokens(in: line, lineNumber: index + 1, file: sourceName)
            if tokens.isEmpty { continue }
            var cursor = TokenCursor(tokens: tokens, line: index + 1, file: sourceName)
            let parsed = try StatementParser.parse(
                &cursor, previousTime: assembler.previousTime, scene: assembler.sceneEntry)
            try assembler.add(parsed)
        }
        return try assembler.finish()
    }

    /// Reads and parses the file at `path`; relative `images` resolve against the file's folder.
    ///
    /// A file that cannot be read is a `ScriptError` at `path:1:1`. Invalid UTF-8 is decoded with replacement
    /// characters (and then usually fails to parse at the right place).
    public static func parseFile(path: String, catalog: SceneCatalog) throws(ScriptError) -> TouchScript {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedDescription
            throw ScriptError(file: path, line: 1, column: 1, message: "cannot read the script: \(reason)")
        }
        let text = String(decoding: data, as: UTF8.self)
        return try parse(text, sourceName: path, baseDirectory: ScriptPaths.directory(of: path), catalog: catalog)
    }
}
