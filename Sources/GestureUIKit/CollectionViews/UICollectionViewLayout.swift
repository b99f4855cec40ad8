import Foundation

/// UIKit's `UICollectionViewLayout` (open for subclassing): the abstract layout a `UICollectionView` asks where
/// its items go and how big its content is.
///
/// The collection view calls `prepare()` before it asks, whenever the layout was invalidated (new data, a new
/// bounds size: `shouldInvalidateLayout(forBoundsChange:)`), then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` with its bounds, and makes cells only for what that returns: that is how
/// 10,000 items make a screenful of cells. The base class lays out nothing.
open class UICollectionViewLayout {
    /// `collectionView`: the view using this layout (set by the collection view), held weakly.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next question.
    var needsPrepare = true

    /// `init()`.
    public init() {}

    /// `prepare()`: computes the layout; subclasses call super.
    open func prepare() {}

    /// `collectionViewContentSize`: the content's size; the base class's is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// `layoutAttributesForElements(in:)`: the items whose frames intersect `rect`; the base class's is nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// `layoutAttributesForItem(at:)`: where one item goes; the base class's is nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// `shouldInvalidateLayout(forBoundsChange:)`: whether a scroll or resize to `newBounds` needs a new
    /// `prepare()`; the base class's answer is false (UIKit's).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where a drag that ends with
    /// `velocity` should stop, given `proposedContentOffset`, where it would stop by itself; the base class keeps
    /// the proposal. Override it to snap to items: the collection view asks it when a drag ends, before its
    /// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, and decelerates to the answer
    /// (clamped to the content). `velocity` is the one the delegate gets, in points per millisecond (Apple's page
    /// says points per second; which unit UIKit passes was not read in the decompile).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// `targetContentOffset(forProposedContentOffset:)`: the offset after an animated layout change; the base
    /// class keeps the proposal. Deviation: never asked (the kit animates no layout changes).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// `invalidateLayout()`: `prepare()` runs again before the next question, and the collection view lays out.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
