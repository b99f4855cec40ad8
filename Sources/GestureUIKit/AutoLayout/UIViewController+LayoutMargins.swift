import Foundation

/// A view controller's say in its root view's layout margins.
///
/// UIKit's root views have at least `systemMinimumLayoutMargins` at their sides: 16 pt on an iPhone in portrait,
/// 20 pt on wider screens (Apple's `systemMinimumLayoutMargins` documentation: "The default value of this property
/// is determined by the system"; the 16 / 20 pt split by width, from 414 pt, is the values UIKit reports on the
/// devices, not a rule Apple states). Top and bottom minimums are 0, so the root view keeps its own 8 pt there.
extension UIViewController {
    /// `systemMinimumLayoutMargins` (iOS 11): the smallest side margins the root view gets.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.bounds.width ?? 0
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `viewRespectsSystemMinimumLayoutMargins` (iOS 11, true): whether the root view's margins are at least
    /// `systemMinimumLayoutMargins`.
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { viewIfLoaded?.autoLayoutStorage?.respectsSystemMinimumLayoutMargins ?? true }
        set {
            view.autoLayout.respectsSystemMinimumLayoutMargins = newValue
            view.layoutMarginsDidChangeInEngine()
        }
    }
}
