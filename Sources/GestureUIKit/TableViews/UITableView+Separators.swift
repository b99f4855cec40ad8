import Foundation

/// What a table's separators look like: its `separatorStyle`, `separatorColor` and `separatorInset`.
struct TableSeparatorAppearance {
    var style = UITableViewCell.SeparatorStyle.singleLine
    var color: UIColor? = .separator
    /// UIKit's default leaves the leading 20 pt (the kit's cells' text inset) without a line.
    var inset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
}

extension UITableViewCell {
    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// `.none`: no separators.
        case none
        /// `.singleLine` (the default).
        case singleLine
        /// `.singleLineEtched`: drawn as `.singleLine`, as on iOS 7 and later.
        case singleLineEtched
    }

    /// Lays out a cell's separator line along its bottom edge: hidden for `.none`, in the table's colour, inset by
    /// its `separatorInset` at both ends; a hairline (the renderer draws it one pixel at any zoom).
    func layOutSeparator(_ separator: UIView, appearance: TableSeparatorAppearance) {
        separator.isHidden = appearance.style == .none
        separator.backgroundColor = appearance.color ?? .separator
        let width = max(0, bounds.width - appearance.inset.left - appearance.inset.right)
        separator.frame = CGRect(x: appearance.inset.left, y: bounds.height - 0.5, width: width, height: 0.5)
    }
}

extension UITableView {
    /// `separatorStyle` (default `.singleLine`): `.none` hides every row's separator, as a feed that draws its
    /// own dividers sets it.
    public var separatorStyle: UITableViewCell.SeparatorStyle {
        get { separatorAppearance.style }
        set {
            separatorAppearance.style = newValue
            relayOutVisibleSeparators()
        }
    }

    /// `separatorColor` (default `.separator`; nil draws the default colour).
    public var separatorColor: UIColor? {
        get { separatorAppearance.color }
        set {
            separatorAppearance.color = newValue
            relayOutVisibleSeparators()
        }
    }

    /// `separatorInset` (default 20 pt on the leading side): where each row's separator starts and ends. Deviation:
    /// only the left and right insets are read, and a cell has no `separatorInset` of its own.
    public var separatorInset: UIEdgeInsets {
        get { separatorAppearance.inset }
        set {
            separatorAppearance.inset = newValue
            relayOutVisibleSeparators()
        }
    }

    /// The visible cells lay out again, so their separators follow at the next layout pass.
    private func relayOutVisibleSeparators() {
        for cell in visibleCells { cell.setNeedsLayout() }
    }
}
