import Foundation

/// UIKit's `UICollectionViewCell` (open for subclassing): one item of a `UICollectionView`, with a `contentView`
/// for the app's views, highlighted while a finger rests on it and selected by a tap.
///
/// UIKit draws nothing for the two states unless the app sets `selectedBackgroundView` or reacts in
/// `isSelected`/`isHighlighted` (both open, to override); the kit does the same. Deviation: the cell takes the
/// touches of its content (`hitTest(_:with:)`) and hands them to its collection view, where
/// UIKit's responder chain would carry them (UIKit's `UICollectionView` implements `touchesBegan:withEvent:` and
/// the rest for selection; its runtime method list shows them).
open class UICollectionViewCell: UICollectionReusableView {
    /// `contentView`: where the app's views go, sized to the cell.
    public let contentView = UIView()
    /// `selectedBackgroundView`: shown behind the content while highlighted or selected.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                selectedBackgroundView.isUserInteractionEnabled = false
                insertSubview(selectedBackgroundView, at: 0)
            }
            updateSelectedBackground()
        }
    }
    /// The collection view showing this cell.
    weak var collectionView: UICollectionView?

    /// `init(frame:)`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `isSelected`: set by the collection view.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// `isHighlighted`: set by the collection view while a finger rests on the item.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// `prepareForReuse()`: clears the highlight and selection; subclasses call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// `layoutSubviews()`: the content view and the selected background fill the cell. Subclasses call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// `hitTest(_:with:)`: controls and scroll views in the content keep their touches (a carousel in a list's
    /// cell scrolls, its own cells select); any other point is the cell's, handed to its collection view.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        var view: UIView? = hit
        while let candidate = view, candidate !== self {
            if candidate is UIControl || candidate is UIScrollView { return hit }
            view = candidate.superview
        }
        reportDeviation(.collectionViewCellHitTest, if: hit.hasRecognizers(below: self))
        return self
    }

    /// `touchesBegan(_:with:)`: handed to the collection view, which highlights the item.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        collectionView?.cellTouchesBegan(self)
    }

    /// `touchesMoved(_:with:)`: handed to the collection view.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        collectionView?.cellTouchesMoved(self, touches)
    }

    /// `touchesEnded(_:with:)`: handed to the collection view, which selects the item.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        collectionView?.cellTouchesEnded(self)
    }

    /// `touchesCancelled(_:with:)`: handed to the collection view, which unhighlights the item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        collectionView?.cellTouchesCancelled(self)
    }
}
