import Foundation
import GestureUIKit

/// The engine's figures: a touch event through hit-testing and ten recognizers.
enum EngineBench {
    /// A window with ten recognizers on a three-level view tree, as a busy scene has.
    static func makeWindow() -> UIWindow {
        let window = UIWindow(size: CGSize(390, 844))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "middle")
        let inner = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 600), name: "inner")
        window.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
        for i in 0..<20 { middle.addSubview(UIView(frame: CGRect(x: 0, y: Double(i) * 5, width: 10, height: 5))) }
        let single = UITapGestureRecognizer(name: "single"), double = UITapGestureRecognizer(name: "double", taps: 2)
        single.require(toFail: double)
        let recognizers: [(UIView, UIGestureRecognizer)] = [
            (outer, UIScreenEdgePanGestureRecognizer(name: "edge", edges: .left)),
            (outer, UIPanGestureRecognizer(name: "outer.pan")),
            (outer, UILongPressGestureRecognizer(name: "press")),
            (middle, UIPinchGestureRecognizer(name: "pinch")),
            (middle, UIPanGestureRecognizer(name: "middle.pan")),
            (inner, single), (inner, double),
            (inner, UIPanGestureRecognizer(name: "inner.pan")),
            (inner, UITapGestureRecognizer(name: "twoFinger", taps: 1, touches: 2)),
            (inner, UILongPressGestureRecognizer(name: "press2")),
        ]
        for (view, recognizer) in recognizers { view.addGestureRecognizer(recognizer) }
        return window
    }

    /// Microseconds per touch event (median of runs), over drags and taps through the ten recognizers.
    static func microsecondsPerEvent() -> Double {
        let window = makeWindow()
        var time = 0.0
        let eventsPerRun = 20_000
        let seconds = medianSeconds {
            var count = 0
            while count < eventsPerRun {
                time += 1
                window.touchDown(finger: 1, at: CGPoint(200, 300), time: time)
                for step in 1...30 {
                    window.touchMoved(finger: 1, to: CGPoint(200, 300 + Double(step) * 4), time: time + Double(step) / 120)
                }
                window.touchUp(finger: 1, at: CGPoint(200, 420), time: time + 0.3)
                window.advance(to: time + 0.9)
                count += 32
            }
        }
        return seconds / Double(eventsPerRun) * 1e6
    }

    static func rows() -> [BenchRow] {
        [BenchRow(figure: "touch event through hit-testing + 10 recognizers", value: microsecondsPerEvent(),
                  unit: "µs", goal: .atMost(5))]
    }
}
