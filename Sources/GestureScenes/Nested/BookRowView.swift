import Foundation
import GestureUIKit

/// One row of a list: its text over a hairline separator inset 20 pt on the left, as a UITableViewCell's.
final class BookRowView: UIView {
    /// The separator's colour (UIKit's `.separator` on white, 0xC6C6C8).
    static let separatorColor = UIColor(red: 0xC6 / 255.0, green: 0xC6 / 255.0, blue: 0xC8 / 255.0, alpha: 1)
    /// Every other row's tint (0xF7F7F9).
    static let stripeColor = UIColor(red: 0xF7 / 255.0, green: 0xF7 / 255.0, blue: 0xF9 / 255.0, alpha: 1)

    private let label = UILabel()
    private let separator = UIView()

    convenience init(text: String, index: Int) {
        self.init(frame: .zero)
        backgroundColor = index % 2 == 0 ? .white : Self.stripeColor
        label.text = text
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        separator.backgroundColor = Self.separatorColor
        addSubview(label)
        addSubview(separator)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 20, y: 0, width: bounds.width - 40, height: bounds.height)
        separator.frame = CGRect(x: 20, y: bounds.height - 0.5, width: bounds.width - 20, height: 0.5)
    }
}
