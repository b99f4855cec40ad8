import Foundation
import GestureLabKit
import Testing

/// A card with unnamed recognizers and an unnamed child, a system pop delegate saved and restored, and a
/// spring animation, to check names, the restored private delegate and UIView.animate through replay.
final class NamingScene: LabScene {
    static let name = "naming"
    static let options: [LabOption] = [.choice("pop", ["restored", "replaced"], default: "restored")]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.title = "root"
        let navigation = UINavigationController(rootViewController: root)
        let page = NamingPage(lab: lab)
        navigation.pushViewController(page, animated: false)
        // Save the private delegate, replace it, then put it back (what apps do around a custom transition).
        let saved = navigation.interactivePopGestureRecognizer?.delegate
        navigation.interactivePopGestureRecognizer?.delegate = page
        if lab.option("pop") == "restored" { navigation.interactivePopGestureRecognizer?.delegate = saved }
        return navigation
    }
}

final class NamingPage: UIViewController, UIGestureRecognizerDelegate {
    let lab: LabContext
    let card = UIView(frame: CGRect(x: 95, y: 500, width: 200, height: 200))

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "page"
        let banner = UIScrollView(frame: CGRect(x: 0, y: 200, width: view.bounds.width, height: 200))
        banner.accessibilityIdentifier = "banner"
        banner.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
        view.addSubview(banner)
        card.accessibilityIdentifier = "card"
        card.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        card.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.bounce() })
        card.addGestureRecognizer(UITapGestureRecognizer())
        card.addGestureRecognizer(UILongPressGestureRecognizer())
        view.addSubview(card)
    }

    func bounce() {
        lab.report("tapped")
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(withDuration: 0.5, animations: { self.card.transform = .identity },
                       completion: { finished in self.lab.report("bounced", value: finished ? "1" : "0") })
    }
}

@Suite("Kit names, the restored pop delegate and UIView.animate, through replay")
struct KitBehaviourTests {
    @Test("unnamed recognizers are <view name>.<kind>, numbered after the first of a kind")
    func derivedRecognizerNames() throws {
        let description = try #require(GestureLab.registry(with: [NamingScene.self]).type(named: "naming")?.description)
        #expect(description.recognizers.contains("card.tap"))
        #expect(description.recognizers.contains("card.tap2"))
        #expect(description.recognizers.contains("card.longPress"))
        #expect(description.recognizers.contains("banner.pan"))
        #expect(description.recognizers.contains("nav.edgePop"))
        #expect(description.scrollViews == ["banner"])
    }

    @Test("a tap's action animates the card back over 0.5 s of virtual time, then its completion runs")
    func animationRunsOnVirtualTime() throws {
        let report = try replayKit("scene naming\n0.1 tap 195 600\n", scenes: [NamingScene.self])
        #expect(report.actionNames == ["tapped", "bounced"])
        let tapped = try #require(report.actions.first?.time)
        let bounced = try #require(report.actions.last)
        #expect(abs(bounced.time - tapped - 0.5) < 0.02)
        #expect(bounced.value == 1)
    }

    @Test("assigning the saved system delegate back restores UIKit's rule: the edge swipe pops over the banner")
    func restoredDelegatePops() throws {
        let report = try replayKit("scene naming pop=restored\n0.4 drag 5 300 -> 300 300 in 0.4\n2.5 end\n",
                                   scenes: [NamingScene.self])
        #expect(report.navigationDepth == 1)
        #expect(report.screen == "root")
    }

    @Test("left replaced, the banner's pan takes the edge swipe and nothing pops")
    func replacedDelegateDoesNotPop() throws {
        let report = try replayKit("scene naming pop=replaced\n0.4 drag 5 300 -> 300 300 in 0.4\n2.5 end\n",
                                   scenes: [NamingScene.self])
        #expect(report.navigationDepth == 2)
        #expect(report.states(of: "banner.pan").contains(.began))
    }
}
