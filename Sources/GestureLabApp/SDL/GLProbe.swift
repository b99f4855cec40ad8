internal import CSDL2

/// Reads `GL_RENDERER` and `GL_VENDOR` from a throwaway GL context on a hidden 1x1 window.
///
/// Desktop GL is tried first, then GLES 2; the GL attributes are reset afterwards so the renderer SDL creates
/// next picks its own. Call after `SDL_Init(SDL_INIT_VIDEO)`, on the main thread, before the app's window opens
/// (SDL's GL renderer recreates a window that lacks `SDL_WINDOW_OPENGL`, so probing on it would be costlier).
enum GLProbe {
    /// `GL_VENDOR` and `GL_RENDERER` from the GL headers.
    private static let glVendor: UInt32 = 0x1F00
    private static let glRenderer: UInt32 = 0x1F01

    static func identify() -> Result<GLIdentity, GLProbeFailure> {
        defer { SDL_GL_ResetAttributes() }
        var failures: [String] = []
        for (driver, es) in [("opengl", false), ("opengles2", true)] {
            SDL_GL_ResetAttributes()
            if es {
                SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_ES.rawValue))
                SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 2)
                SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0)
            }
            switch identify(driver: driver) {
            case .success(let identity): return .success(identity)
            case .failure(let failure): failures.append("\(driver): \(failure.message)")
            }
        }
        return .failure(GLProbeFailure(message: failures.joined(separator: "; ")))
    }

    private static func identify(driver: String) -> Result<GLIdentity, GLProbeFailure> {
        let flags = SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow("gl-probe", 0, 0, 1, 1, flags) else {
            return .failure(GLProbeFailure(message: SDLError.current("SDL_CreateWindow").message))
        }
        defer { SDL_DestroyWindow(window) }
        guard let context = SDL_GL_CreateContext(window) else {
            return .failure(GLProbeFailure(message: SDLError.current("SDL_GL_CreateContext").message))
        }
        defer { SDL_GL_DeleteContext(context) }
        guard let address = SDL_GL_GetProcAddress("glGetString") else {
            return .failure(GLProbeFailure(message: "no glGetString"))
        }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        func read(_ name: UInt32) -> String { getString(name).map { String(cString: $0) } ?? "" }
        return .success(GLIdentity(renderer: read(glRenderer), vendor: read(glVendor), sdlDriver: driver))
    }
}
