import Foundation
import GestureLabKit
import GestureLabTesting
import Testing

// A card carousel that snaps to whole cards by moving the target offset, as apps write it:
//
//     func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
//                                    targetContentOffset: UnsafeMutablePointer<CGPoint>) {
//         let pageWidth = cardWidth + spacing
//         let index = round(targetContentOffset.pointee.x / pageWidth)
//         targetContentOffset.pointee = CGPoint(x: index * pageWidth, y: targetContentOffset.pointee.y)
//     }
final class CarouselController: UIViewController, UIScrollViewDelegate {
    static let pageWidth: CGFloat = 250
    let lab: LabContext
    let carousel = UIScrollView()

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "carousel"
        carousel.frame = CGRect(x: 0, y: 300, width: view.bounds.width, height: 200)
        carousel.accessibilityIdentifier = "carousel"
        carousel.contentSize = CGSize(width: Self.pageWidth * 10, height: 200)
        carousel.delegate = self
        view.addSubview(carousel)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard lab.option("snap") == "on" else { return }
        let index = round(targetContentOffset.pointee.x / Self.pageWidth)
        targetContentOffset.pointee = CGPoint(x: index * Self.pageWidth, y: targetContentOffset.pointee.y)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        lab.report("settled", value: String(Int(scrollView.contentOffset.x.rounded())))
    }
}

final class CarouselScene: LabScene {
    static let name = "snap-carousel"
    static let options: [LabOption] = [.toggle("snap", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { CarouselController(lab: lab) }
}

@Suite("Ported: a scrollViewWillEndDragging snap through targetContentOffset")
struct ScrollDelegatePortTests {
    /// A fling at 0.1 s (300,400 to 100,400 in 0.15 s), run until the carousel settles.
    static func flung(snap: String) throws -> GestureTester {
        let tester = try GestureTester(CarouselScene.self, options: ["snap": snap])
        tester.advance(to: 0.1)
        tester.fling(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.15)
        tester.settle()
        return tester
    }

    @Test("with the snap the fling settles on a whole card")
    func snapsToACard() throws {
        let tester = try Self.flung(snap: "on")
        let settled = try #require(tester.actions.first { $0.name == "settled" }?.value)
        #expect(settled > 0)
        #expect(settled.truncatingRemainder(dividingBy: 250) == 0)
        #expect(tester.scrollViews.first?.contentOffset.x == CGFloat(settled))
    }

    @Test("without it the fling settles where deceleration leaves it")
    func settlesAnywhereWithoutTheSnap() throws {
        let tester = try Self.flung(snap: "off")
        let settled = try #require(tester.actions.first { $0.name == "settled" }?.value)
        #expect(settled > 0)
        #expect(settled.truncatingRemainder(dividingBy: 250) != 0)
    }
}
