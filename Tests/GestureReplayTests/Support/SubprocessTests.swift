import Foundation
import GestureLabTestSupport
import Testing

@Suite("Running a child process within a deadline", .timeLimit(.minutes(1)))
struct SubprocessTests {
    @Test("children started together run side by side, but never more than two per core at once")
    func boundedConcurrency() async throws {
        let folder = NSTemporaryDirectory() + "gesturelab-children-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Each child marks itself running, counts the children running, and unmarks itself before it ends.
        let script = "touch \(folder)/$$; ls \(folder) | wc -l; sleep 0.3; rm \(folder)/$$"
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<(3 * Subprocess.maximumChildren) {
                group.addTask {
                    let run = try await Subprocess.run("/bin/bash", ["-c", script], timeout: 30)
                    return Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(!counts.contains(-1), "\(counts)")
        #expect(counts.max().map { $0 > 1 && $0 <= Subprocess.maximumChildren } == true, "\(counts)")
    }

    @Test("a child that fills stderr past a pipe's 64 KiB before writing stdout does not deadlock")
    func readsBothPipesAtOnce() async throws {
        let run = try await Subprocess.run("/bin/bash", ["-c", "head -c 200000 /dev/zero | tr '\\0' e >&2; echo done"])
        #expect(run.status == 0)
        #expect(!run.timedOut)
        #expect(run.stderr.utf8.count == 200_000)
        #expect(run.stdout == "done\n")
    }

    @Test("a child that outlives its deadline is stopped with its whole process group and reported as timed out")
    func stopsAHang() async throws {
        // bash starts a grandchild in the same group; both must die for the pipes to close.
        let run = try await Subprocess.run("/bin/bash", ["-c", "sleep 120 & echo started; wait"], timeout: 1)
        #expect(run.timedOut)
        #expect(run.status == 124)
        #expect(run.stdout == "started\n")
    }

    @Test("a child that ends leaving a process behind returns at once, and what it left is stopped")
    func leftovers() async throws {
        // The leftover holds none of the pipes, but it inherited the socket Foundation watches for the child's
        // exit, as an X server left by xvfb-run did: waiting on Foundation alone took the leftover's lifetime.
        let run = try await Subprocess.run("/bin/bash", ["-c", "sleep 100 </dev/null >/dev/null 2>&1 & echo $!"], timeout: 30)
        #expect(run.status == 0)
        #expect(!run.timedOut)
        let pid = try #require(Int32(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed: gone, or a zombie (state Z) until the init process reaps it; SIGKILL lands within moments.
        func stat() -> String { (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "" }
        func ended() -> Bool { stat().isEmpty || stat().split(separator: ")").last?.split(separator: " ").first == "Z" }
        for _ in 0..<500 where !ended() { usleep(10_000) }
        #expect(ended(), "the leftover still runs: \(stat())")
    }

    @Test("the child blocks no signal and is told not to let SDL turn signals into quit events")
    func signals() async throws {
        let run = try await Subprocess.run("/bin/sh", ["-c", "echo $SDL_NO_SIGNAL_HANDLERS; grep SigBlk /proc/self/status"])
        #expect(run.stdout == "1\nSigBlk:\t0000000000000000\n")
    }
}
