import Foundation
import Testing
@testable import GestureUIKit

/// `isExclusiveTouch` and `isMultipleTouchEnabled` as UIKit documents them.
@Suite("Exclusive touch and multiple touch")
struct ExclusiveAndMultipleTouchTests {
    /// A view that counts the touches its touch methods hear.
    final class CountingView: UIView {
        var began = 0
        var ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    }

    /// A window with two side-by-side counting views, `left` and `right`.
    static func twoViews() -> (UIWindow, CountingView, CountingView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let left = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = CountingView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        window.addSubview(left)
        window.addSubview(right)
        return (window, left, right)
    }

    @Test("a finger on an exclusive view blocks a finger on another view, with its recognizers")
    func exclusiveBlocksOthers() {
        let (window, left, right) = Self.twoViews()
        left.isExclusiveTouch = true
        let tap = UITapGestureRecognizer()
        right.addGestureRecognizer(tap)
        var tapped = 0
        tap.addTarget { _ in tapped += 1 }
        window.touchDown(finger: 1, at: CGPoint(x: 50, y: 50), time: 0)
        window.touchDown(finger: 2, at: CGPoint(x: 250, y: 50), time: 0.05)
        window.touchUp(finger: 2, at: CGPoint(x: 250, y: 50), time: 0.1)
        window.touchUp(finger: 1, at: CGPoint(x: 50, y: 50), time: 0.2)
        window.advance(to: 1)
        #expect(left.began == 1 && left.ended == 1)
        #expect(right.began == 0)
        #expect(tapped == 0)
        // Once the exclusive view's finger has lifted, the other view gets touches again.
        window.touchDown(finger: 3, at: CGPoint(x: 250, y: 50), time: 1.1)
        window.touchUp(finger: 3, at: CGPoint(x: 250, y: 50), time: 1.15)
        window.advance(to: 2)
        #expect(right.began == 1)
        #expect(tapped == 1)
    }

    @Test("a finger on an exclusive view is not delivered while another view has one; without the flag both are")
    func exclusiveWaitsForOthers() {
        let (window, left, right) = Self.twoViews()
        right.isExclusiveTouch = true
        window.touchDown(finger: 1, at: CGPoint(x: 50, y: 50), time: 0)
        window.touchDown(finger: 2, at: CGPoint(x: 250, y: 50), time: 0.05)
        #expect(left.began == 1)
        #expect(right.began == 0)
        let (plain, a, b) = Self.twoViews()
        plain.touchDown(finger: 1, at: CGPoint(x: 50, y: 50), time: 0)
        plain.touchDown(finger: 2, at: CGPoint(x: 250, y: 50), time: 0.05)
        #expect(a.began == 1 && b.began == 1)
    }

    @Test("a view hears only its first finger unless isMultipleTouchEnabled; its pinch gets both either way")
    func multipleTouch() {
        for multiple in [false, true] {
            let (window, left, _) = Self.twoViews()
            left.isMultipleTouchEnabled = multiple
            let pinch = UIPinchGestureRecognizer()
            left.addGestureRecognizer(pinch)
            window.touchDown(finger: 1, at: CGPoint(x: 100, y: 150), time: 0)
            window.touchDown(finger: 2, at: CGPoint(x: 100, y: 250), time: 0.01)
            #expect(left.began == (multiple ? 2 : 1), "isMultipleTouchEnabled \(multiple)")
            #expect(pinch.numberOfTouches == 2, "isMultipleTouchEnabled \(multiple)")
        }
    }
}
