import Foundation

/// Where a drag on a collection view ends: its layout's say.
///
/// UIKit's `UICollectionView` overrides UIScrollView's private `_scrollViewWillEndDraggingWithVelocity:
/// targetContentOffset:` (declared in the decompiled UICollectionView.m, iOS 26.1), which runs before the
/// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the focus engine's scroll in the
/// same decompile calls the scroll view's method, then the delegate's), and asks the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: how a snapping carousel's flow layout
/// subclass lands on a card. The base layout keeps the proposal, so a plain layout changes nothing.
extension UICollectionView: EndOfDragTargeting {
    /// The layout's answer for a drag released with `velocity` that would stop at `proposed`. Only a layout that
    /// moves the target (an override: the base class keeps the proposal) can lean on the velocity's unit, so only
    /// then is the deviation reported.
    package func targetContentOffsetForEndOfDragging(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        reportDeviation(.layoutTargetContentOffsetVelocity, if: target != proposed)
        return target
    }
}
