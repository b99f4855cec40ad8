import Foundation
/// One input to a window, in the one vocabulary every source of touches speaks: the script expander (replay, the
/// window's `run --replay`), the input translator (mouse, trackpad, touchscreen), the input recorder and compare
/// mode (whose router moves the second device's events onto the first, so one translation feeds both windows).
///
/// Fingers are numbered by the source; points are window points; `time` is the scene's seconds. A window takes
/// it with `Window.send(_:)`.
package enum TouchInput: Sendable, Equatable {
    /// A finger touches the screen (a finger already down is cancelled first).
    case down(finger: Int, at: CGPoint, time: Double)
    /// A finger that is down moves.
    case moved(finger: Int, to: CGPoint, time: Double)
    /// A finger that is down lifts.
    case up(finger: Int, at: CGPoint, time: Double)
    /// One touch ends as cancelled (its device went away).
    case cancel(finger: Int, time: Double)
    /// Every touch on the screen ends as cancelled, as when the app resigns active (focus lost, minimised).
    case cancelAll(time: Double)
    /// A scroll wheel or trackpad scroll of `delta` points over `at`: the scroll view there moves by it.
    case wheel(at: CGPoint, delta: CGPoint, time: Double)

    /// When the input happens.
    package var time: Double {
        switch self {
        case .down(_, _, let time), .moved(_, _, let time), .up(_, _, let time), .cancel(_, let time),
            .cancelAll(let time), .wheel(_, _, let time):
            time
        }
    }
}
