import Foundation

/// A table's header and footer views (its separators: `TableSeparatorAppearance`).
package struct TableViewAppearance {
    var tableHeaderView: UIView?
    var tableFooterView: UIView?
}

extension UITableView {
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
}
