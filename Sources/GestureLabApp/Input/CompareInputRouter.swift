import Foundation
import GestureUIKit

/// Compare mode's input: a touch on the second device is moved onto the first one's spot in the window, so the
/// one translator maps it to the same device points, and its commands go to both devices.
///
/// Both devices are the same size at the same scale, so moving by the offset between their origins is exact.
/// Which device a drag belongs to is decided where it starts: the mouse on press, each touchscreen finger on
/// its down, and the whole drag keeps that device's offset, so a drag that slides across the gap is clamped to
/// its own device's edge. A hover or a wheel goes by where the pointer is. Pure logic, no SDL.
struct CompareInputRouter {
    /// The first device's screen in window coordinates.
    var first: CGRect
    /// The second device's screen in window coordinates.
    var second: CGRect
    /// The window's size in window coordinates (fingers are normalized across it).
    var windowSize: CGSize

    /// Whether the mouse drag in progress started on the second device; nil when no button is down.
    private var mouseOnSecond: Bool?
    private var fingersOnSecond = Set<FingerKey>()

    private struct FingerKey: Hashable {
        var touchID: Int64
        var fingerID: Int64
    }

    init(first: CGRect, second: CGRect, windowSize: CGSize) {
        self.first = first
        self.second = second
        self.windowSize = windowSize
    }

    /// Window units from the second device to the first.
    private var offset: CGPoint { CGPoint(x: first.minX - second.minX, y: first.minY - second.minY) }

    private func isOnSecond(_ x: Double, _ y: Double) -> Bool {
        x >= second.minX && x < second.maxX && y >= second.minY && y < second.maxY
    }

    /// `event`, moved onto the first device when it belongs to the second.
    mutating func route(_ event: InputEvent) -> InputEvent {
        switch event {
        case .mouseDown(let button, let x, let y, let modifiers, let time, let synthetic):
            let onSecond = isOnSecond(x, y)
            if button == .primary, !synthetic { mouseOnSecond = onSecond }
            guard onSecond else { return event }
            return .mouseDown(
                button: button, x: x + offset.x, y: y + offset.y, modifiers: modifiers, time: time,
                synthetic: synthetic)
        case .mouseMoved(let x, let y, let modifiers, let time, let synthetic):
            guard mouseOnSecond ?? isOnSecond(x, y) else { return event }
            return .mouseMoved(x: x + offset.x, y: y + offset.y, modifiers: modifiers, time: time, synthetic: synthetic)
        case .mouseUp(let button, let x, let y, let modifiers, let time, let synthetic):
            let onSecond = mouseOnSecond ?? isOnSecond(x, y)
            if button == .primary, !synthetic { mouseOnSecond = nil }
            guard onSecond else { return event }
            return .mouseUp(
                button: button, x: x + offset.x, y: y + offset.y, modifiers: modifiers, time: time,
                synthetic: synthetic)
        case .wheel(let dx, let dy, let x, let y, let time):
            guard isOnSecond(x, y) else { return event }
            return .wheel(dx: dx, dy: dy, x: x + offset.x, y: y + offset.y, time: time)
        case .fingerDown(let touchID, let fingerID, let x, let y, let time, let synthetic):
            let key = FingerKey(touchID: touchID, fingerID: fingerID)
            if isOnSecond(x * windowSize.width, y * windowSize.height) {
                fingersOnSecond.insert(key)
            } else {
                fingersOnSecond.remove(key)
                return event
            }
            let (nx, ny) = normalizedShift(x, y)
            return .fingerDown(touchID: touchID, fingerID: fingerID, x: nx, y: ny, time: time, synthetic: synthetic)
        case .fingerMoved(let touchID, let fingerID, let x, let y, let time, let synthetic):
            guard fingersOnSecond.contains(FingerKey(touchID: touchID, fingerID: fingerID)) else { return event }
            let (nx, ny) = normalizedShift(x, y)
            return .fingerMoved(touchID: touchID, fingerID: fingerID, x: nx, y: ny, time: time, synthetic: synthetic)
        case .fingerUp(let touchID, let fingerID, let x, let y, let time, let synthetic):
            guard fingersOnSecond.remove(FingerKey(touchID: touchID, fingerID: fingerID)) != nil else { return event }
            let (nx, ny) = normalizedShift(x, y)
            return .fingerUp(touchID: touchID, fingerID: fingerID, x: nx, y: ny, time: time, synthetic: synthetic)
        case .focusLost, .minimized:
            mouseOnSecond = nil
            fingersOnSecond.removeAll()
            return event
        case .resized, .pointerLeft:
            return event
        case .touchDevices(let present, _):
            fingersOnSecond = fingersOnSecond.filter { present.contains($0.touchID) }
            return event
        }
    }

    private func normalizedShift(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = windowSize.width > 0 ? windowSize.width : 1
        let h = windowSize.height > 0 ? windowSize.height : 1
        return (x + offset.x / w, y + offset.y / h)
    }
}
