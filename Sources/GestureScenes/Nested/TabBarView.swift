import Foundation
import GestureUIKit

/// The tab titles with an indicator that follows the paging; a tap on a title asks to switch tabs.
final class TabBarView: UIView {
    let titles: [String]
    let tap = UITapGestureRecognizer()
    private var labels: [UILabel] = []
    private let separator = UIView()
    private let indicator = UIView()
    /// Pages scrolled, fractional while paging: the indicator sits under title `progress`.
    var progress: CGFloat = 0 {
        didSet { layoutIndicator() }
    }
    /// Called with the index of the title tapped.
    var onSelect: ((Int) -> Void)?

    init(titles: [String]) {
        self.titles = titles
        super.init(frame: .zero)
        accessibilityIdentifier = "tabBar"
        backgroundColor = .white
        for title in titles {
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 15)
            label.textColor = .black
            label.textAlignment = .center
            labels.append(label)
            addSubview(label)
        }
        separator.backgroundColor = BookRowView.separatorColor
        indicator.backgroundColor = .systemBlue
        indicator.layer.cornerRadius = 1.5
        addSubview(separator)
        addSubview(indicator)
        tap.addTarget(self, action: TabBarView.didTap)
        tap.name = "tabBar.tap"
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { return nil }

    private var titleWidth: CGFloat { bounds.width / CGFloat(max(titles.count, 1)) }

    func didTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let x = recognizer.location(in: self).x
        onSelect?(min(max(Int(x / titleWidth), 0), titles.count - 1))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * titleWidth, y: 0, width: titleWidth, height: bounds.height - 3)
        }
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        layoutIndicator()
    }

    private func layoutIndicator() {
        indicator.frame = CGRect(x: progress * titleWidth + 16, y: bounds.height - 3, width: titleWidth - 32, height: 3)
    }
}
