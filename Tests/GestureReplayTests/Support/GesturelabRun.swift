import Foundation
import GestureLabTestSupport
import Testing

/// Runs the built `gesturelab` with `arguments` from `directory`, within `timeout` seconds (its standard output and
/// error read together by `Subprocess`); a run that times out is a recorded issue.
func runGesturelab(_ arguments: [String], in directory: String? = nil, timeout: Int = 60) async throws -> Subprocess.Outcome {
    let run = try await Subprocess.run(
        try BuiltProducts.requireGesturelab(), arguments, currentDirectory: directory, timeout: timeout)
    #expect(!run.timedOut, "gesturelab \(arguments) did not finish within \(timeout) s")
    return run
}

/// Writes `text` as `s.touches` in a fresh folder, runs `body` with its path, then removes the folder.
func withScriptFile(_ text: String, _ body: (String) async throws -> Void) async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: folder + "/s.touches", atomically: true, encoding: .utf8)
    try await body(folder + "/s.touches")
}
