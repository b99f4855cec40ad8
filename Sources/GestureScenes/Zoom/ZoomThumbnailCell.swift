import Foundation
import GestureUIKit

/// A grid cell: the photo's square crop, dimmed while highlighted.
final class ZoomThumbnailCell: UICollectionViewCell {
    static let identifier = "thumbnail"
    let imageView = UIImageView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { imageView.alpha = isHighlighted ? 0.6 : 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}
