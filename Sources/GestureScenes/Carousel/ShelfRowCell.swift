import Foundation
import GestureUIKit

/// A row of the list: a title over a carousel, reused by the list as any cell is (the carousel is reloaded and
/// scrolled back to its start for its new row).
final class ShelfRowCell: UICollectionViewCell {
    static let identifier = "shelf"
    /// Points: the title's height above the carousel.
    static let titleHeight: CGFloat = 30
    let title = UILabel()
    let carousel = CarouselView(
        itemSize: CGSize(width: 110, height: 140), inset: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16),
        spacing: 10)

    required init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 17)
        contentView.addSubview(title)
        contentView.addSubview(carousel)
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        carousel.contentOffset = .zero
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = contentView.bounds.width
        title.frame = CGRect(x: 16, y: 4, width: w - 32, height: Self.titleHeight - 4)
        carousel.frame = CGRect(
            x: 0, y: Self.titleHeight, width: w, height: contentView.bounds.height - Self.titleHeight)
    }
}
