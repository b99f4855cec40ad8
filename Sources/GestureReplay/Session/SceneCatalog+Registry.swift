import GestureScenes
import GestureScript

extension SceneCatalog {
    /// The scenes and options of the code's `SceneRegistry`, for the parser and the command line.
    ///
    /// Built from `SceneRegistry.descriptions`, so a script is validated against exactly the scenes that can
    /// run; `SceneCatalog.standard` (scenes.md transcribed) is only a fallback for tools without the scenes.
    public static var registry: SceneCatalog {
        SceneCatalog(descriptions: SceneRegistry.descriptions)
    }

    /// A catalog of `descriptions`, options mapped kind for kind (an integer option accepts 0...Int.max), with
    /// the recognizer, scroll view and action names for `expect` lines.
    public init(descriptions: [SceneDescription]) {
        self.init(scenes: descriptions.map { description in
            var entry = SceneEntry(
                name: description.name, summary: description.title,
                options: description.options.map(OptionSpec.init(sceneOption:)))
            // The names `expect` lines may use (patterns such as `page.N.pan` included).
            entry.recognizers = description.recognizers
            entry.scrollViews = description.scrollViews
            entry.actions = description.actions
            return entry
        })
    }
}

extension SceneCatalog.OptionSpec {
    /// The parser's view of a scene option: same key, values, default and summary.
    public init(sceneOption spec: SceneOptionSpec) {
        let kind: Kind
        switch spec.kind {
        case .choice(let values): kind = .choice(values)
        case .integer: kind = .integer(0...Int.max)
        }
        self.init(key: spec.key, kind: kind, defaultValue: spec.defaultValue, summary: spec.summary)
    }
}
