import Foundation

/// How a collection view puts its layout's attributes on its cells: UIKit's `_applyLayoutAttributes:toView:` and
/// `_addControlledSubview:atZIndex:forced:initialAttributes:` (both declared in the decompiled UICollectionView.m,
/// iOS 26.1; their bodies were not read, so the order below is the documented one, not a decoded one).
extension UICollectionView {
    /// Gives `cell` the frame, `transform3D` and `alpha` of `attributes`, then calls the cell's `apply(_:)`. The
    /// transform is cleared first so the frame is the untransformed one the layout meant.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        cell.transform = .identity
        cell.frame = attributes.frame
        if !CATransform3DIsIdentity(attributes.transform3D) { cell.transform3D = attributes.transform3D }
        cell.alpha = attributes.alpha
        cell.apply(attributes)
    }

    /// Puts the visible cells in `zIndex` order (higher in front) when any item has a `zIndex`; cells stay below the
    /// collection view's other subviews (a refresh control, a background), as they are inserted at the back.
    func orderCellsByZIndex(_ attributes: [IndexPath: UICollectionViewLayoutAttributes]) {
        guard attributes.values.contains(where: { $0.zIndex != 0 }) else { return }
        let ordered = visibleByIndexPath.sorted { lhs, rhs in
            let (l, r) = (attributes[lhs.key]?.zIndex ?? 0, attributes[rhs.key]?.zIndex ?? 0)
            return l != r ? l < r : lhs.key < rhs.key
        }
        let current = subviews.filter { view in ordered.contains { $0.value === view } }
        guard !current.elementsEqual(ordered.map(\.value), by: ===) else { return }
        for (position, entry) in ordered.enumerated() { insertSubview(entry.value, at: position) }
    }
}
