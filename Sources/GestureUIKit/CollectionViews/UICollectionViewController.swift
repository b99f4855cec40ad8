import Foundation

/// UIKit's `UICollectionViewController` (open for subclassing): a view controller whose view is a
/// `UICollectionView` it is the data source and delegate of.
///
/// As UIKit's: `init(collectionViewLayout:)` gives the layout; `loadView()` makes the collection view the size of
/// the device with `dataSource` and `delegate` set to the controller; `viewWillAppear(_:)` deselects the selected
/// item when `clearsSelectionOnViewWillAppear`. Every data source and delegate method (the scroll view's too) is
/// declared here with UIKit's default, so a subclass overrides them as on iOS. A subclass that also declares
/// `UICollectionViewDelegateFlowLayout` gives a flow layout its sizes.
///
/// Deviation: the deselection on appearing is immediate.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)`: there are no storyboards, so it always returns nil.
    public required init?(coder: NSCoder) { return nil }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UICollectionView!`.
    /// `collectionView`: the controller's view (loading it on first access); setting it makes that view the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// `collectionViewLayout`: the collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// `clearsSelectionOnViewWillAppear` (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// `loadView()`: a collection view with the layout, the size of the device, whose data source and delegate are
    /// this controller.
    open override func loadView() {
        let size = screenSize ?? KitScreen.size ?? .zero
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// `viewWillAppear(_:)`: deselects the selected item when `clearsSelectionOnViewWillAppear`. Subclasses call
    /// super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let selected = collectionView.indexPathsForSelectedItems?.first else {
            return
        }
        collectionView.deselectItem(at: selected, animated: animated)
    }

    // MARK: UICollectionViewDataSource

    /// `collectionView(_:numberOfItemsInSection:)`: none unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// `collectionView(_:cellForItemAt:)`: override it (UIKit's raises; the kit's gives a plain cell).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
    /// `numberOfSections(in:)`, optional in UIKit: 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    // MARK: UICollectionViewDelegate

    /// `collectionView(_:shouldHighlightItemAt:)`, optional in UIKit: true.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `collectionView(_:didHighlightItemAt:)`, optional in UIKit: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// `collectionView(_:didUnhighlightItemAt:)`, optional in UIKit: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `collectionView(_:shouldSelectItemAt:)`, optional in UIKit: true.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `collectionView(_:didSelectItemAt:)`, optional in UIKit: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// `collectionView(_:didDeselectItemAt:)`, optional in UIKit: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// `collectionView(_:shouldDeselectItemAt:)`, optional in UIKit: true.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`, optional in UIKit: false.
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`, optional in UIKit: does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    /// `collectionView(_:willDisplay:forItemAt:)`, optional in UIKit: does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// `collectionView(_:didEndDisplaying:forItemAt:)`, optional in UIKit: does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, optional in UIKit: none.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, optional in UIKit: none.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// `collectionView(_:willDisplayContextMenu:animator:)`, optional in UIKit: does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `collectionView(_:willEndContextMenuInteraction:animator:)`, optional in UIKit: does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
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
