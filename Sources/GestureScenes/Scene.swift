import GestureCore

/// A scene that reproduces one gesture problem, with its broken variants and fixes as options.
///
/// A scene builds its views and recognizers in the context's window, reports its outcomes as actions, and
/// changes its options live through `setOption` (the panels and keys use only this API).
public protocol Scene: AnyObject {
    static var description: SceneDescription { get }

    /// Builds the scene. `options` holds every option's value (defaults filled in and validated).
    init(context: SceneContext, options: [String: String]) throws(SceneError)

    /// Applies an option live; throws for an unknown key or value.
    func setOption(_ key: String, to value: String) throws(SceneError)

    /// Every option's current value, in the description's order.
    var optionValues: [(key: String, value: String)] { get }

    /// The screen on top (`gallery`, `viewer`, `album`...).
    var screenName: String { get }
    var navigationDepth: Int { get }
    /// Every live scroll view by name.
    var scrollViewReports: [ScrollViewReport] { get }
    /// Whether an animation of the scene's own is running (the replay waits for it before it ends).
    var isAnimating: Bool { get }
    /// Start options that rebuild the scene where the person is now (see the default below).
    var resumeOptions: [(key: String, value: String)] { get }
}

extension Scene {
    /// Start options that rebuild the scene where the person is now (the photo open in the viewer, the page on
    /// top), applied when the host rebuilds it at a new size; none by default.
    ///
    /// A deviation: UIKit lays the same views out again at the new size; scenes here are rebuilt, so finer state
    /// (a zoom, a scroll offset) is not carried.
    public var resumeOptions: [(key: String, value: String)] { [] }
}

/// A scene refusing its options or content.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Scene {
    public var isAnimating: Bool { false }
}

/// The scenes, in the order of the keys 1-4.
public enum SceneRegistry {
    public static let all: [any Scene.Type] = [PhotosScene.self, NavigationScene.self, TapsScene.self, NestedScene.self]

    public static var descriptions: [SceneDescription] { all.map { $0.description } }

    public static func type(named name: String) -> (any Scene.Type)? {
        all.first { $0.description.name == name }
    }

    /// Fills defaults and validates `options`, then builds the scene `name`.
    public static func make(_ name: String, context: SceneContext, options: [String: String]) throws(SceneError)
        -> any Scene
    {
        guard let type = type(named: name) else {
            let known = all.map { $0.description.name }.joined(separator: ", ")
            throw SceneError("unknown scene '\(name)'; known scenes: \(known)")
        }
        let description = type.description
        var resolved: [String: String] = [:]
        for spec in description.options where !spec.defaultValue.isEmpty { resolved[spec.key] = spec.defaultValue }
        for (key, value) in options {
            try description.validate(key: key, value: value)
            resolved[key] = value
        }
        return try type.init(context: context, options: resolved)
    }
}
