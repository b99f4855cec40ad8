import Foundation
import GestureUIKit

/// One page of the pager: a coloured card with its number, `page.N`.
final class StoryPageViewController: UIViewController {
    static let colors: [UIColor] = [
        UIColor(red: 0.95, green: 0.55, blue: 0.45, alpha: 1), UIColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1),
        UIColor(red: 0.5, green: 0.85, blue: 0.55, alpha: 1),
    ]
    let index: Int

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "page.\(index)"
        view.backgroundColor = Self.colors[index % Self.colors.count]
        let label = UILabel()
        label.text = "Page \(index + 1) of 3"
        label.font = .boldSystemFont(ofSize: 28)
        label.frame = CGRect(x: 24, y: 200, width: 300, height: 40)
        view.addSubview(label)
    }
}

/// The list the pager is pushed from, `stories`.
final class StoriesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "stories"
        view.backgroundColor = .white
        let label = UILabel()
        label.text = "Stories"
        label.font = .boldSystemFont(ofSize: 28)
        label.frame = CGRect(x: 24, y: 140, width: 300, height: 40)
        view.addSubview(label)
    }
}
