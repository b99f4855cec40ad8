import Foundation

/// What a window's `rootViewController`, `makeKeyAndVisible()` and `windowLevel` set.
package struct WindowRootState {
    /// The controller set as `rootViewController` (held strongly, as UIKit's window holds it).
    var rootViewController: UIViewController?
    /// Whether `makeKey()` or `makeKeyAndVisible()` made this window key.
    var isKey = false
    /// `windowLevel`.
    var level = UIWindow.Level.normal
}

extension UIWindow {
    /// UIKit's `UIWindow.Level`: where a window sits among the app's windows.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number (UIKit's: 0, 1000, 2000).
        public var rawValue: CGFloat
        /// `init(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `init(_:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.normal` (0).
        public static let normal = Level(0)
        /// `.statusBar` (1000).
        public static let statusBar = Level(1000)
        /// `.alert` (2000).
        public static let alert = Level(2000)
        /// Orders levels by their raw values.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `rootViewController`: the controller whose view fills the window. Setting it puts the new controller's view
    /// in the window at the window's size (taking the old one's out) and, the window being on screen, runs its
    /// appearance methods, as `-[UIWindow setRootViewController:]`. Read without one set, it is the controller whose
    /// view the host put in the window (a scene's root).
    public var rootViewController: UIViewController? {
        get { rootState.rootViewController ?? subviews.lazy.compactMap(\.viewDelegate).first }
        set {
            let old = rootViewController
            guard newValue !== old else { return }
            old?.viewIfLoaded?.removeFromSuperview()
            rootState.rootViewController = newValue
            guard let controller = newValue else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            if !isHidden {
                controller.viewWillAppear(false)
                controller.viewDidAppear(false)
            }
        }
    }

    /// `makeKeyAndVisible()`: shows the window (`isHidden = false`) and makes it key.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// `makeKey()`: makes the window key (the one keyboard events go to, which the kit does not deliver).
    public func makeKey() { rootState.isKey = true }

    /// `isKeyWindow`: whether `makeKey()` or `makeKeyAndVisible()` made this window key.
    public var isKeyWindow: Bool { rootState.isKey }

    /// `windowLevel`: stored; the kit shows one window, so no other window is ordered against it.
    public var windowLevel: Level {
        get { rootState.level }
        set { rootState.level = newValue }
    }

    /// `windowScene` (iOS 13): the scene the window belongs to. Deviation: always nil (the kit has no scenes; a
    /// window is its own screen, `screen`).
    public var windowScene: UIWindowScene? {
        reportDeviation(.windowWindowScene)
        return nil
    }
}

/// UIKit's `UIWindowScene`, so that `window.windowScene` keeps its type. Deviation: the kit makes none (see
/// `UIWindow.windowScene`).
public final class UIWindowScene {
    private init() {}

    /// `screen`: the default device's screen.
    public var screen: UIScreen { UIScreen.main }

    /// `windows`: none.
    public var windows: [UIWindow] { [] }
}
