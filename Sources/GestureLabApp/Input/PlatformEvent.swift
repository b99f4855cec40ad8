internal import CSDL2

/// An SDL event kept whole for Dear ImGui's SDL2 platform backend, which decodes it itself.
///
/// The app never reads it: `SDLInputAdapter` decodes the same event into `DecodedInput.Kind`.
struct PlatformEvent {
    /// The event as SDL delivered it.
    let sdl: SDL_Event
}

extension ImGuiLayer {
    /// Forwards `event` to Dear ImGui's SDL2 platform backend.
    func process(_ event: PlatformEvent) {
        var copy = event.sdl
        withUnsafePointer(to: &copy) { process(event: UnsafeRawPointer($0)) }
    }
}
