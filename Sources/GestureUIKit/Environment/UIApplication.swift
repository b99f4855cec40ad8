import Foundation

/// UIKit's `UIApplication`: the app's one application object, `UIApplication.shared`.
///
/// The kit runs many windows side by side in one process (each test and each scene builds its own), so the
/// application holds no state: what UIKit keeps on it (the key window, the open URLs, the idle timer) is the
/// window's here. Deviation: no `windows`/`keyWindow` (use a view's `window`), no URL opening, no run loop, no
/// background states; the app is always active.
public final class UIApplication: Sendable {
    /// UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// `.active`: in the foreground, receiving events (the kit's only state).
        case active
        /// `.inactive`.
        case inactive
        /// `.background`.
        case background
    }

    private init() {}

    /// `UIApplication.shared`: the one application object.
    public static let shared = UIApplication()

    /// `applicationState`: always `.active` (a kit scene runs in the foreground).
    public var applicationState: State { .active }

    /// `userInterfaceLayoutDirection`: left to right (the kit lays out for English).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// `.leftToRight`.
    case leftToRight
    /// `.rightToLeft`.
    case rightToLeft
}
