import Foundation

/// UIKit's `UIAlertAction`: a button of an alert or action sheet, and what runs when it is tapped.
open class UIAlertAction {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// `.default`.
        case `default` = 0
        /// `.cancel`: at most one an alert; shown last (or on the left of two), and apart at the bottom of a sheet.
        case cancel = 1
        /// `.destructive`: drawn red.
        case destructive = 2
    }

    /// `title`.
    public let title: String?
    /// `style`.
    public let style: Style
    /// `isEnabled` (default true): a disabled action's button takes no tap.
    open var isEnabled = true
    /// The block `init(title:style:handler:)` took, run after the alert is dismissed.
    let handler: ((UIAlertAction) -> Void)?

    /// `init(title:style:handler:)`: `handler` runs when the action's button is tapped, once the alert has been
    /// dismissed (as on iOS, where the alert is gone by the time the handler presents anything).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
