import GestureLabKit
import GestureLabTesting
import Testing

/// A screen with a horizontal paging banner across the middle, pushed on a navigation controller.
final class BannerViewController: UIViewController {
    let banner = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "album"
        banner.frame = CGRect(x: 0, y: 300, width: view.bounds.width, height: 200)
        banner.accessibilityIdentifier = "banner"
        banner.isPagingEnabled = true
        banner.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
        view.addSubview(banner)
    }
}

/// The app's own pop delegate, replacing UIKit's private one (and with it the rule that the edge pan wins).
final class PopDelegate: UIGestureRecognizerDelegate {}

/// The edge-swipe pop over a horizontal scroll view: the app replaced the pop gesture's delegate (`fix=off`
/// loses the edge swipe to the banner); `fix=on` adds `banner.panGestureRecognizer.require(toFail: pop)`.
final class EdgePopScene: LabScene {
    static let name = "edge-pop"
    static let summary = "An edge swipe from the left over a paging banner."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    let popDelegate = PopDelegate()
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let albums = UIViewController()
        albums.title = "albums"
        let navigation = UINavigationController(rootViewController: albums)
        let album = BannerViewController()
        navigation.pushViewController(album, animated: false)
        guard let pop = navigation.interactivePopGestureRecognizer else { return navigation }
        pop.name = "nav.edgePop"
        pop.delegate = popDelegate
        album.loadViewIfNeeded()
        if lab.option("fix") == "on" { album.banner.panGestureRecognizer.require(toFail: pop) }
        return navigation
    }
}

@Suite("The edge-swipe pop against a horizontal scroll view, through the tester")
struct EdgePopConflictTests {
    @Test("with the pop delegate replaced the banner's pan wins at the left edge and nothing pops")
    func brokenBannerWins() throws {
        let tester = try GestureTester(EdgePopScene.self, options: ["fix": "off"])
        #expect(tester.navigationDepth == 2)
        tester.advance(to: 0.4)
        tester.edgeSwipe(from: .left, at: 400)
        tester.expectRecognized("banner.pan")
        tester.expectFailed("nav.edgePop")
        #expect((tester.contentOffset(of: "banner")?.x ?? 0) < -50)
        tester.settle()
        #expect(tester.screen == "album")
        #expect(tester.navigationDepth == 2)
    }

    @Test("with require(toFail:) the edge swipe pops and the banner stays still")
    func fixedEdgeSwipePops() throws {
        let tester = try GestureTester(EdgePopScene.self)
        tester.advance(to: 0.4)
        tester.edgeSwipe(from: .left, at: 400)
        tester.expectRecognized("nav.edgePop")
        tester.expectFailed("banner.pan")
        #expect(tester.contentOffset(of: "banner")?.x == CGFloat(0))
        tester.settle()
        #expect(tester.screen == "albums")
        #expect(tester.navigationDepth == 1)
    }

    @Test("with require(toFail:) a swipe in the middle of the banner still pages it")
    func fixedBannerStillPages() throws {
        let tester = try GestureTester(EdgePopScene.self)
        tester.fling(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400))
        tester.settle()
        tester.expectFailed("nav.edgePop")
        #expect(tester.page(of: "banner") == 1)
        #expect(tester.navigationDepth == 2)
    }
}
