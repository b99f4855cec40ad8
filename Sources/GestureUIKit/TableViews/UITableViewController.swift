import Foundation

/// UIKit's `UITableViewController` (open for subclassing): a view controller whose view is a `UITableView` it is
/// the data source and delegate of.
///
/// As UIKit's: `init(style:)` chooses the table's style; `loadView()` makes the table the size of the device
/// with `dataSource` and `delegate` set to the controller; `viewWillAppear(_:)` deselects the selected row when
/// `clearsSelectionOnViewWillAppear` (the default); `refreshControl` is the table's. Every data source and delegate
/// method (the scroll view's too) is declared here with UIKit's default, so a subclass writes `override func
/// tableView(_:numberOfRowsInSection:)`, `override func tableView(_:didSelectRowAt:)` or `override func
/// scrollViewDidScroll(_:)` exactly as on iOS, and the table calls the override.
///
/// Deviation: the deselection on appearing is immediate (UIKit animates it alongside the transition).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// `init(style:)`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: a plain table (no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)`: there are no storyboards, so it always returns nil.
    public required init?(coder: NSCoder) { return nil }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UITableView!`.
    /// `tableView`: the controller's view (loading it on first access); setting it makes that table the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// `clearsSelectionOnViewWillAppear` (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// `refreshControl`: the table's `refreshControl`.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// `loadView()`: a table of the controller's style, the size of the device, whose data source and delegate are
    /// this controller.
    open override func loadView() {
        let table = UITableView(
            frame: CGRect(origin: .zero, size: screenSize ?? KitScreen.size ?? .zero), style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// `viewWillAppear(_:)`: deselects the selected row when `clearsSelectionOnViewWillAppear`. Subclasses call
    /// super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow else { return }
        tableView.reportDeviation(.tableViewControllerDeselection, if: animated)
        tableView.deselectRow(at: selected, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// `tableView(_:numberOfRowsInSection:)`: none unless overridden.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// `tableView(_:cellForRowAt:)`: override it (UIKit's raises; the kit's gives a plain cell).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// `numberOfSections(in:)`, optional in UIKit: 1.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// `tableView(_:canEditRowAt:)`, optional in UIKit: true.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    // MARK: UITableViewDelegate

    /// `tableView(_:heightForRowAt:)`, optional in UIKit: `tableView.rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// `tableView(_:estimatedHeightForRowAt:)`, optional in UIKit: `tableView.estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// `tableView(_:willDisplay:forRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `tableView(_:didEndDisplaying:forRowAt:)`, optional in UIKit: does nothing.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// `tableView(_:shouldHighlightRowAt:)`, optional in UIKit: true.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// `tableView(_:didHighlightRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// `tableView(_:didUnhighlightRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `tableView(_:willSelectRowAt:)`, optional in UIKit: the row itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `tableView(_:didSelectRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `tableView(_:didDeselectRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `tableView(_:willDeselectRowAt:)`, optional in UIKit: the row itself.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`, optional in UIKit: false.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    { false }
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`, optional in UIKit: does nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, optional in UIKit: none.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, optional in UIKit: none. Deviation: UIKit
    /// offers a Delete action when the data source commits editing; the kit has no editing styles.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// `tableView(_:willBeginEditingRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// `tableView(_:didEndEditingRowAt:)`, optional in UIKit: does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, optional in UIKit: none.
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// `tableView(_:willDisplayContextMenu:animator:)`, optional in UIKit: does nothing.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `tableView(_:willEndContextMenuInteraction:animator:)`, optional in UIKit: does nothing.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}

    // MARK: UIScrollViewDelegate

    /// `scrollViewDidScroll(_:)`, optional in UIKit: does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// `scrollViewWillBeginDragging(_:)`, optional in UIKit: does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, optional in UIKit: leaves the target.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, optional in UIKit: does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// `scrollViewWillBeginDecelerating(_:)`, optional in UIKit: does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndDecelerating(_:)`, optional in UIKit: does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndScrollingAnimation(_:)`, optional in UIKit: does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `viewForZooming(in:)`, optional in UIKit: nil, so the scroll view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// `scrollViewWillBeginZooming(_:with:)`, optional in UIKit: does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// `scrollViewDidZoom(_:)`, optional in UIKit: does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndZooming(_:with:atScale:)`, optional in UIKit: does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `scrollViewShouldScrollToTop(_:)`, optional in UIKit: true.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// `scrollViewDidScrollToTop(_:)`, optional in UIKit: does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// `scrollViewDidChangeAdjustedContentInset(_:)`, optional in UIKit: does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
