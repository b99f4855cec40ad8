import Foundation
import Testing
@testable import GestureUIKit

/// A filter bar as an app writes it: a segmented control with a target-action, and a Done button.
private final class FilterViewController: UIViewController {
    let segments = UISegmentedControl(items: ["All", "Unread", "Starred"])
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        segments.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: FilterViewController.filterChanged, for: .valueChanged)
        view.addSubview(segments)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: FilterViewController.done)
    }

    func filterChanged(_ sender: UISegmentedControl) { log.append("filter \(sender.selectedSegmentIndex)") }
    func done() { log.append("done") }
}

@Suite("Everyday controls: a segmented control's tap, a bar button item's action, an activity indicator")
struct EverydayControlsTests {
    @Test("a tap on the third segment selects it and sends valueChanged once")
    func segmentTap() {
        let harness = Harness()
        let filters = FilterViewController()
        harness.window.rootViewController = filters
        harness.tap(CGPoint(x: 20 + 250, y: 116), at: 1)
        #expect(filters.segments.selectedSegmentIndex == 2)
        #expect(filters.log == ["filter 2"])
        harness.tap(CGPoint(x: 20 + 250, y: 116), at: 2)
        #expect(filters.log == ["filter 2"])
    }

    @Test("a bar button item made with a target and an unapplied method runs it, and is the item's right button")
    func barButtonItem() throws {
        let filters = FilterViewController()
        filters.loadViewIfNeeded()
        let item = try #require(filters.navigationItem.rightBarButtonItem)
        #expect(item.systemItem == .done)
        #expect(item.style == .done)
        item.sendAction()
        #expect(filters.log == ["done"])
        item.isEnabled = false
        item.sendAction()
        #expect(filters.log == ["done"])
    }

    @Test("an activity indicator is hidden while stopped, shown while animating")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }
}
