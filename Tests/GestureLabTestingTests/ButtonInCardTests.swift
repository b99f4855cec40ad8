import GestureLabKit
import GestureLabTesting
import Testing

/// A user's feed card, written only with GestureLabKit: a tap on the card opens it (once the peek has failed), a tap
/// then a held press peeks, and a Like button sits inside it. The button's own single tap wins over the card's tap,
/// as on a device.
final class FeedCardScene: LabScene {
    static let name = "feed-card"
    static let summary = "A tappable card with a Like button and a peek long press after a tap."
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 240))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        controller.view.addSubview(card)
        let open = UITapGestureRecognizer { [lab] _ in lab.report("opened") }
        card.addGestureRecognizer(open)
        // A tap then a press peeks (UIKit's long press with numberOfTapsRequired = 1).
        let peek = UILongPressGestureRecognizer { [lab] press in
            if press.state == .began { lab.report("peeked") }
        }
        peek.numberOfTapsRequired = 1
        card.addGestureRecognizer(peek)
        open.require(toFail: peek)

        let like = UIButton(type: .system)
        like.frame = CGRect(x: 20, y: 170, width: 120, height: 50)
        like.setTitle("Like", for: .normal)
        like.accessibilityIdentifier = "like"
        like.addAction(UIAction(title: "Like", attributes: []) { [lab] _ in lab.report("liked") }, for: .touchUpInside)
        card.addSubview(like)
        return controller
    }
}

@Suite("A button in a tappable card, and a peek after a tap, through the tester")
struct ButtonInCardTests {
    @Test("a tap on the Like button likes and does not open the card; a tap elsewhere on the card opens it")
    func likeWinsOverTheCard() throws {
        let tester = try GestureTester(FeedCardScene.self)
        try tester.tap(on: "like")
        tester.settle()
        #expect(tester.checkReported("liked", count: 1) == nil)
        #expect(tester.checkReported("opened", count: 0) == nil)
        tester.tap(at: CGPoint(x: 300, y: 260))
        tester.settle()
        #expect(tester.checkReported("opened", count: 1) == nil)
    }

    @Test("a tap then a held press on the card peeks (and does not open it); a held press alone does neither")
    func peekAfterTap() throws {
        let tester = try GestureTester(FeedCardScene.self)
        tester.longPress(at: CGPoint(x: 300, y: 260), duration: 1)
        tester.settle()
        #expect(tester.actionNames.isEmpty)
        tester.tap(at: CGPoint(x: 300, y: 260))
        tester.advance(by: 0.2)
        tester.longPress(at: CGPoint(x: 300, y: 260), duration: 0.7)
        tester.settle()
        #expect(tester.actionNames == ["peeked"])
    }
}
