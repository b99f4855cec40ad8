import GestureUIKit

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
    /// What was refused, naming the option or content.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

extension Scene {
    /// False by default: a scene with no animations of its own.
    public var isAnimating: Bool { false }
}
