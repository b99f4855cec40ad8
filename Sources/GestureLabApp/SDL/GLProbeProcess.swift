import Foundation

/// Runs `GLProbe` in a child process (this executable again, with `GESTURELAB_GL_PROBE=1`) so the window can
/// start on the software renderer at once and switch when the evidence arrives.
///
/// Why a child: loading a GL driver costs about 100 ms here (Mesa's llvmpipe brings LLVM in; measured with the
/// launch probe, 232 ms to the first photo against 120 ms without it), which would double the launch to the
/// first photo if done before the window opens. A child also keeps the driver's threads and memory out of this
/// process when it is not used. `result` is nil until the child has answered; a child that says nothing within
/// `timeout` seconds is killed and counts as "no GL". Thread-safe: the reader runs on its own thread.
final class GLProbeProcess: @unchecked Sendable {
    /// The environment variable that turns `gesturelab` into the probe (`AppLauncher.run`).
    static let environmentKey = "GESTURELAB_GL_PROBE"

    private let lock = NSLock()
    private var answer: Result<GLIdentity, GLProbeFailure>?

    /// Starts the child; `timeout` bounds how long it may take (seconds); `onAnswer` runs on the reader thread
    /// once `result` is set (the window pushes an SDL event to wake its loop).
    init(timeout: Double = 10, onAnswer: (@Sendable () -> Void)? = nil) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = []
        var environment = ProcessInfo.processInfo.environment
        environment[Self.environmentKey] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            answer = .failure(GLProbeFailure(message: "can't start the GL probe: \(error)"))
            return
        }
        let reader = Thread { [self] in
            // Reads until the child closes its output (it exits, or is killed by the timer below).
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            let parsed =
                Self.parse(text)
                ?? .failure(
                    GLProbeFailure(
                        message: "the GL probe exited with status \(process.terminationStatus) and said nothing"))
            lock.lock()
            answer = parsed
            lock.unlock()
            onAnswer?()
        }
        reader.start()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if process.isRunning { process.terminate() }
        }
    }

    /// The child's answer, or nil while it runs.
    var result: Result<GLIdentity, GLProbeFailure>? {
        lock.lock()
        defer { lock.unlock() }
        return answer
    }

    /// The child's output: "gl\tRENDERER\tVENDOR\tDRIVER" or "error\tMESSAGE" on one line.
    static func format(_ result: Result<GLIdentity, GLProbeFailure>) -> String {
        func clean(_ s: String) -> String {
            s.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
        }
        switch result {
        case .success(let gl): return "gl\t\(clean(gl.renderer))\t\(clean(gl.vendor))\t\(gl.sdlDriver)"
        case .failure(let failure): return "error\t\(clean(failure.message))"
        }
    }

    /// Reads `format`'s line back; nil when it is not one.
    static func parse(_ text: String) -> Result<GLIdentity, GLProbeFailure>? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("gl\t") || $0.hasPrefix("error\t") })
        else { return nil }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        if fields[0] == "error" { return .failure(GLProbeFailure(message: fields.dropFirst().joined(separator: " "))) }
        guard fields.count == 4 else { return nil }
        return .success(GLIdentity(renderer: fields[1], vendor: fields[2], sdlDriver: fields[3]))
    }

    /// The child's whole life: start SDL's video, probe, print one line, quit. Returns the exit status.
    ///
    /// `GESTURELAB_GL_PROBE_PRETEND="RENDERER\tVENDOR"` answers those strings instead, with the opengl driver (a
    /// test hook: under Xvfb it makes the window switch to GL on llvmpipe as it would on a GPU).
    static func childMain() -> Int32 {
        let result: Result<GLIdentity, GLProbeFailure>
        if let pretend = ProcessInfo.processInfo.environment["GESTURELAB_GL_PROBE_PRETEND"] {
            let fields = pretend.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            print(
                format(
                    .success(
                        GLIdentity(
                            renderer: fields[0], vendor: fields.count > 1 ? fields[1] : "",
                            sdlDriver: "opengl"))))
            return 0
        }
        do {
            let sdl = try SDLContext()
            result = GLProbe.identify()
            sdl.quit()
        } catch {
            result = .failure(GLProbeFailure(message: "\(error)"))
        }
        print(format(result))
        return 0
    }
}
