import GestureCore

/// The `navigation` scene: the edge-swipe pop over a horizontal scroll view (scenes.md).
///
/// The seed problem (cDigger/CoExistOfScrollViewAndBackGesture, uikit-behaviour.md §4–5): an app replaces
/// `interactivePopGestureRecognizer.delegate` to turn the pop off on its root page, and loses the container's
/// private rule that every other recognizer waits for the edge pan to fail; from then on a horizontal scroll
/// view at the left edge (10 pt hysteresis) begins before the edge pan (15 pt) and excludes it. Making them
/// simultaneous moves both; `banner.pan.require(toFail: edgePan)` is the fix; routing the decision to the top
/// page through a protocol is the per-page variant. `PopStrategy` lists the five set-ups.
///
/// Pages: `albums` (depth 1, the list `list`) and `album` (depth 2, the paging banner `banner`). `start=album`
/// (default) starts with the album page pushed on the root.
public final class NavigationScene: Scene, NavigationControllerDelegate {
    public static let description = SceneDescription(
        name: "navigation",
        title: "Edge-swipe pop over a horizontal scroll view",
        problem: "Replacing the pop gesture's delegate loses UIKit's rule that every pan waits for the edge pan, "
            + "so a paging banner at the left edge steals the swipe. Requiring the banner's pan to wait for "
            + "the edge pan to fail brings the pop back.",
        options: [
            SceneOptionSpec(key: "start", kind: .choice(["album", "root"]), defaultValue: "album",
                            summary: "album: depth 2 with the album page pushed; root: depth 1",
                            isStartOption: true),
            SceneOptionSpec(key: "pop", kind: .choice(PopStrategy.allCases.map(\.rawValue)), defaultValue: "system",
                            summary: "how the edge pop and the banner's pan are arbitrated"),
        ],
        mainFix: ("pop", "replaced-delegate", "require-to-fail"),
        recognizers: ["nav.edgePop", "nav.back", "banner.pan", "banner.pinch", "list.pan", "list.select"],
        scrollViews: ["list", "banner"],
        actions: ["pushed", "popped", "popCancelled", "pageChanged", "buttonTapped"])

    private let context: SceneContext
    let navigationController: NavigationController
    let albums = AlbumsPage()
    private(set) var strategy = PopStrategy.system
    private var replacedDelegate: RootOnlyPopDelegate
    private var perPageDelegate: PerPagePopDelegate

    public init(context: SceneContext, options: [String: String]) throws(SceneError) {
        self.context = context
        let window = context.window
        window.backgroundColor = .white
        navigationController = NavigationController(frame: window.bounds, topInset: Self.statusBarHeight(window))
        replacedDelegate = RootOnlyPopDelegate(navigationController)
        perPageDelegate = PerPagePopDelegate(navigationController)
        window.addSubview(navigationController.view)
        albums.onSelect = { [weak self] title in self?.pushAlbum(title: title, animated: true) }
        navigationController.setPages([albums])
        for (key, value) in options where key != "start" { try setOption(key, to: value) }
        let start = options["start"] ?? "album"
        guard start == "album" || start == "root" else { throw SceneError("invalid value '\(start)' for option 'start'") }
        startValue = start
        if start == "album" { pushAlbum(title: AlbumsPage.rowTitle(0), animated: false) }
        navigationController.delegate = self  // after the start push: only the user's pushes are actions
    }

    /// Points: the status bar above the navigation bar. 47 on notched phones (390x844), 20 on shorter screens.
    static func statusBarHeight(_ window: Window) -> Double { window.bounds.height >= 812 ? 47 : 20 }

    // MARK: Options

    public func setOption(_ key: String, to value: String) throws(SceneError) {
        try Self.description.validate(key: key, value: value)
        switch key {
        case "pop":
            guard let strategy = PopStrategy(rawValue: value) else { return }
            apply(strategy)
        default:
            if value != optionValue(key) { throw SceneError("'\(key)' can only be set when the scene starts") }
        }
    }

    public var optionValues: [(key: String, value: String)] {
        [("start", optionValue("start")), ("pop", strategy.rawValue)]
    }

    private var startValue = "album"

    private func optionValue(_ key: String) -> String {
        key == "pop" ? strategy.rawValue : startValue
    }

    /// Sets the strategy up with the code an app writes, after undoing the previous one.
    func apply(_ newStrategy: PopStrategy) {
        strategy = newStrategy
        let nav = navigationController
        // The edge pan as the seed finds it: by iterating the container view's recognizers.
        let edgePan = nav.view.gestureRecognizers.first { $0 is ScreenEdgePanGestureRecognizer }
        for album in albumPages {
            album.banner.recognizesSimultaneouslyWithEdgePans = false
            album.configureInteractivePop(edgePan: nil)
        }
        switch newStrategy {
        case .system:
            // An app that saved the original delegate can put it back; UIKit's default is the transition object.
            nav.interactivePopGestureRecognizer.delegate = nav.interactiveTransition
        case .replacedDelegate:
            nav.interactivePopGestureRecognizer.delegate = replacedDelegate
        case .simultaneous:
            nav.interactivePopGestureRecognizer.delegate = replacedDelegate
            for album in albumPages { album.banner.recognizesSimultaneouslyWithEdgePans = true }
        case .requireToFail:
            nav.interactivePopGestureRecognizer.delegate = replacedDelegate
            if let edgePan {
                for album in albumPages { album.banner.panGestureRecognizer.require(toFail: edgePan) }
            }
        case .perPage:
            nav.interactivePopGestureRecognizer.delegate = perPageDelegate
            for album in albumPages { album.configureInteractivePop(edgePan: edgePan) }
        }
    }

    private var albumPages: [AlbumPage] { navigationController.pages.compactMap { $0 as? AlbumPage } }

    private func pushAlbum(title: String, animated: Bool) {
        let album = AlbumPage(title: title, images: context.images)
        album.onPageChange = { [weak self] page in self?.context.emit("pageChanged", value: Double(page)) }
        album.onButton = { [weak self] index in self?.context.emit("buttonTapped", value: Double(index)) }
        guard navigationController.push(album, animated: animated) else { return }
        apply(strategy)
    }

    // MARK: Navigation delegate

    public func navigationController(_ controller: NavigationController, didShow page: NavigationPage,
                                     after operation: NavigationOperation) {
        context.emit(operation == .push ? "pushed" : "popped")
    }

    public func navigationController(_ controller: NavigationController,
                                     didCancelInteractivePopOf page: NavigationPage) {
        context.emit("popCancelled")
    }

    // MARK: Report

    /// `start=album` while the album page is pushed, `start=root` once popped: a rebuild at a new size keeps the page.
    public var resumeOptions: [(key: String, value: String)] {
        [("start", navigationController.pages.count >= 2 ? "album" : "root")]
    }

    public var screenName: String { navigationController.topPage?.name ?? "albums" }
    public var navigationDepth: Int { navigationController.pages.count }

    /// The list, and the banner while an album page is on the stack or leaving it.
    public var scrollViewReports: [ScrollViewReport] {
        var views: [ScrollView] = [albums.list]
        let leaving = navigationController.transition.map { [$0.upper] } ?? []
        if let album = (navigationController.pages + leaving).compactMap({ $0 as? AlbumPage }).last {
            views.append(album.banner)
        }
        return views.map { view in
            ScrollViewReport(name: view.name, contentOffset: view.contentOffset, contentSize: view.contentSize,
                             zoomScale: view.zoomScale, page: view.page, dragging: view.isDragging,
                             decelerating: view.isDecelerating)
        }
    }

    public var isAnimating: Bool { navigationController.isTransitioning }
}
