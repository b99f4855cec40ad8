import GestureCore

/// The views of the nested scene: a book page with a cover header that scrolls away, a tab bar that pins, and
/// paged lists.
///
/// `outer` (vertical) holds the 150 pt header, the 44 pt tab bar and `tabs` (horizontal, paging), whose pages
/// are the lists `tab.0...2` of 40 rows of 60 pt. `outer`'s content is exactly 150 pt taller than its bounds,
/// so it scrolls at most 150 pt: then the header is gone and the tab bar sits at the top.
final class BookPage {
    /// Points (scenes.md).
    static let headerHeight = 150.0
    static let tabBarHeight = 44.0
    static let rowHeight = 60.0
    static let rowCount = 40
    static let tabTitles = ["Intro", "Contents", "Reviews"]

    let outer = ScrollView(name: "outer")
    let header = View(name: "header")
    let tabBar: TabBarView
    let tabs = ScrollView(name: "tabs")
    let lists: [ScrollView]

    init(in window: Window) {
        tabBar = TabBarView(titles: Self.tabTitles)
        lists = (0..<Self.tabTitles.count).map { ScrollView(name: "tab.\($0)") }
        window.backgroundColor = .white
        outer.backgroundColor = .white
        header.backgroundColor = Color(hex: 0x8E5A3C)
        let title = Label(name: "header.title", text: "The Gesture Book", fontSize: 28, bold: true, color: .white)
        let author = Label(name: "header.author", text: "A cover that scrolls away", fontSize: 15,
                           color: Color(white: 1, alpha: 0.8))
        header.addSubview(title)
        header.addSubview(author)
        tabs.isPagingEnabled = true
        // UIKit apps often set this on a pager of lists; it locks each swipe to one axis per move (issue 15).
        tabs.isDirectionalLockEnabled = true
        window.addSubview(outer)
        outer.addSubview(header)
        outer.addSubview(tabs)
        outer.addSubview(tabBar)
        for (index, list) in lists.enumerated() {
            list.backgroundColor = .white
            for row in 0..<Self.rowCount {
                list.addSubview(RowView(text: "\(Self.tabTitles[index]) · row \(row + 1)", index: row))
            }
            tabs.addSubview(list)
        }
        layout(size: window.bounds.size)
    }

    /// Lays out for a screen of `size` points, keeping every offset.
    func layout(size: Size) {
        let w = size.width, h = size.height
        let listHeight = max(0, h - Self.tabBarHeight)
        outer.frame = Rect(x: 0, y: 0, width: w, height: h)
        outer.contentSize = Size(w, Self.headerHeight + Self.tabBarHeight + listHeight)
        header.frame = Rect(x: 0, y: 0, width: w, height: Self.headerHeight)
        header.subviews[0].frame = Rect(x: 20, y: Self.headerHeight - 78, width: w - 40, height: 34)
        header.subviews[1].frame = Rect(x: 20, y: Self.headerHeight - 42, width: w - 40, height: 22)
        tabs.frame = Rect(x: 0, y: Self.headerHeight + Self.tabBarHeight, width: w, height: listHeight)
        tabs.contentSize = Size(w * Double(lists.count), listHeight)
        for (index, list) in lists.enumerated() {
            list.frame = Rect(x: w * Double(index), y: 0, width: w, height: listHeight)
            list.contentSize = Size(w, Self.rowHeight * Double(Self.rowCount))
            for (row, view) in list.subviews.enumerated() {
                view.frame = Rect(x: 0, y: Double(row) * Self.rowHeight, width: w, height: Self.rowHeight)
            }
        }
        pinTabBar()
        updateIndicator()
    }

    /// The list on screen.
    var currentList: ScrollView { lists[min(max(tabs.page ?? 0, 0), lists.count - 1)] }

    /// Keeps the tab bar at the top once the header has scrolled away (and when `outer` overscrolls past it).
    func pinTabBar() {
        let y = max(Self.headerHeight, outer.contentOffset.y)
        tabBar.frame = Rect(x: 0, y: y, width: outer.bounds.width, height: Self.tabBarHeight)
    }

    /// Moves the indicator under the titles in proportion to the paging offset.
    func updateIndicator() {
        let width = tabs.bounds.width
        tabBar.progress = width > 0 ? tabs.contentOffset.x / width : 0
    }
}

/// One row of a list: its text over a hairline separator.
final class RowView: View {
    init(text: String, index: Int) {
        super.init(name: "")
        backgroundColor = index % 2 == 0 ? .white : Color(hex: 0xF7F7F9)
        let label = Label(text: text, fontSize: 17, color: .black)
        addSubview(label)
    }

    override func layoutSubviews() {
        subviews.first?.frame = Rect(x: 20, y: 0, width: bounds.width - 40, height: bounds.height)
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        context.fill(Rect(x: 20, y: bounds.height - 0.5, width: bounds.width - 20, height: 0.5), color: .separator)
    }
}
