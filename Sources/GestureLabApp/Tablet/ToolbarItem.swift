import GestureScenes

/// One button of the touch toolbar: what it says, what a tap does, and whether it shows as on.
struct ToolbarItem: Equatable, Sendable {
    /// What a tap on a toolbar button does; the app performs it.
    enum Action: Equatable, Sendable {
        /// A key command (`KeyBindings`): every key has a button.
        case command(AppCommand)
        /// `scene.setOption(key, value)`: the next value of a strategy (pop=, handoff=, dismiss-style=...).
        case setOption(key: String, value: String)
        /// Play the last recording in the window, from its scene's start (`--replay` by finger).
        case replayLastRecording
    }

    var label: String
    var action: Action
    /// Drawn highlighted: the current scene, a fix that is on, paused time, recording.
    var isOn = false

    /// The scene's state the toolbar shows.
    struct Context: Equatable {
        var sceneNames: [String]
        var sceneName: String
        /// The main fix's key, its value and its fixed value (nil: the scene has none).
        var mainFix: (key: String, value: String, fixed: String)?
        /// The scene's other live options with a list of choices, in order: key, value, choices.
        var strategies: [(key: String, value: String, choices: [String])]
        var isPaused: Bool
        var isRecording: Bool
        var showsPanels: Bool
        /// A recording was written this session (it can be replayed), and whether a script is playing now.
        var canReplay = false
        var isReplaying = false
        /// The scene presents a screen (the photo viewer): a Close button closes it, as Escape does.
        var presentsScreen = false

        static func == (a: Context, b: Context) -> Bool {
            a.sceneNames == b.sceneNames && a.sceneName == b.sceneName && a.mainFix?.key == b.mainFix?.key
                && a.mainFix?.value == b.mainFix?.value && a.isPaused == b.isPaused && a.isRecording == b.isRecording
                && a.showsPanels == b.showsPanels && a.strategies.map(\.key) == b.strategies.map(\.key)
                && a.canReplay == b.canReplay && a.isReplaying == b.isReplaying && a.presentsScreen == b.presentsScreen
                && a.strategies.map(\.value) == b.strategies.map(\.value)
        }
    }

    /// The toolbar's buttons for `context`, in order: scenes, the fix, strategies, time, reset, panels, record,
    /// replay (once a recording was written), screenshot, keys, close (while a screen is presented), quit. Every `AppCommand` of `KeyBindings.all` is among them (a test checks it).
    static func items(for context: Context) -> [ToolbarItem] {
        var items: [ToolbarItem] = context.sceneNames.enumerated().map { index, name in
            ToolbarItem(label: name, action: .command(.switchScene(index)), isOn: name == context.sceneName)
        }
        if let fix = context.mainFix {
            let on = fix.value == fix.fixed
            items.append(ToolbarItem(label: "Fix: \(fix.value)", action: .command(.toggleMainFix), isOn: on))
        }
        for strategy in context.strategies where !strategy.choices.isEmpty {
            let index = strategy.choices.firstIndex(of: strategy.value) ?? -1
            let next = strategy.choices[(index + 1) % strategy.choices.count]
            items.append(
                ToolbarItem(
                    label: "\(strategy.key)=\(strategy.value)",
                    action: .setOption(key: strategy.key, value: next)))
        }
        items += [
            ToolbarItem(
                label: context.isPaused ? "Play" : "Pause", action: .command(.togglePause), isOn: context.isPaused),
            ToolbarItem(label: "Step", action: .command(.stepFrame)),
            ToolbarItem(label: "Reset", action: .command(.reset)),
            ToolbarItem(label: "Panels", action: .command(.togglePanels), isOn: context.showsPanels),
            ToolbarItem(
                label: context.isRecording ? "Stop rec" : "Record", action: .command(.toggleRecording),
                isOn: context.isRecording),
        ]
        if context.canReplay {
            items.append(
                ToolbarItem(
                    label: context.isReplaying ? "Replaying" : "Replay", action: .replayLastRecording,
                    isOn: context.isReplaying))
        }
        items += [
            ToolbarItem(label: "Shot", action: .command(.screenshot)),
            ToolbarItem(label: "Keys", action: .command(.toggleHelp)),
        ]
        // Escape's button, only while there is something to close: with nothing open Escape quits, which the
        // toolbar leaves to its Quit button (tap twice).
        if context.presentsScreen { items.append(ToolbarItem(label: "Close", action: .command(.closeOrQuit))) }
        items.append(ToolbarItem(label: "Quit", action: .command(.quit)))
        return items
    }

    /// The toolbar context of a scene host and the window's state.
    static func context(host: SceneHost, isPaused: Bool, isRecording: Bool, showsPanels: Bool) -> Context {
        let description = host.description
        let values = Dictionary(host.scene.optionValues.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let mainKey = description.mainFix?.key
        let mainFix = description.mainFix.map { fix in (key: fix.key, value: values[fix.key] ?? "", fixed: fix.fixed) }
        var strategies: [(key: String, value: String, choices: [String])] = []
        for key in host.scene.optionValues.map(\.key) where key != mainKey {
            guard let option = description.option(key), !option.isStartOption, let choices = option.values,
                choices.count > 1
            else { continue }
            strategies.append((key, values[key] ?? "", choices))
        }
        var context = Context(
            sceneNames: host.sceneNames, sceneName: host.sceneName, mainFix: mainFix,
            strategies: strategies, isPaused: isPaused, isRecording: isRecording, showsPanels: showsPanels)
        context.presentsScreen = host.scene.presentsScreen
        return context
    }
}
