import GestureCore

/// The `nested` scene: a book page whose cover header scrolls away above paged lists.
///
/// The seed problem: the list inside the collapsing page takes the drag, so the header never collapses, and the
/// obvious fixes stop the drag dead at the threshold or lose the fling there. `handoff` switches between plain
/// nesting, the two naive fixes and the coordinated scroll that feels native.
public final class NestedScene: Scene, ScrollViewDelegate {
    public static let handoffValues = ["none", "toggle-enabled", "linked-pan", "linked-pan-inertia", "coordinated"]

    public static let description = SceneDescription(
        name: "nested",
        title: "Collapsing header over paged lists",
        problem: "A list inside a collapsing page takes the whole drag, so the header never scrolls away; toggling "
            + "isScrollEnabled at the threshold stops the drag dead, and linking the offsets by hand loses the fling. "
            + "Coordinating both as one scroll (outer first going up, the list first going down) carries one drag "
            + "and one fling across the boundary.",
        options: [
            SceneOptionSpec(key: "handoff", kind: .choice(handoffValues), defaultValue: "coordinated",
                            summary: "how a vertical drag passes between outer and the list"),
        ],
        mainFix: ("handoff", "none", "coordinated"),
        recognizers: ["outer.pan", "tabs.pan", "tab.N.pan", "tabBar.tap", "outer.linkedPan", "outer.nestedPan",
                      "outer.pinch", "tabs.pinch", "tab.N.pinch"],
        scrollViews: ["outer", "tabs", "tab.0", "tab.1", "tab.2"],
        actions: ["tabChanged", "headerCollapsed", "headerExpanded"])

    private enum HeaderState { case expanded, partial, collapsed }

    private let context: SceneContext
    let page: BookPage
    private var handoffName = "coordinated"
    private var handoff: NestedHandoff = PlainNesting()
    private var shownTab = 0
    private var headerState = HeaderState.expanded

    public init(context: SceneContext, options: [String: String]) throws(SceneError) {
        self.context = context
        page = BookPage(in: context.window)
        page.outer.scrollDelegate = self
        page.tabs.scrollDelegate = self
        for list in page.lists { list.scrollDelegate = self }
        page.tabBar.onSelect = { [weak self] index in self?.select(tab: index) }
        try setOption("handoff", to: options["handoff"] ?? "coordinated")
    }

    public func setOption(_ key: String, to value: String) throws(SceneError) {
        try Self.description.validate(key: key, value: value)
        handoff.uninstall(from: page)
        handoffName = value
        handoff = Self.makeHandoff(value)
        handoff.install(on: page)
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

    public var optionValues: [(key: String, value: String)] { [("handoff", handoffName)] }
    public var screenName: String { "book" }
    public var navigationDepth: Int { 1 }

    public var scrollViewReports: [ScrollViewReport] {
        ([page.outer, page.tabs] + page.lists).map { view in
            ScrollViewReport(name: view.name, contentOffset: view.contentOffset, contentSize: view.contentSize,
                             zoomScale: view.zoomScale, page: view.page, dragging: view.isDragging,
                             decelerating: view.isDecelerating)
        }
    }

    public var isAnimating: Bool {
        handoff.isAnimating || ([page.outer, page.tabs] + page.lists).contains { $0.isMovingByItself }
    }

    /// Switches tabs as a tap on a title does: the pager scrolls there, animated.
    func select(tab index: Int) {
        let x = Double(index) * page.tabs.bounds.width
        page.tabs.setContentOffset(Point(x: x, y: 0), animated: true)
    }

    // MARK: ScrollViewDelegate

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === page.outer {
            page.pinTabBar()
            updateHeaderState()
        } else if scrollView === page.tabs {
            page.updateIndicator()
            if let index = page.tabs.page, index != shownTab {
                shownTab = index
                context.emit("tabChanged", value: Double(index))
            }
        }
        handoff.scrollViewDidScroll(scrollView, on: page)
    }

    private func updateHeaderState() {
        let y = page.outer.contentOffset.y
        let state: HeaderState = y >= BookPage.headerHeight - 0.5 ? .collapsed : (y <= 0.5 ? .expanded : .partial)
        guard state != headerState else { return }
        if state == .collapsed { context.emit("headerCollapsed") }
        if state == .expanded { context.emit("headerExpanded") }
        headerState = state
    }
}
