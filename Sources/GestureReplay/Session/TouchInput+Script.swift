import Foundation
import GestureUIKit
import GestureScript

extension TouchInput {
    /// A script event as window input, its finger numbered `event.finger + fingerOffset` (the window's replay
    /// offsets script fingers so that a person touching meanwhile keeps their own).
    public init(_ event: TouchScriptEvent, fingerOffset: Int = 0) {
        let finger = event.finger + fingerOffset
        let point = CGPoint(x: event.point.x, y: event.point.y)
        switch event.phase {
        case .down: self = .down(finger: finger, at: point, time: event.time)
        case .move: self = .moved(finger: finger, to: point, time: event.time)
        case .up: self = .up(finger: finger, at: point, time: event.time)
        case .cancel: self = .cancel(finger: finger, time: event.time)
        }
    }
}
