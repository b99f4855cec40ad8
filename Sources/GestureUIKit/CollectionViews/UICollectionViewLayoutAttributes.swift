import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item and how it looks there.
///
/// The collection view applies each item's attributes to its cell (UIKit's `_applyLayoutAttributes:toView:`,
/// declared in the decompiled UICollectionView.m, iOS 26.1; its body was not read): the frame, `transform3D`,
/// `alpha` and `zIndex`, then the cell's `apply(_:)`. A carousel layout that returns copies with a
/// scale and an alpha from each card's distance to the centre, and says yes to
/// `shouldInvalidateLayout(forBoundsChange:)`, re-styles its cells on every scroll, as on iOS.
///
/// Deviations: cells only (no supplementary or decoration views); `frame` is the untransformed frame (the
/// transform applies about `center` when the cell is drawn); a hidden item gets no cell (UIKit makes one and hides
/// it); `zIndex` orders the cells among themselves (the kit's views have no `zPosition`).
open class UICollectionViewLayoutAttributes {
    /// `indexPath`.
    open var indexPath: IndexPath
    /// `frame`, in the collection view's (content) coordinates.
    open var frame: CGRect
    /// `isHidden`.
    open var isHidden = false
    /// `alpha` (default 1): the cell's `alpha`.
    open var alpha: CGFloat = 1
    /// `zIndex` (default 0): cells with a higher one are in front.
    open var zIndex = 0
    /// `transform3D` (default identity): the cell's `transform3D` (see `UIView.transform3D` for what the kit draws).
    open var transform3D = CATransform3DIdentity

    /// `init(forCellWith:)`. Required, so `copy()` makes an instance of a subclass.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }

    /// `center`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// `size`: setting it keeps `center`, as UIKit's.
    open var size: CGSize {
        get { frame.size }
        set {
            let keptCenter = center
            frame.size = newValue
            center = keptCenter
        }
    }

    /// `transform`: the 2D form of `transform3D` (setting it sets `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// `copy(with:)` (NSCopying): a new instance of the same class with the same values; subclasses with
    /// properties of their own override it, call super and set theirs, as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copied = type(of: self).init(forCellWith: indexPath)
        copied.frame = frame
        copied.isHidden = isHidden
        copied.alpha = alpha
        copied.zIndex = zIndex
        copied.transform3D = transform3D
        return copied
    }

    /// `copy()` (NSObject): `copy(with: nil)`, so `attributes.copy() as! UICollectionViewLayoutAttributes` works.
    public func copy() -> Any { copy(with: nil) }
}
