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

    /// `popoverPresentationController`: the popover that presents this controller when `modalPresentationStyle` is
    /// `.popover`, else nil (as UIKit's, which is nil for an action sheet on an iPhone too).
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }
}

/// UIKit's `UIPopoverPresentationController`: where a popover points (`sourceView`, `sourceRect`, `barButtonItem`).
/// An iPhone's compact width adapts a popover to a full-screen presentation, as the kit shows it. Deviation: on a
/// regular-width device (an iPad) too the kit presents it full screen, not in a popover.
open class UIPopoverPresentationController: UIPresentationController {
    /// `sourceView`: the view the popover points at.
    open weak var sourceView: UIView?
    /// `sourceRect`: the rectangle in `sourceView` it points at.
    open var sourceRect = CGRect.zero
    /// `barButtonItem`: the bar button it points at, instead of a view.
    open var barButtonItem: UIBarButtonItem?
    /// `permittedArrowDirections` (default any).
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

/// UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// `rawValue` (OptionSet).
    public let rawValue: UInt
    /// `init(rawValue:)` (OptionSet).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.up`.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// `.down`.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// `.left`.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// `.right`.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// `.any`.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
