import Foundation
import GestureLabKit
import GestureLabTesting
import Testing

// The common iOS snippet that enables the edge swipe everywhere by replacing the pop gesture's delegate:
//
//     class NavigationController: UINavigationController, UIGestureRecognizerDelegate {
//         override func viewDidLoad() {
//             super.viewDidLoad()
//             interactivePopGestureRecognizer?.delegate = self
//         }
//         func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
//             return viewControllers.count > 1
//         }
//     }
//
// Replacing the delegate loses UIKit's private rule that makes other pans wait for the edge pan to fail
// (uikit-behaviour.md §5), so an edge swipe over a paging banner scrolls the banner instead of popping.
final class ReplacingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    var replacesPopDelegate = true

    override func viewDidLoad() {
        super.viewDidLoad()
        if replacesPopDelegate { interactivePopGestureRecognizer?.delegate = self }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return viewControllers.count > 1
    }
}

/// A page with a full-width paging banner at y 200...400.
final class BannerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "album"
        let banner = UIScrollView(frame: CGRect(x: 0, y: 200, width: view.bounds.width, height: 200))
        banner.accessibilityIdentifier = "banner"
        banner.isPagingEnabled = true
        banner.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
        view.addSubview(banner)
    }
}

final class PopDelegateScene: LabScene {
    static let name = "pop-delegate"
    static let summary = "An edge swipe over a paging banner, with the pop gesture's delegate replaced or not."
    static let options: [LabOption] = [.choice("pop", ["replaced", "system"], default: "system")]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.title = "albums"
        let navigation = ReplacingNavigationController(rootViewController: root)
        navigation.replacesPopDelegate = lab.option("pop") == "replaced"
        navigation.pushViewController(BannerController(), animated: false)
        return navigation
    }
}

@Suite("Ported: a UINavigationController subclass replacing the pop gesture's delegate")
struct PopDelegatePortTests {
    static func run(_ pop: String) throws -> ReplayReportSummary {
        let tester = try GestureTester(PopDelegateScene.self, options: ["pop": pop])
        tester.advance(to: 0.4)
        tester.edgeSwipe(from: .left, at: 300, duration: 0.4)  // 5,300 -> 300,300
        tester.advance(to: 2.5)
        return ReplayReportSummary(tester.report())
    }

    @Test("the scene starts two deep, on the page with the banner")
    func startsOnTheAlbum() throws {
        let tester = try GestureTester(PopDelegateScene.self)
        tester.advance(to: 0.5)
        #expect(tester.screen == "album")
        #expect(tester.navigationDepth == 2)
        #expect(tester.scrollViews.map(\.name) == ["banner"])
    }

    @Test("with UIKit's own delegate the banner waits for the edge swipe, which pops")
    func systemDelegatePops() throws {
        let summary = try Self.run("system")
        #expect(summary.edgePop.contains(.began))
        #expect(!summary.banner.contains(.began))
        #expect(summary.depth == 1)
        #expect(summary.screen == "albums")
    }

    @Test("with the replaced delegate the banner's pan wins and nothing pops")
    func replacedDelegateLosesThePop() throws {
        let summary = try Self.run("replaced")
        #expect(summary.banner.contains(.began))
        #expect(!summary.edgePop.contains(.ended))
        #expect(summary.depth == 2)
        #expect(summary.screen == "album")
    }
}

/// The parts of a navigation replay the tests look at.
struct ReplayReportSummary {
    var edgePop: [UIGestureRecognizer.State]
    var banner: [UIGestureRecognizer.State]
    var depth: Int
    var screen: String

    init(_ report: GestureReplayReport) {
        edgePop = report.states(of: "nav.edgePop")
        banner = report.states(of: "banner.pan")
        depth = report.navigationDepth
        screen = report.screen
    }
}
