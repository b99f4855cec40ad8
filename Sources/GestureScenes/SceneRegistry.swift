import Foundation
import GestureScript
import GestureUIKit

/// One scene a registry can build: its description and how to make it.
///
/// A `LabScene` (the built-in scenes, a user's) registers through `SceneType(lab:)`, which runs it in a
/// `LabSceneHost`.
///
/// Unchecked Sendable: a scene type is an immutable description and a function of scene types; scenes
/// themselves are only built and run on one thread (the app's loop, a replay).
public struct SceneType: @unchecked Sendable {
    /// The scene's name, known without making its description.
    public let name: String
    /// The description without the recognizer and scroll view names (options, summary): known without building
    /// the scene, enough to check a command line.
    public let outline: SceneDescription
    /// What the scene is: name, options, main fix, the names in its report; made on first use.
    public var description: SceneDescription { lazyDescription.value }
    private let lazyDescription: LazyDescription
    private let build: (SceneContext, [String: String]) throws(SceneError) -> LabSceneHost
    /// Makes the window the scene is shown in, at the device's size (a `LabScene`'s `makeWindow(frame:)`).
    let makeWindow: (CGSize) -> UIWindow

    /// A scene made by `build` from its context and every option's value (defaults filled in, validated).
    public init(
        description: SceneDescription,
        build: @escaping (SceneContext, [String: String]) throws(SceneError) -> LabSceneHost
    ) {
        self.init(outline: description, description: { description }, build: build)
    }

    /// As `init(description:build:)`, with a description made by `describe` the first time it is asked for.
    ///
    /// A kit scene's description lists the recognizers of a build per option value: made eagerly, the three
    /// built-in kit scenes were built 10 times at every start, about 10 ms before anything else (first
    /// photo: `perf record` of `gesturelab --version`), though a window on the photos scene never reads them.
    init(
        outline: SceneDescription, description describe: @escaping () -> SceneDescription,
        build: @escaping (SceneContext, [String: String]) throws(SceneError) -> LabSceneHost,
        makeWindow: @escaping (CGSize) -> UIWindow = { UIWindow(size: $0) }
    ) {
        name = outline.name
        self.outline = outline
        lazyDescription = LazyDescription(describe)
        self.build = build
        self.makeWindow = makeWindow
    }

    /// Builds the scene with `options` (already complete and validated).
    func make(context: SceneContext, options: [String: String]) throws(SceneError) -> LabSceneHost {
        try build(context, options)
    }
}

/// The scenes a run can show, in key order (1, 2, ...): a value the app, the replay, the parser's catalog, the
/// `scenes` listing, the panels and the keys are given, never a global they close over.
///
/// `SceneRegistry.builtIn` holds the built-in scenes; a user's package appends its own
/// (`SceneRegistry.builtIn.appending(...)`), which `GestureLab.main(scenes:)` does.
public struct SceneRegistry: Sendable {
    /// The scenes in key order.
    public var types: [SceneType]
    /// The scene the window opens without `--scene`: the first of a user's scenes, else the first scene.
    public var defaultScene: String?

    /// A registry of `types`, opening on `defaultScene` (the first when nil).
    public init(_ types: [SceneType], defaultScene: String? = nil) {
        self.types = types
        self.defaultScene = defaultScene
    }

    /// The built-in scenes, in the order of the keys 1-5 (made once: a kit scene's description builds it once).
    public static let builtIn = SceneRegistry([
        SceneType(lab: PhotosScene.self), SceneType(lab: NavigationScene.self), SceneType(lab: TapsScene.self),
        SceneType(lab: NestedScene.self), SceneType(lab: ControlsScene.self), SceneType(lab: InboxScene.self),
        SceneType(lab: RefreshScene.self), SceneType(lab: CarouselScene.self),
        SceneType(lab: PagerBackScene.self),
        SceneType(lab: SheetScene.self),
        SceneType(lab: ContextMenuScene.self),
        SceneType(lab: ZoomScene.self),
    ])

    /// This list followed by `more` (a user's scenes after the built-in ones); the first of `more` becomes the
    /// scene the window opens on.
    public func appending(_ more: [SceneType]) -> SceneRegistry {
        SceneRegistry(types + more, defaultScene: more.first?.name ?? defaultScene)
    }

    /// Each scene's description, in key order.
    public var descriptions: [SceneDescription] { types.map(\.description) }

    /// The scene names in key order.
    public var names: [String] { types.map(\.name) }

    /// The scene named `name`, if any.
    public func type(named name: String) -> SceneType? {
        types.first { $0.name == name }
    }

    /// A window of `size` for the scene `name`: the one its `LabScene.makeWindow(frame:)` makes (a plain
    /// `UIWindow` for an unknown name).
    public func makeWindow(for name: String, size: CGSize) -> UIWindow {
        type(named: name)?.makeWindow(size) ?? UIWindow(size: size)
    }

    /// The scenes and options for the script parser and the command line: built from the same option values
    /// the scenes declare (`SceneOptionSpec` is `SceneCatalog.OptionSpec`), so the two cannot drift.
    public var catalog: SceneCatalog {
        SceneCatalog(
            scenes: descriptions.map { description in
                var entry = SceneCatalog.SceneEntry(
                    name: description.name, summary: description.title,
                    options: description.options)
                // The names `expect` lines may use (patterns such as `page.N.pan` included). A scene that lists no
                // actions (a LabScene that does not declare them: they can't be found by building it) leaves them
                // undeclared, so any action name parses.
                entry.recognizers = description.recognizers
                entry.scrollViews = description.scrollViews
                entry.actions = description.actions.isEmpty ? nil : description.actions
                return entry
            })
    }

    /// The scenes and their options, without the names `expect` lines may use (any name parses): enough to check
    /// a command line, and made without building a scene (the window's start).
    public var optionCatalog: SceneCatalog {
        SceneCatalog(
            scenes: types.map { type in
                SceneCatalog.SceneEntry(name: type.name, summary: type.outline.title, options: type.outline.options)
            })
    }

    /// Fills defaults and validates `options`, then builds the scene `name`.
    public func make(_ name: String, context: SceneContext, options: [String: String]) throws(SceneError)
        -> LabSceneHost
    {
        guard let type = type(named: name) else {
            throw SceneError("unknown scene '\(name)'; known scenes: \(names.joined(separator: ", "))")
        }
        let description = type.description
        var resolved: [String: String] = [:]
        for spec in description.options where !spec.defaultValue.isEmpty { resolved[spec.key] = spec.defaultValue }
        for (key, value) in options {
            try description.validate(key: key, value: value)
            resolved[key] = value
        }
        return try type.make(context: context, options: resolved)
    }
}
