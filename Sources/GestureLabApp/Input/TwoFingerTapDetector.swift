import Foundation
import GestureUIKit

/// Watches the touches that go to the scene for a two-finger tap, which shows or hides the touch toolbar.
///
/// It only observes: the scene gets the touches as usual. The rules are UIKit's tap recognizer's with
/// `numberOfTouchesRequired = 2` (UITapGestureRecognizer.h: "Recognizes: when numberOfTouchesRequired have tapped
/// numberOfTapsRequired times"), with the thresholds of uikit-behaviour.md §2, decoded from `UITapRecognizer`:
/// allowableMovement 45 pt, maximumSingleTapDuration 0.75 s. So: both fingers down before either lifts, no third
/// finger, neither moving more than 45 points, and all lifted within 0.75 s of the first landing. Deviation: UIKit
/// also measures movement scaled by a "sloppiness" factor; this doesn't. Times are event seconds; positions points.
struct TwoFingerTapDetector: Equatable {
    /// Points a finger may move and still tap. UIKit: 45.
    static let allowableMovement = 45.0
    /// Seconds from the first finger down to the last up. UIKit's per-tap limit: 0.75.
    static let maximumDuration = 0.75

    private var starts: [Int64: CGPoint] = [:]
    private var firstDownTime = 0.0
    private var peak = 0
    private var failed = false

    init() {}

    /// A finger lands.
    mutating func down(_ id: Int64, at point: CGPoint, time: Double) {
        if starts.isEmpty {
            firstDownTime = time
            peak = 0
            failed = false
        }
        starts[id] = point
        peak = max(peak, starts.count)
        if peak > 2 { failed = true }
    }

    /// A finger moves.
    mutating func moved(_ id: Int64, to point: CGPoint) {
        guard let start = starts[id] else { return }
        let dx = point.x - start.x, dy = point.y - start.y
        if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement { failed = true }
    }

    /// A finger lifts; true when that completes a two-finger tap.
    mutating func up(_ id: Int64, at point: CGPoint, time: Double) -> Bool {
        guard starts[id] != nil else { return false }
        moved(id, to: point)
        starts[id] = nil
        if peak < 2 { failed = true }
        guard starts.isEmpty else { return false }
        return !failed && time - firstDownTime <= Self.maximumDuration
    }

    /// Forgets the fingers (cancelled touches).
    mutating func reset() {
        self = TwoFingerTapDetector()
    }
}
