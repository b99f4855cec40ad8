import GestureScenes
import Foundation
import Testing

@testable import GestureScript

/// The source name every in-memory test script carries.
let testFile = "s.touches"

/// Parses `text` as `s.touches` against the standard catalog.
func parse(_ text: String, baseDirectory: String = "") throws(ScriptError) -> TouchScript {
    try TouchScriptParser.parse(text, sourceName: testFile, baseDirectory: baseDirectory, catalog: SceneRegistry.builtIn.catalog)
}

/// The error `text` fails with, or nil when it parses.
func parseError(_ text: String) -> ScriptError? {
    do throws(ScriptError) {
        _ = try parse(text)
        return nil
    } catch {
        return error
    }
}

/// `FILE:LINE:COLUMN` of the error `text` fails with, or "parsed" when it parses.
func position(_ text: String) -> String {
    guard let error = parseError(text) else { return "parsed" }
    return "\(error.file):\(error.line):\(error.column)"
}

/// Whether two doubles agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A deterministic 64-bit generator (SplitMix64) so fuzz runs are reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
