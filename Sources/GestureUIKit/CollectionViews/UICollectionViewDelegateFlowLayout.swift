import Foundation

/// UIKit's `UICollectionViewDelegateFlowLayout`, which refines `UICollectionViewDelegate`: per item sizes and per
/// section insets and spacings for a `UICollectionViewFlowLayout`. Every method optional, answering the layout's
/// own property by default (`itemSize`, `sectionInset`, `minimumLineSpacing`, `minimumInteritemSpacing`), as UIKit
/// falls back to them when the delegate does not implement one.
///
/// Set the collection view's `delegate` to an object that conforms (a `UICollectionViewController` subclass that
/// declares it, a view controller): the flow layout asks it in `prepare()` for every item and section.
/// Deviations: headers and footers are not laid out, so the reference sizes are asked nothing; with a delegate the
/// layout measures every item in `prepare()` (without one, frames come from the line arithmetic, per question).
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// `collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// `collectionView(_:layout:insetForSectionAt:)`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`. Deviation: never asked (no headers).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`. Deviation: never asked (no footers).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Optional in UIKit: the flow layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// Optional in UIKit: the flow layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// Optional in UIKit: the flow layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// Optional in UIKit: the flow layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// Optional in UIKit: zero (no header).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { .zero }
    /// Optional in UIKit: zero (no footer).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { .zero }
}
