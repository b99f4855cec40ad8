import Foundation

/// UIKit's `UICollectionReusableView` (open for subclassing): a view a collection view reuses by its
/// `reuseIdentifier`.
///
/// Deviation: `init(frame:)` is `required` (the collection view makes registered classes through it, as UIKit's
/// `initWithFrame:`); a subclass that writes its own writes `required override init(frame:)`.
open class UICollectionReusableView: UIView {
    /// `reuseIdentifier`: set by the collection view when it makes the view for a registered identifier.
    public internal(set) var reuseIdentifier: String?

    /// `init(frame:)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `prepareForReuse()`: called before a reused view is handed out again; subclasses call super.
    open func prepareForReuse() {}

    /// `apply(_:)`: called after the collection view applied `layoutAttributes` (frame, transform, alpha) to this
    /// view, for a layout's own attributes subclass; the default does nothing, as UIKit's.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
