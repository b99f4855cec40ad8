internal import CSDL2
internal import CSDLImageOnDemand
internal import CSDL2TTF

/// The SDL libraries this process uses: video and SDL_ttf started together, SDL_image on first use (to spare the
/// start its libraries), quit in order.
///
/// Create one at start-up, create windows, renderers, textures and fonts after it, `destroy()`/`close()` all of
/// them, then call `quit()`. A wrapper whose C object outlives `TTF_Quit`/`SDL_Quit` crashes in libfreetype,
/// so nothing here relies on `deinit` ordering. `headless` sets the dummy video driver before `SDL_Init`
/// (tests, recording); the caller's own `SDL_VIDEODRIVER` wins when already set.
final class SDLContext {
    private(set) var isRunning = false

    init(headless: Bool = false) throws {
        if headless { setenv("SDL_VIDEODRIVER", "dummy", 0) }
        // The software renderer otherwise presents through OpenGL here: 3x the cost (toolchain.md).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        try sdlCheck(SDL_Init(SDL_INIT_VIDEO), "SDL_Init")
        if TTF_Init() != 0 {
            let error = SDLError.current("TTF_Init")
            SDL_Quit()
            throw error
        }
        // SDL_image is not started here: it is loaded by its first use (`CSDLImageOnDemand`), and each of its
        // loaders starts its own codec.
        isRunning = true
    }

    /// The video driver SDL picked ("x11", "dummy", "offscreen", ...).
    var videoDriver: String {
        guard let name = SDL_GetCurrentVideoDriver() else { return "none" }
        return String(cString: name)
    }

    /// Quits SDL_image, SDL_ttf and SDL in the reverse order of start-up. Safe to call twice.
    func quit() {
        guard isRunning else { return }
        isRunning = false
        gesturelab_img_quit()
        TTF_Quit()
        SDL_Quit()
    }
}
