import GestureUIKit
import GestureScript

/// One option of a scene: the script parser's `SceneCatalog.OptionSpec` itself, so the option schema has one
/// source (the scenes, the parser's catalog and the command line all read the same values).
public typealias SceneOptionSpec = SceneCatalog.OptionSpec

/// What a scene is, for `gesturelab scenes`, the parser's catalog, the panels and the report.
public struct SceneDescription: Sendable {
    /// The stable name: `photos`, `navigation`, `taps`, `nested`.
    public var name: String
    /// A short title for the panels' header and `scenes`.
    public var title: String
    /// The seed problem in two sentences, for the fixes panel.
    public var problem: String
    /// The options, the main fix first.
    public var options: [SceneOptionSpec]
    /// The option the "toggle the main fix" key flips, with its broken and fixed values.
    public var mainFix: (key: String, broken: String, fixed: String)?
    /// Stable names of the recognizers and scroll views (patterns like `page.N.pan` allowed).
    public var recognizers: [String]
    /// Stable names of the scroll views.
    public var scrollViews: [String]
    /// The actions the scene reports.
    public var actions: [String]

    /// A description of every field.
    public init(
        name: String, title: String, problem: String, options: [SceneOptionSpec],
        mainFix: (key: String, broken: String, fixed: String)?, recognizers: [String],
        scrollViews: [String], actions: [String]
    ) {
        self.name = name
        self.title = title
        self.problem = problem
        self.options = options
        self.mainFix = mainFix
        self.recognizers = recognizers
        self.scrollViews = scrollViews
        self.actions = actions
    }

    /// The option `key`, if the scene has it.
    public func option(_ key: String) -> SceneOptionSpec? { options.first { $0.key == key } }

    /// Checks `key=value` against this scene's options: the one place scenes and the registry refuse an unknown
    /// key or a value the option does not take, with a message naming it.
    public func validate(key: String, value: String) throws(SceneError) {
        guard let spec = option(key) else { throw SceneError("unknown option '\(key)' for scene '\(name)'") }
        if let message = spec.validate(value) { throw SceneError(message) }
    }

    /// The default value of every option that has one, in display order.
    public var defaultOptions: [(key: String, value: String)] {
        options.filter { !$0.defaultValue.isEmpty }.map { ($0.key, $0.defaultValue) }
    }
}
