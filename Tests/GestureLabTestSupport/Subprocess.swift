import Foundation

/// Runs a child process to the end within a deadline, reading its standard output and error at the same time.
///
/// Tests that start a program (the `gesturelab` binary, `xvfb-run`) use this so that none can hang the suite (it
/// is the bound itself; the suites that call it carry their own `.timeLimit` on top):
/// - the command runs under coreutils' `timeout --kill-after`, which puts it in a process group of its own and,
///   at the deadline, sends SIGTERM and then SIGKILL to the whole group (an app and the X server it started);
/// - stdout and stderr are drained by two threads at once, so a child that writes more than a pipe's 64 KiB to
///   one while the test reads the other cannot deadlock;
/// - if the pipes are still open some seconds after the deadline (a grandchild that left the group), the group
///   is killed again and the test gets what was read so far rather than waiting.
///
/// The child starts with no signal blocked. Swift Testing runs tests on dispatch's worker threads, which block
/// nearly every signal, and `Process` passes the calling thread's mask on to the child: SIGTERM then never
/// arrives, and only the SIGKILL after `killGrace` would stop a hung child (measured: a test's `bash` showed
/// `SigBlk: fffffffe3bfaea27`). So the child is launched from a thread of its own with an empty mask.
///
/// The child gets `SDL_NO_SIGNAL_HANDLERS=1`: SDL would otherwise turn the SIGTERM of a timeout into an
/// `SDL_QUIT` event, and a hung app would exit 0 as if it had quit normally.
public enum Subprocess {
    /// What a finished (or stopped) child left.
    public struct Outcome: Sendable {
        /// The exit status; 124 when the deadline stopped it (`timeout`'s status), 137 after a SIGKILL.
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether the deadline passed before the child ended.
        public var timedOut: Bool
    }

    /// Seconds after the deadline that `timeout` waits before SIGKILL, and this waits before abandoning pipes.
    public static let killGrace = 5.0

    /// Runs `executable` with `arguments` and waits at most `seconds` (plus `killGrace` for it to die).
    ///
    /// `environment`: added to (and overriding) this process's environment; a nil value removes a variable.
    /// `stdin`: the child's standard input (nil: none), written on its own thread so a child that prints before
    /// reading can't deadlock with this one.
    ///
    /// The waiting happens on a thread of its own, not on the caller's: Swift Testing runs tests on a pool of
    /// one thread per core (two here), and a test that blocked one for a child's minute starved every other test
    /// of it. Under load, tests that take milliseconds then ran past their own time limits (a loaded CI run
    /// failed 63 of them, among them "README.md has at most 250 lines"). Awaiting this frees the pool thread.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String?] = [:],
                           currentDirectory: String? = nil, stdin: String? = nil,
                           timeout seconds: Int = 60) async throws -> Outcome {
        await slots.acquire()
        let result = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Result {
                    try runBlocking(executable, arguments, environment: environment,
                                    currentDirectory: currentDirectory, stdin: stdin, timeout: seconds)
                })
            }
        }
        await slots.release()
        return try result.get()
    }

    /// Children running at once, at most two per core: with the waits off the pool, every test that starts a
    /// child could otherwise start it at the same moment (a run reached a load average of 15), and thirty
    /// children sharing two cores each take thirty times as long, past their own deadlines.
    public static let maximumChildren = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
    private static let slots = ChildSlots(maximumChildren)

    /// `run`, waiting on the calling thread (on the thread `run` starts for it).
    private static func runBlocking(_ executable: String, _ arguments: [String], environment: [String: String?] = [:],
                                   currentDirectory: String? = nil, stdin: String? = nil,
                                   timeout seconds: Int = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=\(Int(killGrace))", "\(seconds)", executable] + arguments
        var merged = ProcessInfo.processInfo.environment
        merged["SDL_NO_SIGNAL_HANDLERS"] = "1"
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let input = stdin.map { _ in Pipe() }
        process.standardInput = input ?? FileHandle.nullDevice
        try launchUnblocked(process)
        if let input, let stdin {
            let writer = input.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: Data(stdin.utf8))
                try? writer.close()
            }
        }
        let readers = DispatchGroup()
        let outBox = DataBox(), errBox = DataBox()
        for (pipe, box) in [(output, outBox), (errors, errBox)] {
            readers.enter()
            Thread.detachNewThread {
                box.append(pipe.fileHandleForReading.readDataToEndOfFile())
                readers.leave()
            }
        }
        let limit = DispatchTime.now() + .seconds(seconds) + .seconds(Int(killGrace) * 2)
        // `timeout` is its group's leader (it calls setpgid), so its pid names the group.
        let group = -process.processIdentifier
        var timedOut = false
        if readers.wait(timeout: limit) == .timedOut {
            kill(group, SIGKILL)
            timedOut = true
            _ = readers.wait(timeout: .now() + .seconds(Int(killGrace)))
        }
        if !hasExited(process, until: limit) {
            kill(group, SIGKILL)
            timedOut = true
            _ = hasExited(process, until: .now() + .seconds(Int(killGrace)))
        }
        // What the child left running in its group (an X server whose `xvfb-run` failed to stop it) must not
        // outlive the test: it would also hold the socket by which Foundation learns that the child ended.
        kill(group, SIGKILL)
        let status = reap(process)
        return Outcome(status: status, stdout: outBox.text, stderr: errBox.text, timedOut: timedOut || status == 124)
    }

    /// Whether `process` has ended by `deadline` (looked at every 10 ms, without reaping it): Foundation saw it
    /// end and reaped it, or it is a zombie waiting to be reaped.
    private static func hasExited(_ process: Process, until deadline: DispatchTime) -> Bool {
        while true {
            if !process.isRunning { return true }
            var info = siginfo_t()
            let found = waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOWAIT | WNOHANG)
            if found == 0, info.si_signo == SIGCHLD { return true }
            if found == -1, errno == ECHILD { return true }  // reaped by Foundation since `isRunning` was read
            if DispatchTime.now() >= deadline { return false }
            usleep(10_000)
        }
    }

    /// The exit status of `process`, which has ended (-1 if neither `waitpid` nor Foundation can tell it).
    ///
    /// Not `waitUntilExit` alone: Foundation on Linux learns that a child ended when a socket the child
    /// inherited closes, and every descendant that inherited it too keeps it open. An X server left behind by
    /// `xvfb-run` (it exits early, without stopping its server, when it fails to remove its temporary folder)
    /// kept a test in `waitUntilExit` until the suite's time limit. So Foundation gets a moment, then the
    /// status is read here with `waitpid`.
    private static func reap(_ process: Process) -> Int32 {
        let deadline = DispatchTime.now() + .seconds(1)
        while process.isRunning, DispatchTime.now() < deadline { usleep(10_000) }
        if !process.isRunning { return process.terminationStatus }
        var status: Int32 = 0
        var reaped: pid_t = -1
        repeat { reaped = waitpid(process.processIdentifier, &status, 0) } while reaped == -1 && errno == EINTR
        if reaped == -1 {
            // ECHILD: Foundation reaped it between the look above and `waitpid`; its status is Foundation's.
            let settle = DispatchTime.now() + .seconds(1)
            while process.isRunning, DispatchTime.now() < settle { usleep(1_000) }
            return process.isRunning ? -1 : process.terminationStatus
        }
        // The status word: the exit code in bits 8-15 when the low 7 bits are 0, else the signal's number.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Starts `process` from a new thread whose signal mask is empty, so the child inherits no blocked signal.
    private static func launchUnblocked(_ process: Process) throws {
        let box = LaunchBox(process)
        let started = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            box.launch()
            started.signal()
        }
        started.wait()
        if let failure = box.failure { throw failure }
    }
}

/// A counting semaphore whose waiters suspend rather than block a thread.
private actor ChildSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        free = count
    }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot to the longest waiter, or frees it.
    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

/// A process handed to the launching thread, and the error its launch threw.
private final class LaunchBox: @unchecked Sendable {
    let process: Process
    private(set) var failure: (any Error)?

    init(_ process: Process) {
        self.process = process
    }

    func launch() {
        do {
            try process.run()
        } catch {
            failure = error
        }
    }
}

/// Bytes one reader thread collects, read by the test thread once the reader is done (or abandoned).
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The first executable called `name` on `PATH`, or nil (a test that needs a tool is skipped without it).
public func executableOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
