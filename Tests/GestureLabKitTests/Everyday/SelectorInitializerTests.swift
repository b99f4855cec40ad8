import Foundation
import GestureLabKit
import GestureUIKit
import Testing

/// A pan subclass written as on iOS (DirectionalPanGestureRecognizer's shape): it overrides UIKit's designated
/// initializer with a `Selector?` and calls super, unported.
final class OneFingerPan: UIPanGestureRecognizer {
    private(set) var madeThroughOverride = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        madeThroughOverride = true
    }
}

@Suite("A recognizer subclass overriding init(target: Any?, action: Selector?) compiles and is what the kit makes")
struct SelectorInitializerTests {
    private final class Handler {
        var states: [UIGestureRecognizer.State] = []
        func didPan(_ pan: OneFingerPan) { states.append(pan.state) }
    }

    @Test("the generic init(target:action:) a ported #selector call uses runs the override, then calls the method")
    func genericInitializerReachesOverride() {
        let handler = Handler()
        let pan = OneFingerPan(target: handler, action: Handler.didPan)
        #expect(pan.madeThroughOverride)
        #expect(pan.maximumNumberOfTouches == 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        window.addSubview(card)
        card.addGestureRecognizer(pan)
        window.touchDown(finger: 1, at: CGPoint(x: 100, y: 200), time: 1)
        for step in 1...10 { window.touchMoved(finger: 1, to: CGPoint(x: 100 + CGFloat(step) * 8, y: 200), time: 1 + Double(step) / 60) }
        window.touchUp(finger: 1, at: CGPoint(x: 180, y: 200), time: 1.2)
        #expect(handler.states.first == .began)
        #expect(handler.states.last == .ended)
    }

    @Test("init() and a nil target and selector, as iOS code writes them, also go through the override")
    func convenienceInitializers() {
        #expect(OneFingerPan().madeThroughOverride)
        #expect(OneFingerPan(target: nil, action: nil).madeThroughOverride)
        let plain = UITapGestureRecognizer(target: nil, action: nil)
        #expect(plain.numberOfTapsRequired == 1)
        #expect(Selector("didPan:").description == "didPan:")
    }
}
