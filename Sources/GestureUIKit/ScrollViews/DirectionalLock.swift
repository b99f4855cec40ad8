import Foundation

/// The axis a scroll view's pan is locked to when `isDirectionalLockEnabled`.
///
/// UIScrollViewPanGestureRecognizer `_centroidMovedTo:atTime:affectingTranslation:` [RE] (iOS 18.2) looks at
/// one move at a time: `atanf(fabsf(dy / dx))` ≤ 0.349 rad (20°) locks horizontally if the scroll view can
/// scroll that way, ≥ 1.222 rad (70°) locks vertically; a purely horizontal or vertical move locks that axis;
/// a move in between leaves the lock as it was (there is no "free" verdict once locked).
package enum DirectionalLock: Sendable, Equatable {
    case none, horizontal, vertical

    /// Radians from the horizontal at or below which a move locks horizontally. UIKit [RE] 0.34906585.
    static let horizontalAngle = 0.34906585
    /// Radians from the horizontal at or above which a move locks vertically. UIKit [RE] 1.22173048.
    static let verticalAngle = 1.22173048
    /// Seconds of rest after which a begun pan reconsiders its lock. UIKit [RE] 0.6.
    static let reconsiderAfter = 0.6

    /// The lock after a move by `move` (window points).
    func updated(by move: CGPoint, canScrollHorizontally: Bool, canScrollVertically: Bool) -> DirectionalLock {
        if move.x != 0, move.y != 0 {
            let angle = atan(abs(move.y / move.x))
            if canScrollHorizontally, angle <= Self.horizontalAngle { return .horizontal }
            if canScrollVertically, angle >= Self.verticalAngle { return .vertical }
            return self
        }
        if move.y == 0, move.x != 0, canScrollHorizontally { return .horizontal }
        if move.x == 0, move.y != 0, canScrollVertically { return .vertical }
        return self
    }
}
