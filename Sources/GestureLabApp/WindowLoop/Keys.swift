/// A key pressed in the window, as far as the key table cares.
struct KeyPress: Equatable, Sendable {
    enum Key: Equatable, Sendable {
        /// A printable key, lower case (`"f"`, `"1"`, `"."`, `"?"`).
        case character(Character)
        case escape, tab, f1
    }

    var key: Key
    /// A key held down repeating.
    var isRepeat = false
    /// Control, Alt or the GUI key is held: left to the system and to the panels.
    var hasCommandModifier = false
}

/// What a key does. The app performs it; the key table only maps keys to it.
enum AppCommand: Equatable, Sendable {
    /// The scene at this index of the registry (keys 1-4).
    case switchScene(Int)
    /// Flip the scene's main fix between its broken and fixed values.
    case toggleMainFix
    case togglePause
    /// Advance one frame (1/60 s) while paused.
    case stepFrame
    /// Rebuild the scene as it started, keeping its option values.
    case reset
    case screenshot
    /// Start recording touches to a script (the scene resets first), or stop and write it.
    case toggleRecording
    case togglePanels
    case toggleHelp
    /// Escape: close what is open (the help, a presented screen such as the photo viewer), else quit.
    case closeOrQuit
    case quit
}

/// The debug keys: one table, so the event loop never switches on keys and the help overlay lists them all.
enum KeyBindings {
    /// One row of the table.
    struct Binding: Sendable {
        var keys: [KeyPress.Key]
        /// How the help overlay names the keys.
        var label: String
        var command: AppCommand
        var summary: String
        /// Whether a held key repeats the command.
        var repeats = false
    }

    /// Every binding, in the help overlay's order.
    static let all: [Binding] = [
        Binding(keys: [.character("1")], label: "1", command: .switchScene(0), summary: "First scene (photos)"),
        Binding(keys: [.character("2")], label: "2", command: .switchScene(1), summary: "Second scene"),
        Binding(keys: [.character("3")], label: "3", command: .switchScene(2), summary: "Third scene"),
        Binding(keys: [.character("4")], label: "4", command: .switchScene(3), summary: "Fourth scene"),
        // A user's package appends its own scenes (GestureLab.main(scenes:)): keys 5-9 reach them.
        Binding(keys: [.character("5")], label: "5", command: .switchScene(4), summary: "Fifth scene"),
        Binding(keys: [.character("6")], label: "6", command: .switchScene(5), summary: "Sixth scene"),
        Binding(keys: [.character("7")], label: "7", command: .switchScene(6), summary: "Seventh scene"),
        Binding(keys: [.character("8")], label: "8", command: .switchScene(7), summary: "Eighth scene"),
        Binding(keys: [.character("9")], label: "9", command: .switchScene(8), summary: "Ninth scene"),
        Binding(keys: [.character("f")], label: "F", command: .toggleMainFix, summary: "Toggle the scene's main fix"),
        Binding(keys: [.character("p")], label: "P", command: .togglePause, summary: "Pause or resume time"),
        Binding(
            keys: [.character(".")], label: ".", command: .stepFrame, summary: "Step one frame while paused",
            repeats: true),
        Binding(keys: [.character("r")], label: "R", command: .reset, summary: "Reset the scene"),
        Binding(keys: [.character("s")], label: "S", command: .screenshot, summary: "Save a screenshot (PNG)"),
        Binding(
            keys: [.character("i")], label: "I", command: .toggleRecording,
            summary: "Record touches to a script (resets) / stop"),
        Binding(keys: [.tab, .f1], label: "Tab / F1", command: .togglePanels, summary: "Show or hide the panels"),
        Binding(keys: [.character("?")], label: "?", command: .toggleHelp, summary: "This help"),
        Binding(
            keys: [.escape], label: "Esc", command: .closeOrQuit,
            summary: "Close what is open (the help, the photo viewer), else quit"),
        Binding(keys: [.character("q")], label: "Q", command: .quit, summary: "Quit"),
    ]

    /// The command for `press`, or nil (unbound, a repeat of a non-repeating key, or a modified key).
    static func command(for press: KeyPress) -> AppCommand? {
        guard !press.hasCommandModifier else { return nil }
        guard let binding = all.first(where: { $0.keys.contains(press.key) }) else { return nil }
        if press.isRepeat && !binding.repeats { return nil }
        return binding.command
    }

    /// The help overlay's rows: keys and summaries, with the scene keys named after the registry.
    static func helpRows(sceneNames: [String]) -> [(keys: String, summary: String)] {
        all.compactMap { binding in
            if case .switchScene(let index) = binding.command {
                guard index < sceneNames.count else { return nil }
                return (binding.label, "Scene: \(sceneNames[index])")
            }
            return (binding.label, binding.summary)
        }
    }
}
