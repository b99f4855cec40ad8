import Foundation
import GestureUIKit

/// A carousel's card: a coloured rounded tile with its number, darker while highlighted or selected, as
/// `register(_:forCellWithReuseIdentifier:)` makes it.
final class CardCell: UICollectionViewCell {
    static let identifier = "card"
    let label = UILabel()
    var color = UIColor.systemBlue {
        didSet { updateColor() }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { updateColor() }
    }

    override var isSelected: Bool {
        didSet { updateColor() }
    }

    private func updateColor() {
        contentView.backgroundColor = isHighlighted || isSelected ? color.withAlphaComponent(0.6) : color
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
