import Foundation
import GestureUIKit
import GestureLabKit
import Testing

/// A scroll view subclass that widens its touch area by 40 pt on each side and may refuse its own pan, calling
/// `super` otherwise (what apps write to enlarge a small carousel's hit area or to lock scrolling).
final class WideHitScrollView: UIScrollView {
    var refusesPan = false
    private(set) var askedShouldBegin: [String] = []

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -40, dy: -40).contains(point)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        askedShouldBegin.append(gestureRecognizer == panGestureRecognizer ? "pan" : "other")
        if refusesPan && gestureRecognizer == panGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

@Suite("A UIScrollView subclass's point(inside:with:) and gestureRecognizerShouldBegin overrides are consulted")
struct ScrollViewSubclassHookTests {
    /// A window with a full-screen container and a 290x400 list at (50, 100) holding 2000 pt of content.
    private func setUp() -> (UIWindow, UIView, WideHitScrollView) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(container)
        let list = WideHitScrollView(frame: CGRect(x: 50, y: 100, width: 290, height: 400))
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 290, height: 2000)
        container.addSubview(list)
        return (window, container, list)
    }

    /// Drags one finger straight up by 200 pt from `start`, beginning at `time`, in 120 Hz steps over 0.1 s.
    private func dragUp(_ window: UIWindow, from start: CGPoint, at time: Double = 0) {
        window.touchDown(finger: 1, at: start, time: time)
        for i in 1...12 {
            let y = start.y - 200 * Double(i) / 12
            window.touchMoved(finger: 1, to: CGPoint(x: start.x, y: y), time: time + Double(i) / 120)
        }
        window.touchUp(finger: 1, at: CGPoint(x: start.x, y: start.y - 200), time: time + 0.1)
    }

    @Test("a touch 20 pt left of the list's frame hits it and its drag scrolls it")
    func widenedPointInsideScrolls() {
        let (window, container, list) = setUp()
        #expect(window.hitTest(CGPoint(x: 30, y: 300), with: nil) === list)
        #expect(window.hitTest(CGPoint(x: 5, y: 300), with: nil) === container)
        dragUp(window, from: CGPoint(x: 30, y: 450))
        #expect(list.contentOffset.y > 100)
    }

    @Test("refusing its own pan in gestureRecognizerShouldBegin keeps the list still; super lets it scroll")
    func shouldBeginOverrideRefusesOwnPan() {
        let (window, _, list) = setUp()
        list.refusesPan = true
        dragUp(window, from: CGPoint(x: 195, y: 450))
        #expect(list.contentOffset.y == 0)
        #expect(list.askedShouldBegin.contains("pan"))
        list.refusesPan = false
        dragUp(window, from: CGPoint(x: 195, y: 450), at: 1)
        #expect(list.contentOffset.y > 100)
    }
}
