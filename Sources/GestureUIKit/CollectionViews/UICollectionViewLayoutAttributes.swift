import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item.
///
/// Deviation: cells only (no supplementary or decoration views), and only `indexPath`, `frame`, `center`, `size`
/// and `isHidden`: the kit's layouts set nothing else.
open class UICollectionViewLayoutAttributes {
    /// `indexPath`.
    open var indexPath: IndexPath
    /// `frame`, in the collection view's (content) coordinates.
    open var frame: CGRect
    /// `isHidden`.
    open var isHidden = false

    /// `init(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }

    /// `center`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// `size`.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
}
