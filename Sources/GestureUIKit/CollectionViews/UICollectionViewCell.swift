import Foundation

/// UIKit's `UICollectionViewCell` (open for subclassing): one item of a `UICollectionView`, with a `contentView`
/// for the app's views, highlighted while a finger rests on it and selected by a tap.
///
/// UIKit draws nothing for the two states unless the app sets `selectedBackgroundView` or reacts in
/// `isSelected`/`isHighlighted` (both open, to override); the kit does the same.
///
/// Touches, as UIKit's: the cell overrides neither `hitTest(_:with:)` nor the touch methods (decompiled
/// `UICollectionViewCell.m`, iOS 18.2), so a view in its content view is the hit view, its recognizers and those of
/// its ancestors see the touch, and the touches no view handles travel up the responder chain to the collection
/// view, which highlights and selects (`UICollectionView+Selection.swift`).
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
}
