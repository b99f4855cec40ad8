import Foundation

/// A table's separators and its header and footer views.
package struct TableViewAppearance {
    var separatorStyle = UITableView.SeparatorStyle.singleLine
    var separatorColor: UIColor? = .separator
    var tableHeaderView: UIView?
    var tableFooterView: UIView?
}

extension UITableView {
    /// UIKit's `UITableView.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// `.none`: no separators between the rows.
        case none
        /// `.singleLine` (the default): a hairline under each row, inset 20 points from the leading edge.
        case singleLine
        /// `.singleLineEtched` (deprecated): as `.singleLine`.
        case singleLineEtched
    }

    /// `separatorStyle` (default `.singleLine`): `.none` hides every row's separator, the cells on screen at once.
    public var separatorStyle: SeparatorStyle {
        get { appearance.separatorStyle }
        set {
            appearance.separatorStyle = newValue
            for cell in visibleCells { cell.setNeedsLayout() }
        }
    }

    /// `separatorColor` (default `.separator`): the colour of the rows' separators.
    public var separatorColor: UIColor? {
        get { appearance.separatorColor }
        set {
            appearance.separatorColor = newValue
            for cell in visibleCells { cell.setNeedsLayout() }
        }
    }

    /// `tableHeaderView`: a view above the first section. Deviation: stored only; the rows start at the top (UIKit
    /// puts the view above them, scrolling with them).
    public var tableHeaderView: UIView? {
        get { appearance.tableHeaderView }
        set {
            appearance.tableHeaderView = newValue
            reportDeviation(.tableViewTableHeaderView, if: (newValue?.bounds.height ?? 0) > 0)
        }
    }

    /// `tableFooterView`: a view below the last section; a zero-height one (`UIView()`) only ends the rows, as apps
    /// set it to. Deviation: stored only; a footer with height is not laid out below the rows.
    public var tableFooterView: UIView? {
        get { appearance.tableFooterView }
        set {
            appearance.tableFooterView = newValue
            reportDeviation(.tableViewTableFooterView, if: (newValue?.bounds.height ?? 0) > 0)
        }
    }

    /// Asks the delegate and data source for each section's header, as UIKit's table does when it reloads, and
    /// reports the headers the kit does not lay out.
    func reportSectionHeaders() {
        guard let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<sections {
            if let delegate = tableDelegate {
                reportDeviation(
                    .tableViewDelegateViewForHeader,
                    if: delegate.tableView(self, viewForHeaderInSection: section) != nil)
                reportDeviation(
                    .tableViewDelegateHeightForHeader,
                    if: delegate.tableView(self, heightForHeaderInSection: section) > 0)
            }
            reportDeviation(
                .tableViewDataSourceTitleForHeader,
                if: dataSource.tableView(self, titleForHeaderInSection: section) != nil)
        }
    }
}

extension UITableViewCell {
    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// `.none`.
        case none
        /// `.disclosureIndicator`: a chevron.
        case disclosureIndicator
        /// `.detailDisclosureButton`.
        case detailDisclosureButton
        /// `.checkmark`.
        case checkmark
        /// `.detailButton`.
        case detailButton
    }

    /// Whether the cell's table hides separators (`separatorStyle = .none`), and the colour it draws them in.
    var tableSeparator: (hidden: Bool, color: UIColor?) {
        guard let tableView else { return (false, .separator) }
        return (tableView.separatorStyle == .none, tableView.separatorColor)
    }
}
