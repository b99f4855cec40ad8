import Foundation
import Testing
@testable import GestureUIKit

/// Counts what a scroll view is told about its adjusted content inset.
private final class InsetDelegate: UIScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
}

/// A scroll view that counts `adjustedContentInsetDidChange()`.
private final class CountingScrollView: UIScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
    }
}

/// A controller whose root view is a table of `rows` 44 pt rows.
private final class TableController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    var rows = 50
    override func loadView() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        view = table
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

private func deviceWindow() -> UIWindow {
    let window = UIWindow(size: CGSize(390, 844))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return window
}

/// A table controller in a navigation controller in a 390x844 window.
private func tableInNavigation(_ configure: (UITableView) -> Void = { _ in }) -> (UIWindow, UITableView) {
    let window = deviceWindow()
    let controller = TableController()
    configure(controller.table)
    let nav = KitScreen.$safeAreaInsets.withValue(window.deviceSafeAreaInsets) {
        UINavigationController(rootViewController: controller)
    }
    window.addSubview(nav.view)
    return (window, controller.table)
}

@Suite("adjustedContentInset follows contentInsetAdjustmentBehavior")
struct AdjustedContentInsetTests {
    @Test("a table as a navigation-embedded controller's root view rests at -91, its end 34 pt lower")
    func tableUnderNavigationBar() {
        let (_, table) = tableInNavigation()
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == CGPoint(0, -91))
        #expect(table.minimumContentOffset == CGPoint(0, -91))
        #expect(table.maximumContentOffset.y == CGFloat(50 * 44 + 34 - 844))
    }

    @Test("with .never nothing is added and it rests at 0")
    func never() {
        let (_, table) = tableInNavigation { $0.contentInsetAdjustmentBehavior = .never }
        #expect(table.adjustedContentInset == .zero)
        #expect(table.contentOffset == CGPoint(0, 0))
    }

    @Test("contentInset is added to the safe area, not replaced by it")
    func contentInsetAdds() {
        let (_, table) = tableInNavigation { $0.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) }
        #expect(table.adjustedContentInset.top == 101)
    }

    @Test(".scrollableAxes adds only the axes that scroll; .always adds every edge; .automatic outside a navigation controller is .scrollableAxes")
    func behaviours() {
        let window = deviceWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 400)  // scrolls on neither axis
        window.addSubview(scroll)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 390, height: 2000)  // now vertically
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scroll.contentSize = CGSize(width: 390 * 3, height: 844)  // horizontally only
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == .zero)
    }

    @Test("a change tells adjustedContentInsetDidChange() and the delegate once each")
    func notifications() {
        let window = deviceWindow()
        let scroll = CountingScrollView(frame: window.bounds)
        let delegate = InsetDelegate()
        scroll.delegate = delegate
        scroll.alwaysBounceVertical = true
        window.addSubview(scroll)
        #expect(scroll.changes == 1)
        #expect(delegate.changes == 1)
        scroll.frame = window.bounds  // nothing changes
        #expect(scroll.changes == 1)
    }

    @Test("a scroll view away from its resting place keeps its offset when the inset changes")
    func scrolledKeepsItsOffset() {
        let (_, table) = tableInNavigation()
        table.contentOffset = CGPoint(0, 300)
        table.contentInsetAdjustmentBehavior = .never
        #expect(table.contentOffset == CGPoint(0, 300))
        table.contentOffset = CGPoint(0, 0)
        table.contentInsetAdjustmentBehavior = .automatic
        #expect(table.contentOffset == CGPoint(0, -91))
    }

    @Test("the content of a scroll view that insets for the safe area does not inherit it again")
    func subviewsDoNotInheritAdjustedEdges() {
        let (_, table) = tableInNavigation()
        let firstCell = table.subviews.first { $0 is UITableViewCell }
        #expect(firstCell?.safeAreaInsets == .zero)
    }

    @Test("a refreshing control's height adds to the top, on top of the safe area")
    func refreshControlAddsOnTop() {
        let (_, table) = tableInNavigation()
        table.refreshControl = UIRefreshControl()
        table.setRefreshInset(60)  // what the control adds from its trigger to endRefreshing()
        #expect(table.adjustedContentInset.top == CGFloat(91 + 60))
        #expect(table.minimumContentOffset.y == -151)
    }
}
