import Foundation
import Testing
@testable import GestureUIKit

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Feeds random multi-finger touch streams and checks the state machine's promises after every event.
enum TouchStorm {
    /// Runs `events` random events on `window`, checking every transition's legality; returns the violations.
    static func run(on window: UIWindow, events: Int, seed: UInt64) -> [String] {
        var rng = SeededGenerator(seed: seed)
        var violations: [String] = []
        let discrete = Set(window.allGestureRecognizers.filter(\.isDiscrete).map(\.displayName))
        window.diagnostics.onTransition = { record in
            if !record.from.canTransition(to: record.to, discrete: discrete.contains(record.recognizer)) {
                violations.append("illegal \(record.recognizer) \(record.from) → \(record.to) at \(record.time)")
            }
        }
        let size = window.bounds.size
        var time = window.now
        for _ in 0..<events {
            // Bursts: about a third of events share the previous timestamp.
            if Int.random(in: 0..<3, using: &rng) != 0 { time += Double.random(in: 0.001...0.12, using: &rng) }
            let finger = Int.random(in: 1...5, using: &rng)
            // Sometimes outside the screen.
            let p = CGPoint(Double.random(in: -20...(size.width + 20), using: &rng),
                          Double.random(in: -20...(size.height + 20), using: &rng))
            let down = window.touchesByFinger[finger] != nil
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<2 where !down: window.touchDown(finger: finger, at: p, time: time)
            case 0..<6 where down:
                let current = window.touchesByFinger[finger]?.locationInWindow ?? p
                let step = CGPoint(Double.random(in: -40...40, using: &rng), Double.random(in: -40...40, using: &rng))
                window.touchMoved(finger: finger, to: current + step, time: time)
            case 6..<9 where down: window.touchUp(finger: finger, at: p, time: time)
            case 9 where down: window.touchCancelled(finger: finger, time: time)
            default: window.touchDown(finger: finger, at: p, time: time)
            }
        }
        // Lift every finger, let every timer and animation finish.
        for finger in window.touchesByFinger.keys.sorted() {
            window.touchUp(finger: finger, at: CGPoint(10, 10), time: time + 0.01)
        }
        window.advance(to: time + 5)
        for recognizer in window.allGestureRecognizers where recognizer.state != .possible {
            violations.append("\(recognizer.displayName) left \(recognizer.state) after every finger lifted")
        }
        if !window.environment.participants.isEmpty {
            violations.append("recognizers still taking part: \(window.environment.participants.map(\.displayName))")
        }
        if !window.touchesAwaitingDelivery.isEmpty {
            violations.append("\(window.touchesAwaitingDelivery.count) touches never finished their delivery to views")
        }
        window.diagnostics.onTransition = nil
        return violations
    }
}

@Suite("Touch storms")
struct TouchStormPropertyTests {
    /// Every recognizer kind, nested, with failure requirements and a simultaneity delegate.
    private func busyWindow() -> (UIWindow, RecordingDelegate) {
        let window = UIWindow(size: CGSize(390, 844))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        let inner = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 500), name: "inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        let single = UITapGestureRecognizer(name: "single"), double = UITapGestureRecognizer(name: "double", taps: 2)
        single.require(toFail: double)
        let edge = UIScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let outerPan = UIPanGestureRecognizer(name: "outer.pan")
        outerPan.require(toFail: edge)
        let delegate = RecordingDelegate()
        delegate.simultaneous = { a, b in a is UIPinchGestureRecognizer || b is UIPinchGestureRecognizer }
        let pinch = UIPinchGestureRecognizer(name: "pinch")
        pinch.delegate = delegate
        [edge, outerPan, UILongPressGestureRecognizer(name: "press")].forEach(outer.addGestureRecognizer)
        [single, double, UIPanGestureRecognizer(name: "inner.pan"), pinch,
         UITapGestureRecognizer(name: "twoFinger", taps: 1, touches: 2)].forEach(inner.addGestureRecognizer)
        return (window, delegate)
    }

    @Test("random multi-finger streams make only legal transitions and leave every recognizer possible",
          arguments: [1, 2, 3, 4] as [UInt64])
    func storm(seed: UInt64) {
        let (window, delegate) = busyWindow()
        let violations = TouchStorm.run(on: window, events: 3_000, seed: seed)
        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(5))")
        _ = delegate
    }
}
