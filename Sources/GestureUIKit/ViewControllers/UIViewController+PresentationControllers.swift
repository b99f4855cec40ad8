import Foundation

extension UIViewController {
    /// `sheetPresentationController` (iOS 15): the sheet that presents (or will present) this controller; nil
    /// unless `modalPresentationStyle` is a sheet style.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.presentsSheet || storedPresentationController != nil else { return nil }
        return presentationController as? UISheetPresentationController
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
