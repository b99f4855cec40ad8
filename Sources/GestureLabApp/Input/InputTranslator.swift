import Foundation
import GestureUIKit

/// Turns platform input events into core touch commands: finger numbers and device points. Pure logic, no SDL.
///
/// - The mouse is one finger: a primary-button press on the device starts a touch, motion moves it (clamped to
///   the screen's edges), release lifts it. A press outside the device viewport is ignored with its drag.
/// - Alt+drag is a two-finger pinch as in the iOS Simulator: one finger under the pointer, the other mirrored
///   around the device's centre. Alt+Shift+drag is a two-finger pan: the pair keeps its spacing and moves
///   together. The mode is chosen when the button goes down.
/// - Every touchscreen finger is its own touch. SDL's finger ids (Int64) map to small finger numbers (1, 2...),
///   the smallest free one, shared with the mouse and reused after a lift. A finger that lands outside the
///   device is ignored until it lifts; one that slides off is clamped to the edge.
/// - Synthetic events (SDL's mouse-from-touch and touch-from-mouse duplicates) are dropped.
/// - Focus lost or minimised: every touch is cancelled and the translator forgets its drags.
/// - The wheel scrolls the scroll view under the pointer, `wheelPointsPerNotch` points a notch.
final class InputTranslator {
    /// Points a wheel notch scrolls. A guess at macOS's line scroll for a phone-sized screen.
    static let wheelPointsPerNotch = 48.0

    /// Where the device is in the window; the app updates it on every relayout.
    var mapping: InputMapping

    /// A mouse drag in progress and the fingers it holds.
    private enum MouseDrag {
        case none
        case one(finger: Int)
        /// Alt pinch (mirrored) or Alt+Shift pan (moving together): the press point, fingers' start points.
        case two(first: Int, second: Int, press: CGPoint, start: (CGPoint, CGPoint), mirrored: Bool)
    }

    private var mouse = MouseDrag.none
    private var fingers: [FingerKey: Int] = [:]
    /// Fingers that landed outside the device: their moves and lift are ignored.
    private var ignoredFingers = Set<FingerKey>()
    /// Finger numbers in use by the mouse or touchscreen fingers.
    private var usedNumbers = Set<Int>()
    /// Where an Alt hover would put the two fingers (drawn hollow before the press), or empty.
    private(set) var hoverPoints: [CGPoint] = []
    /// Whether the hovering pointer was last on the device's screen (`pointerInput(for:)`).
    var pointerIsOnScreen = false

    private struct FingerKey: Hashable {
        var touchID: Int64
        var fingerID: Int64
    }

    init(mapping: InputMapping) {
        self.mapping = mapping
    }

    /// Whether a mouse drag or a finger is down.
    var isTracking: Bool { !usedNumbers.isEmpty }

    /// The commands for one event, in order (often none or one; two for an Alt pinch).
    func translate(_ event: InputEvent) -> [TouchInput] {
        switch event {
        case .mouseDown(let button, let x, let y, let modifiers, let time, let synthetic):
            guard !synthetic, button == .primary else { return [] }
            return mouseDown(at: mapping.devicePoint(windowX: x, y: y), modifiers: modifiers, time: time)
        case .mouseMoved(let x, let y, let modifiers, let time, let synthetic):
            guard !synthetic else { return [] }
            return mouseMoved(to: mapping.devicePoint(windowX: x, y: y), modifiers: modifiers, time: time)
        case .mouseUp(let button, let x, let y, _, let time, let synthetic):
            guard !synthetic, button == .primary else { return [] }
            return mouseUp(at: mapping.devicePoint(windowX: x, y: y), time: time)
        case .wheel(let dx, let dy, let x, let y, let time):
            let point = mapping.devicePoint(windowX: x, y: y)
            guard mapping.contains(point), dx != 0 || dy != 0 else { return [] }
            let delta = CGPoint(x: dx * Self.wheelPointsPerNotch, y: -dy * Self.wheelPointsPerNotch)
            return [.wheel(at: point, delta: delta, time: time)]
        case .fingerDown(let touchID, let fingerID, let x, let y, let time, let synthetic):
            guard !synthetic else { return [] }
            return fingerDown(
                FingerKey(touchID: touchID, fingerID: fingerID),
                at: mapping.devicePoint(normalizedX: x, y: y), time: time)
        case .fingerMoved(let touchID, let fingerID, let x, let y, let time, let synthetic):
            guard !synthetic, let finger = fingers[FingerKey(touchID: touchID, fingerID: fingerID)] else { return [] }
            return [.moved(finger: finger, to: mapping.clamped(mapping.devicePoint(normalizedX: x, y: y)), time: time)]
        case .fingerUp(let touchID, let fingerID, let x, let y, let time, let synthetic):
            guard !synthetic else { return [] }
            let key = FingerKey(touchID: touchID, fingerID: fingerID)
            ignoredFingers.remove(key)
            guard let finger = fingers.removeValue(forKey: key) else { return [] }
            usedNumbers.remove(finger)
            return [.up(finger: finger, at: mapping.clamped(mapping.devicePoint(normalizedX: x, y: y)), time: time)]
        case .focusLost(let time), .minimized(let time):
            let hadTouches = isTracking
            reset()
            return hadTouches ? [.cancelAll(time: time)] : []
        case .resized, .pointerLeft:
            return []  // not touch input: the app lays out again (`App.handle`)
        case .touchDevices(let present, let time):
            var commands: [TouchInput] = []
            for (key, finger) in fingers.sorted(by: { $0.value < $1.value }) where !present.contains(key.touchID) {
                fingers.removeValue(forKey: key)
                usedNumbers.remove(finger)
                commands.append(.cancel(finger: finger, time: time))
            }
            ignoredFingers = ignoredFingers.filter { present.contains($0.touchID) }
            return commands
        }
    }

    /// The touch devices of the fingers down now (the app polls whether they are still attached).
    var touchDevicesInUse: Set<Int64> { Set(fingers.keys.map(\.touchID)) }

    /// Forgets every drag and finger (after the window cancelled its touches, or a scene was rebuilt).
    func reset() {
        mouse = .none
        fingers.removeAll()
        ignoredFingers.removeAll()
        usedNumbers.removeAll()
        hoverPoints = []
    }

    // MARK: Mouse

    private func mouseDown(at point: CGPoint, modifiers: InputModifiers, time: Double) -> [TouchInput] {
        hoverPoints = []
        guard case .none = mouse, mapping.contains(point) else { return [] }
        guard modifiers.contains(.alt) else {
            let finger = takeNumber()
            mouse = .one(finger: finger)
            return [.down(finger: finger, at: point, time: time)]
        }
        let mirror = mirrored(point)
        let first = takeNumber(), second = takeNumber()
        mouse = .two(
            first: first, second: second, press: point, start: (point, mirror),
            mirrored: !modifiers.contains(.shift))
        return [.down(finger: first, at: point, time: time), .down(finger: second, at: mirror, time: time)]
    }

    private func mouseMoved(to point: CGPoint, modifiers: InputModifiers, time: Double) -> [TouchInput] {
        switch mouse {
        case .none:
            hoverPoints = modifiers.contains(.alt) && mapping.contains(point) ? [point, mirrored(point)] : []
            return []
        case .one(let finger):
            return [.moved(finger: finger, to: mapping.clamped(point), time: time)]
        case .two(let first, let second, let press, let start, let isMirrored):
            let (a, b) = twoFingers(pointer: point, press: press, start: start, mirrored: isMirrored)
            return [.moved(finger: first, to: a, time: time), .moved(finger: second, to: b, time: time)]
        }
    }

    private func mouseUp(at point: CGPoint, time: Double) -> [TouchInput] {
        defer { mouse = .none }
        switch mouse {
        case .none:
            return []
        case .one(let finger):
            usedNumbers.remove(finger)
            return [.up(finger: finger, at: mapping.clamped(point), time: time)]
        case .two(let first, let second, let press, let start, let isMirrored):
            usedNumbers.remove(first)
            usedNumbers.remove(second)
            let (a, b) = twoFingers(pointer: point, press: press, start: start, mirrored: isMirrored)
            return [.up(finger: first, at: a, time: time), .up(finger: second, at: b, time: time)]
        }
    }

    /// The two fingers of an Alt drag for the pointer at `pointer`, each kept on the screen.
    private func twoFingers(pointer: CGPoint, press: CGPoint, start: (CGPoint, CGPoint), mirrored isMirrored: Bool)
        -> (CGPoint, CGPoint)
    {
        if isMirrored {
            let a = mapping.clamped(pointer)
            return (a, mapping.clamped(mirrored(a)))
        }
        let delta = pointer - press
        return (mapping.clamped(start.0 + delta), mapping.clamped(start.1 + delta))
    }

    private func mirrored(_ point: CGPoint) -> CGPoint {
        let c = mapping.deviceCenter
        return CGPoint(x: 2 * c.x - point.x, y: 2 * c.y - point.y)
    }

    // MARK: Fingers

    /// A finger lands. A repeated down for a finger already down (SDL lost its lift) keeps that finger's
    /// number, so the core replaces the old touch (`Window.touchDown` cancels it first); landing outside the
    /// device, the old touch is lifted at the nearest edge instead. Either way no core touch is left behind.
    private func fingerDown(_ key: FingerKey, at point: CGPoint, time: Double) -> [TouchInput] {
        ignoredFingers.remove(key)
        guard mapping.contains(point) else {
            ignoredFingers.insert(key)
            guard let old = fingers.removeValue(forKey: key) else { return [] }
            usedNumbers.remove(old)
            return [.up(finger: old, at: mapping.clamped(point), time: time)]
        }
        if let old = fingers[key] { return [.down(finger: old, at: point, time: time)] }
        let finger = takeNumber()
        fingers[key] = finger
        return [.down(finger: finger, at: point, time: time)]
    }

    /// The smallest finger number not in use, now in use.
    private func takeNumber() -> Int {
        var n = 1
        while usedNumbers.contains(n) { n += 1 }
        usedNumbers.insert(n)
        return n
    }
}
