import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// A 390x844-point device drawn at 2 pixels a point from pixel (20, 10), in a 1000x1800 window of 1x units.
private func makeTranslator() -> InputTranslator {
    let viewport = DeviceViewport(size: CGSize(width: 390, height: 844), scale: 2, origin: CGPoint(x: 20, y: 10))
    return InputTranslator(mapping: InputMapping(viewport: viewport, windowSize: CGSize(width: 1000, height: 1800)))
}

/// Window coordinates of device point (`x`, `y`) in `makeTranslator`'s mapping.
private func windowPoint(_ x: Double, _ y: Double) -> (Double, Double) { (20 + 2 * x, 10 + 2 * y) }

@Suite("Input translator")
struct InputTranslatorTests {
    @Test("a mouse press, drag and release is finger 1 in device points")
    func mouseIsOneFinger() {
        let translator = makeTranslator()
        let (x0, y0) = windowPoint(100, 200), (x1, y1) = windowPoint(110, 260)
        #expect(translator.translate(.mouseDown(button: .primary, x: x0, y: y0, modifiers: [], time: 1, synthetic: false))
            == [.down(finger: 1, at: CGPoint(x: 100, y: 200), time: 1)])
        #expect(translator.translate(.mouseMoved(x: x1, y: y1, modifiers: [], time: 1.1, synthetic: false))
            == [.moved(finger: 1, to: CGPoint(x: 110, y: 260), time: 1.1)])
        #expect(translator.translate(.mouseUp(button: .primary, x: x1, y: y1, modifiers: [], time: 1.2, synthetic: false))
            == [.up(finger: 1, at: CGPoint(x: 110, y: 260), time: 1.2)])
        #expect(!translator.isTracking)
    }

    @Test("a press outside the device, a hover and a secondary button make no touches")
    func pressesOutsideAreIgnored() {
        let translator = makeTranslator()
        #expect(translator.translate(.mouseDown(button: .primary, x: 5, y: 5, modifiers: [], time: 0, synthetic: false)).isEmpty)
        #expect(translator.translate(.mouseMoved(x: 100, y: 100, modifiers: [], time: 0.1, synthetic: false)).isEmpty)
        #expect(translator.translate(.mouseUp(button: .primary, x: 100, y: 100, modifiers: [], time: 0.2, synthetic: false)).isEmpty)
        let (x, y) = windowPoint(50, 50)
        #expect(translator.translate(.mouseDown(button: .other, x: x, y: y, modifiers: [], time: 0.3, synthetic: false)).isEmpty)
    }

    @Test("a drag that leaves the device is clamped to its edge")
    func dragIsClampedToTheScreen() {
        let translator = makeTranslator()
        let (x, y) = windowPoint(10, 10)
        _ = translator.translate(.mouseDown(button: .primary, x: x, y: y, modifiers: [], time: 0, synthetic: false))
        #expect(translator.translate(.mouseMoved(x: 0, y: 2000, modifiers: [], time: 0.1, synthetic: false))
            == [.moved(finger: 1, to: CGPoint(x: 0, y: 844), time: 0.1)])
    }

    @Test("synthetic mouse events from a touchscreen are ignored, so a touch arrives once")
    func syntheticMouseDuplicatesAreIgnored() {
        let translator = makeTranslator()
        let down = translator.translate(.fingerDown(touchID: 7, fingerID: 42, x: 0.5, y: 0.5, time: 0, synthetic: false))
        #expect(down.count == 1)
        #expect(translator.translate(.mouseDown(button: .primary, x: 500, y: 900, modifiers: [], time: 0, synthetic: true)).isEmpty)
        #expect(translator.translate(.mouseMoved(x: 510, y: 900, modifiers: [], time: 0.1, synthetic: true)).isEmpty)
        #expect(translator.translate(.mouseUp(button: .primary, x: 510, y: 900, modifiers: [], time: 0.2, synthetic: true)).isEmpty)
        #expect(translator.translate(.fingerDown(touchID: -1, fingerID: 0, x: 0.5, y: 0.5, time: 0, synthetic: true)).isEmpty)
    }

    @Test("two touchscreen fingers are two touches at device points from their normalized positions")
    func twoFingersAreTwoTouches() {
        let translator = makeTranslator()
        // Normalized (0.22, 0.5) of a 1000x1800 window is (220, 900): device ((220 - 20) / 2, (900 - 10) / 2).
        let a = translator.translate(.fingerDown(touchID: 3, fingerID: 900, x: 0.22, y: 0.5, time: 0, synthetic: false))
        let b = translator.translate(.fingerDown(touchID: 3, fingerID: 901, x: 0.42, y: 0.25, time: 0.01, synthetic: false))
        #expect(a == [.down(finger: 1, at: CGPoint(x: 100, y: 445), time: 0)])
        #expect(b == [.down(finger: 2, at: CGPoint(x: 200, y: 220), time: 0.01)])
        #expect(translator.translate(.fingerMoved(touchID: 3, fingerID: 901, x: 0.42, y: 0.3, time: 0.02, synthetic: false))
            == [.moved(finger: 2, to: CGPoint(x: 200, y: 265), time: 0.02)])
        #expect(translator.translate(.fingerUp(touchID: 3, fingerID: 900, x: 0.22, y: 0.5, time: 0.03, synthetic: false))
            == [.up(finger: 1, at: CGPoint(x: 100, y: 445), time: 0.03)])
        // Finger number 1 is free again and goes to the next finger down.
        #expect(translator.translate(.fingerDown(touchID: 3, fingerID: 902, x: 0.22, y: 0.5, time: 0.04, synthetic: false))
            == [.down(finger: 1, at: CGPoint(x: 100, y: 445), time: 0.04)])
    }

    @Test("Alt+drag puts a second finger mirrored around the device centre, pinching as the pointer moves")
    func altDragPinches() {
        let translator = makeTranslator()
        let (x0, y0) = windowPoint(145, 372), (x1, y1) = windowPoint(95, 322)
        // Centre (195, 422): the mirror of (145, 372) is (245, 472), of (95, 322) is (295, 522).
        #expect(translator.translate(.mouseDown(button: .primary, x: x0, y: y0, modifiers: .alt, time: 0, synthetic: false))
            == [.down(finger: 1, at: CGPoint(x: 145, y: 372), time: 0), .down(finger: 2, at: CGPoint(x: 245, y: 472), time: 0)])
        #expect(translator.translate(.mouseMoved(x: x1, y: y1, modifiers: .alt, time: 0.1, synthetic: false))
            == [.moved(finger: 1, to: CGPoint(x: 95, y: 322), time: 0.1), .moved(finger: 2, to: CGPoint(x: 295, y: 522), time: 0.1)])
        #expect(translator.translate(.mouseUp(button: .primary, x: x1, y: y1, modifiers: .alt, time: 0.2, synthetic: false))
            == [.up(finger: 1, at: CGPoint(x: 95, y: 322), time: 0.2), .up(finger: 2, at: CGPoint(x: 295, y: 522), time: 0.2)])
    }

    @Test("Alt+Shift+drag moves both fingers together, keeping their spacing")
    func altShiftDragPans() {
        let translator = makeTranslator()
        let (x0, y0) = windowPoint(145, 372), (x1, y1) = windowPoint(145, 300)
        _ = translator.translate(.mouseDown(button: .primary, x: x0, y: y0, modifiers: [.alt, .shift], time: 0, synthetic: false))
        #expect(translator.translate(.mouseMoved(x: x1, y: y1, modifiers: [.alt, .shift], time: 0.1, synthetic: false))
            == [.moved(finger: 1, to: CGPoint(x: 145, y: 300), time: 0.1), .moved(finger: 2, to: CGPoint(x: 245, y: 400), time: 0.1)])
    }

    @Test("Alt hovering shows where the two fingers would land")
    func altHoverShowsTwoPoints() {
        let translator = makeTranslator()
        let (x, y) = windowPoint(100, 100)
        _ = translator.translate(.mouseMoved(x: x, y: y, modifiers: .alt, time: 0, synthetic: false))
        #expect(translator.hoverPoints == [CGPoint(x: 100, y: 100), CGPoint(x: 290, y: 744)])
        _ = translator.translate(.mouseMoved(x: x, y: y, modifiers: [], time: 0.1, synthetic: false))
        #expect(translator.hoverPoints.isEmpty)
    }

    @Test("losing focus or minimising cancels every touch and forgets the drags")
    func focusLossCancelsEverything() {
        let translator = makeTranslator()
        let (x, y) = windowPoint(100, 100)
        _ = translator.translate(.mouseDown(button: .primary, x: x, y: y, modifiers: [], time: 0, synthetic: false))
        _ = translator.translate(.fingerDown(touchID: 1, fingerID: 1, x: 0.3, y: 0.3, time: 0, synthetic: false))
        #expect(translator.translate(.focusLost(time: 0.5)) == [.cancelAll(time: 0.5)])
        #expect(!translator.isTracking)
        #expect(translator.translate(.mouseMoved(x: x + 10, y: y, modifiers: [], time: 0.6, synthetic: false)).isEmpty)
        #expect(translator.translate(.fingerUp(touchID: 1, fingerID: 1, x: 0.3, y: 0.3, time: 0.7, synthetic: false)).isEmpty)
        #expect(translator.translate(.minimized(time: 0.8)).isEmpty)
    }

    @Test("focus loss cancels the touches of a core window, as UIKit does when the app resigns active")
    func focusLossCancelsCoreTouches() {
        let translator = makeTranslator()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let (x, y) = windowPoint(100, 100)
        for command in translator.translate(.mouseDown(button: .primary, x: x, y: y, modifiers: .alt, time: 0, synthetic: false)) {
            window.send(command)
        }
        #expect(window.activeTouches.count == 2)
        for command in translator.translate(.focusLost(time: 0.1)) { window.send(command) }
        #expect(window.activeTouches.isEmpty)
    }

    @Test("a wheel notch over the device scrolls the scroll view under the pointer, clamped to its content")
    func wheelScrollsTheScrollViewUnderThePointer() {
        let translator = makeTranslator()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let left = UIScrollView(frame: CGRect(x: 0, y: 0, width: 195, height: 844), name: "left")
        left.contentSize = CGSize(width: 195, height: 2000)
        let right = UIScrollView(frame: CGRect(x: 195, y: 0, width: 195, height: 844), name: "right")
        right.contentSize = CGSize(width: 195, height: 2000)
        window.addSubview(left)
        window.addSubview(right)
        let (x, y) = windowPoint(300, 400)
        let commands = translator.translate(.wheel(dx: 0, dy: -2, x: x, y: y, time: 0.1))
        #expect(commands == [.wheel(at: CGPoint(x: 300, y: 400), delta: CGPoint(x: 0, y: 2 * InputTranslator.wheelPointsPerNotch), time: 0.1)])
        for command in commands { window.send(command) }
        #expect(Double(right.contentOffset.y) == 2 * InputTranslator.wheelPointsPerNotch)
        #expect(left.contentOffset.y == 0)
        // Scrolling up past the top stops at the top: no rubber band without a finger.
        for command in translator.translate(.wheel(dx: 0, dy: 10, x: x, y: y, time: 0.2)) { window.send(command) }
        #expect(right.contentOffset.y == 0)
        // Outside the device: nothing.
        #expect(translator.translate(.wheel(dx: 0, dy: 1, x: 1, y: 1, time: 0.3)).isEmpty)
    }

    @Test("a resize is no touch input: the translator makes none (the app lays out again itself)")
    func resizeIsNoTouchInput() {
        #expect(makeTranslator().translate(.resized(width: 800, height: 600)).isEmpty)
    }
}
