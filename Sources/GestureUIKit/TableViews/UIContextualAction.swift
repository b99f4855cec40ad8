import Foundation

/// UIKit's `UIContextualAction` (iOS 11): one button a row's swipe reveals.
///
/// The handler gets the action, the view the button is drawn in, and a completion to call with whether the
/// action was performed; UIKit then closes the row (`UISwipeActionController` resets the swiped item). A
/// destructive action is drawn in system red, a normal one in grey unless `backgroundColor` is set.
/// Deviation: no `image`; each button is 74 pt wide (UIKit sizes it to its title; 74 is its width for "Delete").
public final class UIContextualAction {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// `.normal`: grey unless coloured.
        case normal
        /// `.destructive`: red; a full swipe may perform it early (see `UISwipeActionsConfiguration`).
        case destructive
    }

    /// UIKit's `UIContextualAction.Handler`: `(action, sourceView, completion)`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// `style`.
    public let style: Style
    /// `title`: the button's text.
    public var title: String?
    /// `handler`.
    public let handler: Handler
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// `backgroundColor`: the button's fill (red for destructive, grey for normal by default); UIKit's `UIColor!`.
    public var backgroundColor: UIColor!
    /// `image`: the button's icon. Deviation: stored only; the button shows its `title`.
    public var image: UIImage? {
        didSet { reportDeviation(.contextualActionImage, if: image != nil) }
    }
    /// The image's deviation, kept until the table shows the action (`DeviationReporting`).
    package var pendingDeviations: [KitDeviation] = []
    /// Points: the width of one button in the revealed area (see the deviation above).
    static let buttonWidth: CGFloat = 74

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// UIKit's `UISwipeActionsConfiguration` (iOS 11): the actions of one side of a row, the first at the edge.
public final class UISwipeActionsConfiguration {
    /// `actions`, the first at the row's edge (the one a full swipe performs).
    public let actions: [UIContextualAction]
    /// `performsFirstActionWithFullSwipe` (default true): dragging the row across performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
