import Foundation

/// The desktop pointer's input to a window with no button down: what drives `UIHoverGestureRecognizer`.
///
/// Separate from `TouchInput` because a hovering pointer is not a touch: UIKit sends it as hover events
/// (`UIEvent.EventType.hover`) that only hover recognizers receive. Points are window points; `time` is the scene's
/// seconds. A window takes it with `UIWindow.send(_:)`.
package enum PointerInput: Sendable, Equatable {
    /// The pointer is at `to`, no button down.
    case moved(to: CGPoint, time: Double)
    /// The pointer left the window (or the device's screen in it).
    case left(time: Double)

    /// When the input happens.
    package var time: Double {
        switch self {
        case .moved(_, let time), .left(let time): time
        }
    }
}
