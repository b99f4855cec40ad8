extension UIContextMenuInteraction {
    /// UIKit's `UIContextMenuInteraction.Appearance` (iOS 14).
    public enum Appearance: Int, Sendable {
        /// `unknown`: no menu is showing.
        case unknown
        /// `rich`: the lifted preview with the menu, as on a touch screen.
        case rich
        /// `compact`: a menu alone, as for a pointer's secondary click.
        case compact
    }

    /// `menuAppearance` (iOS 14): `.rich` while the menu shows (every menu here opens by a finger's long press),
    /// `.unknown` otherwise.
    public var menuAppearance: Appearance { menuView == nil ? .unknown : .rich }
}
