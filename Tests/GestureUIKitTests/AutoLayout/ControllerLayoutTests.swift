import Foundation
import Testing
@testable import GestureUIKit

/// A feed screen as an app writes it in `viewDidLoad`: a header pinned under the navigation bar to the safe area,
/// a list filling the rest down to the safe area's bottom, a button in the layout margins.
private final class FeedViewController: UIViewController {
    let header = UIView()
    let list = UIView()
    let button = UIButton(type: .system)
    private(set) var updateCount = 0
    var listTop: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [header, list, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        button.setTitle("Follow", for: .normal)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            button.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        updateCount += 1
        if listTop == nil {
            let top = list.topAnchor.constraint(equalTo: header.bottomAnchor)
            top.isActive = true
            listTop = top
        }
        super.updateViewConstraints()
    }
}

/// A view that adds its constraints in `updateConstraints()`, as the documentation's pattern does.
private final class BadgeView: UIView {
    let dot = UIView()
    private(set) var updates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(dot)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { return nil }

    override func updateConstraints() {
        updates += 1
        if constraints.isEmpty {
            NSLayoutConstraint.activate([
                dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
                dot.topAnchor.constraint(equalTo: topAnchor), dot.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        }
        super.updateConstraints()
    }
}

@Suite("Auto Layout in view controllers, scroll views and the constraints pass")
struct ControllerLayoutTests {
    @Test("a controller in a navigation controller pinned to the safe area gets the 390x844 device's frames")
    func navigationControllerFrames() {
        let window = UIWindow(size: CGSize(390, 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let feed = FeedViewController()
        let nav = KitScreen.$safeAreaInsets.withValue(window.deviceSafeAreaInsets) {
            UINavigationController(rootViewController: feed)
        }
        window.addSubview(nav.view)
        window.layoutIfNeeded()
        // Under the 47 pt status bar and the 44 pt bar: the safe area starts at 91, as on an iPhone 14.
        #expect(feed.header.frame == CGRect(x: 0, y: 91, width: 390, height: 120))
        #expect(feed.list.frame == CGRect(x: 0, y: 211, width: 390, height: 844 - 34 - 211))
        // The root view's side margins are the system minimum, 16 pt on a 390 pt iPhone (UIKit's
        // `systemMinimumLayoutMargins`); the button's intrinsic width is "Follow" at 15 pt.
        #expect(feed.button.frame.maxX == CGFloat(390 - 16))
        #expect(feed.button.frame.height == 30)
        #expect(feed.button.frame.midY == 151)
        #expect(feed.updateCount == 1)
        #expect(!feed.list.hasAmbiguousLayout && !feed.header.hasAmbiguousLayout)

        // Hiding the bar moves the safe area, and the constraints follow at the next pass.
        nav.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(feed.header.frame.minY == 47)
    }

    @Test("updateConstraints() runs in the constraints pass before the solve, once per setNeedsUpdateConstraints()")
    func updateConstraintsPass() {
        let window = UIWindow(size: CGSize(390, 844))
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(badge.needsUpdateConstraints())
        window.addSubview(badge)
        window.layoutIfNeeded()
        #expect(badge.updates == 1)
        #expect(!badge.needsUpdateConstraints())
        #expect(badge.dot.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
        window.layoutIfNeeded()
        #expect(badge.updates == 1)
        badge.setNeedsUpdateConstraints()
        badge.updateConstraintsIfNeeded()
        #expect(badge.updates == 2)
    }

    @Test("a scroll view's subview pinned to its edges defines its contentSize (the legacy rule)")
    func scrollViewContentSize() {
        let window = UIWindow(size: CGSize(390, 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let height = content.heightAnchor.constraint(equalToConstant: 2000)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            height,
        ])
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        // Scrolling does not move the content in its scroll view's coordinates.
        scrollView.contentOffset = CGPoint(0, 500)
        window.layoutIfNeeded()
        #expect(content.frame.minY == 0)
        height.constant = 3000
        window.layoutIfNeeded()
        #expect(scrollView.contentSize.height == 3000)
    }

    @Test("hasAmbiguousLayout: a view with only a size is ambiguous until its position is pinned")
    func ambiguity() {
        let window = UIWindow(size: CGSize(390, 844))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
            view.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 10),
        ])
        #expect(view.hasAmbiguousLayout)
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        #expect(view.hasAmbiguousLayout)  // x may still be anything from 10 up
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
        #expect(!view.hasAmbiguousLayout)
        // A plain view no constraint names is not ambiguous (its frame is its own).
        #expect(!UIView().hasAmbiguousLayout)
    }

    @Test("a subtree built away from the window brings its constraints when added; removing it takes them along")
    func detachedTrees() {
        let window = UIWindow(size: CGSize(390, 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = UILabel()
        title.text = "Card"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        card.layoutIfNeeded()
        #expect(title.frame.midX == 100)
        window.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.layoutIfNeeded()
        #expect(title.frame.midX == 150)
        card.removeFromSuperview()
        #expect(card.constraints.count == 2 && card.constraints.allSatisfy(\.isActive))
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.layoutIfNeeded()
        #expect(title.frame.midX == 50)
    }
}
