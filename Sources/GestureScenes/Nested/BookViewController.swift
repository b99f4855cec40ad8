import Foundation
import GestureUIKit

/// The book page: a cover header that scrolls away, a tab bar that pins, and paged lists.
///
/// `outer` (vertical) holds the 150 pt header, the 44 pt tab bar and `tabs` (horizontal, paging), whose pages
/// are the lists `tab.0...2` of 40 rows of 60 pt. `outer`'s content is exactly 150 pt taller than its bounds,
/// so it scrolls at most 150 pt: then the header is gone and the tab bar sits at the top. The view controller
/// is every scroll view's delegate, as an iOS page would be; it forwards `scrollViewDidScroll` to the hand-off
/// strategy in force.
final class BookViewController: UIViewController, UIScrollViewDelegate {
    /// Points (scenes.md).
    static let headerHeight: CGFloat = 150
    static let tabBarHeight: CGFloat = 44
    static let rowHeight: CGFloat = 60
    static let rowCount = 40
    static let tabTitles = ["Intro", "Contents", "Reviews"]
    /// The cover's colour (a test reads it from the screen).
    static let coverColor = UIColor(red: 0x8E / 255.0, green: 0x5A / 255.0, blue: 0x3C / 255.0, alpha: 1)

    private enum HeaderState { case expanded, partial, collapsed }

    let outer = UIScrollView()
    let header = UIView()
    let tabBar = TabBarView(titles: BookViewController.tabTitles)
    let tabs = UIScrollView()
    let lists: [UIScrollView] = BookViewController.tabTitles.map { _ in UIScrollView() }

    private let lab: LabContext
    private var handoffName: String
    private(set) var handoff: NestedHandoff = PlainNesting()
    private var shownTab = 0
    private var headerState = HeaderState.expanded

    init(lab: LabContext, handoff: String) {
        self.lab = lab
        handoffName = handoff
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "book"
        view.backgroundColor = .white
        buildViews()
        layout(size: view.bounds.size)
        outer.delegate = self
        tabs.delegate = self
        for list in lists { list.delegate = self }
        tabBar.onSelect = { [weak self] index in self?.select(tab: index) }
        setHandoff(handoffName)
    }

    private func buildViews() {
        outer.accessibilityIdentifier = "outer"
        // A full-bleed collapsing header drawn under the status bar: apps built so set `.never` on the outer scroll
        // view (with `.automatic` UIKit would rest it 47 pt lower, the header below the status bar).
        outer.contentInsetAdjustmentBehavior = .never
        outer.backgroundColor = .white
        header.accessibilityIdentifier = "header"
        header.backgroundColor = Self.coverColor
        let title = UILabel()
        title.accessibilityIdentifier = "header.title"
        title.text = "The Gesture Book"
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .white
        let author = UILabel()
        author.accessibilityIdentifier = "header.author"
        author.text = "A cover that scrolls away"
        author.font = .systemFont(ofSize: 15)
        author.textColor = UIColor(white: 1, alpha: 0.8)
        header.addSubview(title)
        header.addSubview(author)
        tabs.accessibilityIdentifier = "tabs"
        // Nested scrolling coordinates the offsets of all three levels by hand (SharedScroll): implementations on
        // iOS set `.never` on every level so no safe-area inset enters that arithmetic.
        tabs.contentInsetAdjustmentBehavior = .never
        tabs.isPagingEnabled = true
        // UIKit apps often set this on a pager of lists; it locks each swipe to one axis per move.
        tabs.isDirectionalLockEnabled = true
        view.addSubview(outer)
        outer.addSubview(header)
        outer.addSubview(tabs)
        outer.addSubview(tabBar)
        for (index, list) in lists.enumerated() {
            list.accessibilityIdentifier = "tab.\(index)"
            list.contentInsetAdjustmentBehavior = .never
            list.backgroundColor = .white
            for row in 0..<Self.rowCount {
                list.addSubview(BookRowView(text: "\(Self.tabTitles[index]) · row \(row + 1)", index: row))
            }
            tabs.addSubview(list)
        }
    }

    /// Lays out for a screen of `size` points, keeping every offset.
    func layout(size: CGSize) {
        let w = size.width, h = size.height
        let listHeight = max(0, h - Self.tabBarHeight)
        outer.frame = CGRect(x: 0, y: 0, width: w, height: h)
        outer.contentSize = CGSize(width: w, height: Self.headerHeight + Self.tabBarHeight + listHeight)
        header.frame = CGRect(x: 0, y: 0, width: w, height: Self.headerHeight)
        header.subviews[0].frame = CGRect(x: 20, y: Self.headerHeight - 78, width: w - 40, height: 34)
        header.subviews[1].frame = CGRect(x: 20, y: Self.headerHeight - 42, width: w - 40, height: 22)
        tabs.frame = CGRect(x: 0, y: Self.headerHeight + Self.tabBarHeight, width: w, height: listHeight)
        tabs.contentSize = CGSize(width: w * CGFloat(lists.count), height: listHeight)
        for (index, list) in lists.enumerated() {
            list.frame = CGRect(x: w * CGFloat(index), y: 0, width: w, height: listHeight)
            list.contentSize = CGSize(width: w, height: Self.rowHeight * CGFloat(Self.rowCount))
            for (row, view) in list.subviews.enumerated() {
                view.frame = CGRect(x: 0, y: CGFloat(row) * Self.rowHeight, width: w, height: Self.rowHeight)
            }
        }
        pinTabBar()
        updateIndicator()
    }

    /// The page `tabs` shows: UIKit apps compute it as `floor(offset / width + 0.5)`, kept within the pages.
    var currentPage: Int {
        let width = tabs.bounds.width
        guard width > 0 else { return 0 }
        let index = (tabs.contentOffset.x / width + 0.5).rounded(.down)
        guard index.isFinite else { return 0 }
        return min(max(Int(max(min(index, 1e9), -1e9)), 0), lists.count - 1)
    }

    /// The list on screen.
    var currentList: UIScrollView { lists[currentPage] }

    /// Keeps the tab bar at the top once the header has scrolled away (and when `outer` overscrolls past it).
    func pinTabBar() {
        let y = max(Self.headerHeight, outer.contentOffset.y)
        tabBar.frame = CGRect(x: 0, y: y, width: outer.bounds.width, height: Self.tabBarHeight)
    }

    /// Moves the indicator under the titles in proportion to the paging offset.
    func updateIndicator() {
        let width = tabs.bounds.width
        tabBar.progress = width > 0 ? tabs.contentOffset.x / width : 0
    }

    /// Replaces the hand-off strategy: the old one undoes what it set up, the new one sets itself up.
    func setHandoff(_ name: String) {
        handoff.uninstall(from: self)
        handoffName = name
        handoff = Self.makeHandoff(name)
        handoff.install(on: self)
    }

    private static func makeHandoff(_ name: String) -> NestedHandoff {
        switch name {
        case "toggle-enabled": ToggleEnabledHandoff()
        case "linked-pan": LinkedPanHandoff(inertia: false)
        case "linked-pan-inertia": LinkedPanHandoff(inertia: true)
        case "coordinated": CoordinatedHandoff()
        default: PlainNesting()
        }
    }

    /// Switches tabs as a tap on a title does: the pager scrolls there, animated.
    func select(tab index: Int) {
        tabs.setContentOffset(CGPoint(x: CGFloat(index) * tabs.bounds.width, y: 0), animated: true)
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === outer {
            pinTabBar()
            updateHeaderState()
        } else if scrollView === tabs {
            updateIndicator()
            let index = currentPage
            if index != shownTab {
                shownTab = index
                lab.report("tabChanged", value: String(index))
            }
        }
        handoff.scrollViewDidScroll(scrollView, on: self)
    }

    private func updateHeaderState() {
        let y = outer.contentOffset.y
        let state: HeaderState = y >= Self.headerHeight - 0.5 ? .collapsed : (y <= 0.5 ? .expanded : .partial)
        guard state != headerState else { return }
        if state == .collapsed { lab.report("headerCollapsed") }
        if state == .expanded { lab.report("headerExpanded") }
        headerState = state
    }
}
