import Foundation

/// What the numbers were measured on, and the process's own memory.
enum Machine {
    static var summary: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "?"
        let memory = ProcessInfo.processInfo.physicalMemory / 1_048_576 / 1024
        let os = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst(12).replacingOccurrences(of: "\"", with: "") } ?? "?"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GB, \(os), "
            + "SDL software renderer, no GPU"
    }

    /// VmHWM from /proc/self/status: the peak resident set size, in kB.
    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }
}

/// A child process run to completion with its output captured.
enum Subprocess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
    }

    /// Runs `executable` with `arguments` (environment: ours plus `environment`); kills it after `timeout` s.
    /// Output goes through temporary files, so nothing reads pipes concurrently.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    timeout: Double = 60) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let base = NSTemporaryDirectory() + "gesturelab-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let outPath = base + ".out", errPath = base + ".err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        guard let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath) else {
            return Output(status: -1, stdout: "", stderr: "cannot create \(base)", seconds: 0)
        }
        process.standardOutput = out
        process.standardError = err
        let start = Date()
        do { try process.run() } catch { return Output(status: -1, stdout: "", stderr: "\(error)", seconds: 0) }
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeout { process.terminate() }
            usleep(1000)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        try? out.close()
        try? err.close()
        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Output(status: process.terminationStatus, stdout: text(outPath), stderr: text(errPath), seconds: seconds)
    }
}
