import Foundation

/// A finished subprocess: its status and both outputs.
struct SubprocessOutcome {
    var status: Int32
    var output: String
    var errors: String
    var timedOut: Bool
}

/// Runs `executable` with `arguments`, reading standard output and standard error concurrently (so neither pipe
/// can fill and block the child), and terminates it after `timeout` seconds.
func runSubprocess(_ executable: String, _ arguments: [String], in directory: String? = nil,
                   timeout: TimeInterval) throws -> SubprocessOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data(), errData = Data()
    DispatchQueue.global().async(group: group) { outData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = errors.fileHandleForReading.readDataToEndOfFile() }
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
        process.terminate()
        finished.wait()
    }
    group.wait()
    return SubprocessOutcome(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                             errors: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
}

/// The built `gesturelab` next to the test bundle, when the build made one.
let gesturelabBinary: String? = {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let path = folder.appendingPathComponent("gesturelab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeKitTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "gesturelab-kit-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
