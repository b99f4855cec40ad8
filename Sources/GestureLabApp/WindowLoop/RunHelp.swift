internal import CSDL2
import GestureScenes

/// What `gesturelab --version` and `gesturelab run --help` print beyond the flags: the version, the render
/// drivers this SDL offers, the window's keys, the environment variables read, and examples.
public enum RunHelp {
    /// The version `gesturelab --version` prints.
    public static let version = "0.19.0"

    /// The render drivers compiled into this SDL, in SDL's order (`SDL_GetRenderDriverInfo`; needs no init).
    public static func renderDrivers() -> [String] {
        (0..<max(0, SDL_GetNumRenderDrivers())).compactMap { index in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, let name = info.name else { return nil }
            return String(cString: name)
        }
    }

    /// The text after the flags in `gesturelab run --help`, with the built-in scenes' keys.
    public static var discussion: String { discussion(sceneNames: SceneRegistry.builtIn.names) }

    /// The text after the flags in `gesturelab run --help`, with the keys of `sceneNames` (a user's too).
    public static func discussion(sceneNames: [String]) -> String {
        let drivers = renderDrivers()
        let keys: [(keys: String, summary: String)] = KeyBindings.helpRows(sceneNames: sceneNames)
        let width = keys.map { $0.keys.count }.max() ?? 0
        var lines: [String] = [
            "Render drivers (--renderer): \(drivers.isEmpty ? "none found" : drivers.joined(separator: ", ")).",
            "Default: software (measured 3x faster than opengl on llvmpipe).",
            "",
            "Keys in the window (the mouse is one finger; Alt+drag pinches and",
            "Alt+Shift+drag pans with two):",
        ]
        for row in keys {
            let padding = String(repeating: " ", count: width - row.keys.count)
            lines.append("  \(row.keys)\(padding)  \(row.summary)")
        }
        lines += [
            "",
            "Environment:",
            "  GESTURELAB_STATS=1  print frame times and the time to the first photo",
            "                      on exit",
            "",
            "Examples:",
            "  gesturelab --scene taps --set single-waits-for-double=off",
            "  gesturelab ~/Pictures                      # your photos",
            "  gesturelab --device 820x1180@2 --zoom 0.5  # another device",
            "  gesturelab --fullscreen --device fit       # a tablet, one to one",
            "  gesturelab run --replay demo.touches       # play a script",
            "  gesturelab run --compare long-image-dismiss=off,on --set open=12",
        ]
        return lines.joined(separator: "\n")
    }
}
