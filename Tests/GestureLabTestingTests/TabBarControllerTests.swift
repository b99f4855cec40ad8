import GestureLabKit
import GestureLabTesting
import Testing

/// The feed tab's root: a button that pushes a post.
final class FeedListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "feed"
        view.backgroundColor = .white
        let open = UIButton(type: .system)
        open.setTitle("Open post", for: .normal)
        open.accessibilityIdentifier = "open"
        open.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        open.addAction(
            UIAction { [weak self] _ in
                let post = UIViewController()
                post.title = "post"
                self?.navigationController?.pushViewController(post, animated: false)
            }, for: .touchUpInside)
        view.addSubview(open)
    }
}

/// The user's app: a tab bar controller with a feed (in a navigation controller), search and settings tabs. The
/// delegate refuses the settings tab while `locked=on` and reports every question and selection.
final class TabsScene: LabScene, UITabBarControllerDelegate {
    static let name = "user-tabs"
    static let summary = "A tab bar controller with a navigation stack per tab."
    static let options: [LabOption] = [.toggle("locked", default: false)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let feed = UINavigationController(rootViewController: FeedListController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        let search = UIViewController()
        search.title = "search"
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        let settings = UIViewController()
        settings.title = "settings"
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)
        let tabs = UITabBarController()
        tabs.delegate = self
        tabs.setViewControllers([feed, search, settings], animated: false)
        return tabs
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        lab.report("shouldSelect", value: "tab\(viewController.tabBarItem.tag)")
        return !(lab.option("locked") == "on" && viewController.tabBarItem.tag == 2)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        lab.report("didSelect", value: "tab\(viewController.tabBarItem.tag)")
    }
}

@Suite("UITabBarController: tabs selected by tap, the delegate asked, a navigation stack per tab", .serialized)
struct TabBarControllerTests {
    @Test("the bar is 49 pt over the home indicator's 34 at the bottom, one button per item; the first tab shows")
    func barLayout() throws {
        let tester = try GestureTester(TabsScene.self)
        // On the 390x844 device the bar reaches the bottom edge: 49 pt of items over the 34 pt safe area (83 pt).
        #expect(try tester.frame(of: "tab.bar") == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(try tester.frame(of: "tab.item.0") == CGRect(x: 0, y: 761, width: 130, height: 49))
        #expect(try tester.frame(of: "tab.item.2") == CGRect(x: 260, y: 761, width: 130, height: 49))
        #expect(tester.screen == "feed")
    }

    @Test("a tap on a tab asks shouldSelect, selects it, then tells didSelect")
    func tapSelects() throws {
        let tester = try GestureTester(TabsScene.self)
        try tester.tap(on: "tab.item.1")
        #expect(tester.screen == "search")
        #expect(tester.actionNames == ["shouldSelect=tab1", "didSelect=tab1"])
    }

    @Test("a tab the delegate refuses stays unselected and didSelect is not sent")
    func refusedTab() throws {
        let tester = try GestureTester(TabsScene.self, options: ["locked": "on"])
        try tester.tap(on: "tab.item.2")
        #expect(tester.screen == "feed")
        #expect(tester.actionNames == ["shouldSelect=tab2"])
        let tabs = try #require(tester.window.subviews.first?.next as? UITabBarController)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
    }

    @Test("a tab keeps its navigation stack while another tab shows")
    func stackPerTab() throws {
        let tester = try GestureTester(TabsScene.self)
        try tester.tap(on: "open")
        #expect(tester.screen == "post")
        #expect(tester.navigationDepth == 2)
        try tester.tap(on: "tab.item.1")
        #expect(tester.screen == "search")
        try tester.tap(on: "tab.item.0")
        #expect(tester.screen == "post")
        #expect(tester.navigationDepth == 2)
    }

    @Test("selecting in code (selectedIndex, selectedViewController) does not ask the delegate")
    func codeSelection() throws {
        let tester = try GestureTester(TabsScene.self)
        let tabs = try #require(tester.window.subviews.first?.next as? UITabBarController)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === tabs.viewControllers?[2])
        #expect(tester.screen == "settings")
        tabs.selectedViewController = tabs.viewControllers?[1]
        #expect(tabs.selectedIndex == 1)
        tabs.selectedViewController = UIViewController()  // not a tab: ignored
        #expect(tabs.selectedIndex == 1)
        #expect(tester.actionNames.isEmpty)
    }
}
