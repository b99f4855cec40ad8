import Dispatch
import Foundation

/// What a finished subprocess printed and how it exited.
struct SubprocessOutcome {
    var status: Int32
    var output: String
    var errors: String
    /// Whether the watchdog had to kill it.
    var timedOut: Bool
}

/// Runs `executable` with `arguments`, reading standard output and standard error at the same time (so neither
/// pipe can fill up and block the child), with `stdin` as its input.
///
/// A watchdog kills the child after `limit` seconds, so a hung child fails the test instead of hanging it; no
/// assertion depends on how long anything takes.
func runSubprocess(
    _ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
    currentDirectory: String? = nil, limit: Double = 50
) throws -> SubprocessOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
    let output = Pipe(), errors = Pipe(), input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    let killer = Watchdog(process: process)
    DispatchQueue.global().asyncAfter(deadline: .now() + limit) { killer.fire() }
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    let group = DispatchGroup()
    let collected = Collected()
    DispatchQueue.global().async(group: group) { collected.setOutput(output.fileHandleForReading.readDataToEndOfFile()) }
    DispatchQueue.global().async(group: group) { collected.setErrors(errors.fileHandleForReading.readDataToEndOfFile()) }
    group.wait()
    process.waitUntilExit()
    return SubprocessOutcome(
        status: process.terminationStatus, output: String(decoding: collected.output, as: UTF8.self),
        errors: String(decoding: collected.errors, as: UTF8.self), timedOut: killer.fired)
}

/// The first executable named `name` on PATH.
func executableOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var output = Data()
    private(set) var errors = Data()
    func setOutput(_ data: Data) { lock.lock(); output = data; lock.unlock() }
    func setErrors(_ data: Data) { lock.lock(); errors = data; lock.unlock() }
}

private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let process: Process
    private var killed = false
    init(process: Process) { self.process = process }
    var fired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return killed
    }
    func fire() {
        lock.lock()
        defer { lock.unlock() }
        if process.isRunning {
            killed = true
            process.terminate()
        }
    }
}
