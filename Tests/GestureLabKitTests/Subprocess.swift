import Foundation
import GestureLabTestSupport

/// A finished subprocess: its status and both outputs.
struct SubprocessOutcome {
    var status: Int32
    var output: String
    var errors: String
    var timedOut: Bool
}

/// Runs `executable` under the shared `Subprocess` helper (both pipes read at once, `timeout` kills it after
/// `timeout` seconds).
func runSubprocess(_ executable: String, _ arguments: [String], in directory: String? = nil,
                   timeout: TimeInterval) throws -> SubprocessOutcome {
    let outcome = try Subprocess.run(executable, arguments, currentDirectory: directory, timeout: Int(timeout))
    return SubprocessOutcome(status: outcome.status, output: outcome.stdout, errors: outcome.stderr,
                             timedOut: outcome.timedOut)
}

/// The built `gesturelab` next to the test bundle, when the build made one.
let gesturelabBinary: String? = BuiltProducts.gesturelab

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeKitTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "gesturelab-kit-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
