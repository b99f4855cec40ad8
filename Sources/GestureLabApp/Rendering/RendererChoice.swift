/// The GL driver's identity strings, as `glGetString(GL_RENDERER)` and `glGetString(GL_VENDOR)` report them.
struct GLIdentity: Equatable, Sendable {
    var renderer: String
    var vendor: String
    /// The SDL render driver that drives this context: "opengl" for desktop GL, "opengles2" for GLES 2.
    var sdlDriver: String

    /// Mesa's CPU rasterizers, by the names their `GL_RENDERER` string carries.
    ///
    /// llvmpipe ("llvmpipe (LLVM 15.0.6, 256 bits)"), softpipe ("softpipe"), the classic swrast ("Software
    /// Rasterizer"), and Microsoft's "GDI Generic" when run under Wine. Measured here (toolchain.md): a 1280x800
    /// frame with one scaled photo took 7.2 ms on opengl over llvmpipe against 3.0 ms on SDL's software renderer.
    static let softwareMarkers = ["llvmpipe", "softpipe", "swrast", "software rasterizer", "gdi generic"]

    /// Whether a GPU draws for this context: none of the CPU rasterizers' names appears in either string.
    var isHardware: Bool {
        let text = (renderer + " " + vendor).lowercased()
        if renderer.allSatisfy(\.isWhitespace) { return false }
        return !Self.softwareMarkers.contains { text.contains($0) }
    }
}

/// Which SDL render driver the window uses, and why: the decision of `gesturelab run` at start-up.
///
/// The rule: `--renderer NAME` wins; otherwise SDL's GL renderer when the GL driver is hardware
/// (`GL_RENDERER`/`GL_VENDOR` name no CPU rasterizer), else the software renderer, which beat llvmpipe by 2.4x
/// on this machine. The decision is a pure function of its inputs so tests can run it on the strings.
struct RendererChoice: Equatable, Sendable {
    /// The driver name to ask SDL for ("software", "opengl", "opengles2", ...).
    var driver: String
    /// One line saying why, for `GESTURELAB_STATS=1` and the Frame panel.
    var reason: String

    /// Decides from the command line's `--renderer` and what probing GL found.
    ///
    /// `probe`: the identity of a GL context made for the purpose, or the reason none could be made (no GL
    /// library, no display that offers GL); ignored when `requested` is set.
    static func decide(requested: String?, probe: Result<GLIdentity, GLProbeFailure>?) -> RendererChoice {
        if let requested {
            return RendererChoice(driver: requested, reason: "--renderer \(requested)")
        }
        switch probe {
        case nil:
            return RendererChoice(driver: "software", reason: "GL not probed")
        case .failure(let failure):
            return RendererChoice(driver: "software", reason: "no GL: \(failure.message)")
        case .success(let gl) where gl.isHardware:
            return RendererChoice(driver: gl.sdlDriver, reason: "hardware GL: \(gl.renderer) (\(gl.vendor))")
        case .success(let gl):
            return RendererChoice(
                driver: "software", reason: "GL is a CPU rasterizer, software is faster: \(gl.renderer) (\(gl.vendor))")
        }
    }

    /// The choice after the chosen driver failed to start: the software renderer, saying what failed.
    func fallingBack(because message: String) -> RendererChoice {
        RendererChoice(driver: "software", reason: "\(driver) failed (\(message)); \(reason)")
    }
}

/// Why no GL context could be probed.
struct GLProbeFailure: Error, Equatable, Sendable {
    var message: String
}
