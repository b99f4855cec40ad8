import Foundation

/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// `.default`: dark content on light backgrounds (iOS 13: chosen by the interface style).
    case `default` = 0
    /// `.lightContent`: light content, for dark backgrounds.
    case lightContent = 1
    /// `.darkContent` (iOS 13).
    case darkContent = 3
}

extension UIViewController {
    /// `setNeedsStatusBarAppearanceUpdate()`: asks the controller for its status bar style and visibility again.
    /// Deviation: the kit's window draws no status bar, so the answers change nothing on screen (the window's safe
    /// area keeps the status bar's height either way, as a device with a sensor housing does).
    public func setNeedsStatusBarAppearanceUpdate() {
        reportDeviation(.viewControllerStatusBarAppearance)
        reportDeviation(.viewControllerPreferredStatusBarStyle, if: preferredStatusBarStyle != .default)
        reportDeviation(.viewControllerPrefersStatusBarHidden, if: prefersStatusBarHidden)
    }
}
