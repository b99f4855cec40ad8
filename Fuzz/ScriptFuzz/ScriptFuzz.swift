import GestureScenes
import GestureScript

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

#if FUZZING
/// libFuzzer's driver, which parses its flags and calls `fuzzTouchScript` per input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point. SwiftPM links an executable target's `main` to `<Module>_main` (so that tests
/// can link it), which replaces libFuzzer's own `main`; this hands control to libFuzzer's driver instead.
@_cdecl("ScriptFuzz_main")
public func scriptFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzTouchScript(data, size) }
}
#else
/// Built without `-DFUZZING` (a plain `swift build` builds every target): says how to build the fuzzer.
@main
enum ScriptFuzzWithoutFuzzer {
    static func main() {
        print("script-fuzz: build with swift build -c debug -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library "
            + "-Xswiftc -DFUZZING --product script-fuzz")
        exit(2)
    }
}
#endif

/// libFuzzer's entry point: the bytes as UTF-8 text (invalid sequences replaced) through the touch-script parser.
///
/// Every input either parses, into time-ordered events with finite times and points, or fails with an error
/// positioned inside the text (line within the text's lines, column within the line or just past its end).
/// Anything else aborts, which libFuzzer reports with the input. Crashes and hangs are libFuzzer's to catch
/// (`-timeout`). Build: `swift build -c debug -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
/// -Xswiftc -DFUZZING --product script-fuzz`; run: `script-fuzz -max_total_time=300 -timeout=5 CORPUS`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    // Alternate the catalogs on the input's length, so both are exercised.
    let catalog = size.isMultiple(of: 2) ? SceneRegistry.builtIn.catalog : ScriptFuzzCatalog.small
    do throws(ScriptError) {
        let script = try TouchScriptParser.parse(text, sourceName: "fuzz.touches", catalog: catalog)
        var previous = -Double.infinity
        for event in script.events {
            check(event.time.isFinite && event.time >= previous, "event time \(event.time) after \(previous)")
            check(event.point.x.isFinite && event.point.y.isFinite, "event point \(event.point)")
            previous = event.time
        }
    } catch {
        check(error.file == "fuzz.touches", "error names \(error.file)")
        check(!error.message.isEmpty, "error without a message")
        let lines = editorLines(text)
        check((1...lines.count).contains(error.line), "\(error) outside the text's \(lines.count) lines")
        if (1...lines.count).contains(error.line) {
            let width = lines[error.line - 1]
            check((1...(width + 1)).contains(error.column), "\(error) outside a line of \(width) scalars")
        }
    }
    return 0
}

/// Line widths in Unicode scalars, as an editor counts lines: split at \n, a trailing \r is not in the line.
private func editorLines(_ text: String) -> [Int] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.last == "\r" ? $0.count - 1 : $0.count
    }
}

/// Aborts with `message` on standard error when `condition` is false, so libFuzzer keeps the input.
private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    let line = Array("script-fuzz: \(message())\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// A catalog unlike the standard one: integer, text and choice options, and a scene with none.
enum ScriptFuzzCatalog {
    static let small = SceneCatalog(scenes: [
        SceneCatalog.SceneEntry(name: "photos", options: [
            SceneCatalog.OptionSpec(key: "open", kind: .integer(0...1_000), defaultValue: ""),
            SceneCatalog.OptionSpec(key: "label", kind: .text, defaultValue: "x"),
            SceneCatalog.OptionSpec(key: "style", values: ["a", "b"], defaultValue: "a"),
        ]),
        SceneCatalog.SceneEntry(name: "plain", options: []),
    ])
}
