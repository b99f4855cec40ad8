import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// A 390x844-point device at 1 pixel a point filling a 390x844 window: normalized x * 390, y * 844.
private func makeTranslator() -> InputTranslator {
    let viewport = DeviceViewport(size: CGSize(width: 390, height: 844), scale: 1, origin: .zero)
    return InputTranslator(mapping: InputMapping(viewport: viewport, windowSize: CGSize(width: 390, height: 844)))
}

private func down(_ id: Int64, _ x: Double, _ y: Double, _ t: Double) -> InputEvent {
    .fingerDown(touchID: 1, fingerID: id, x: x, y: y, time: t, synthetic: false)
}

private func up(_ id: Int64, _ x: Double, _ y: Double, _ t: Double) -> InputEvent {
    .fingerUp(touchID: 1, fingerID: id, x: x, y: y, time: t, synthetic: false)
}

@Suite("Input translator: a repeated finger down")
struct InputTranslatorRepeatedDownTests {
    @Test("a second down for a finger that is down keeps its number, so the core replaces that touch")
    func repeatedDownKeepsTheNumber() {
        let translator = makeTranslator()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        func feed(_ event: InputEvent) -> [TouchInput] {
            let commands = translator.translate(event)
            for command in commands { window.send(command) }
            return commands
        }
        _ = feed(down(10, 0.1, 0.1, 0))
        _ = feed(down(20, 0.2, 0.2, 0.01))
        _ = feed(down(30, 0.3, 0.3, 0.02))
        _ = feed(up(10, 0.1, 0.1, 0.03))
        // Numbers {2, 3} in use; SDL id 30 (number 3) goes down again: still 3, not the free 1.
        #expect(feed(down(30, 0.5, 0.5, 0.04)) == [.down(finger: 3, at: CGPoint(x: 195, y: 422), time: 0.04)])
        #expect(window.activeTouches.map(\.finger) == [2, 3])
        #expect(feed(up(30, 0.5, 0.5, 0.05)) == [.up(finger: 3, at: CGPoint(x: 195, y: 422), time: 0.05)])
        _ = feed(up(20, 0.2, 0.2, 0.06))
        #expect(window.activeTouches.isEmpty)
        #expect(!translator.isTracking)
        // Number 1 is the smallest free one again.
        #expect(feed(down(40, 0.25, 0.25, 0.07)).first == .down(finger: 1, at: CGPoint(x: 97.5, y: 211), time: 0.07))
    }

    @Test("a repeated down outside the device lifts the old touch at the edge and ignores the finger until it lifts")
    func repeatedDownOutsideLifts() {
        let translator = makeTranslator()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        for command in translator.translate(down(7, 0.5, 0.5, 0)) { window.send(command) }
        let outside = translator.translate(down(7, 1.2, 0.5, 0.1))
        #expect(outside == [.up(finger: 1, at: CGPoint(x: 390, y: 422), time: 0.1)])
        for command in outside { window.send(command) }
        #expect(window.activeTouches.isEmpty)
        #expect(!translator.isTracking)
        #expect(translator.translate(.fingerMoved(touchID: 1, fingerID: 7, x: 0.5, y: 0.5, time: 0.2, synthetic: false)).isEmpty)
        #expect(translator.translate(up(7, 0.5, 0.5, 0.3)).isEmpty)
    }
}
