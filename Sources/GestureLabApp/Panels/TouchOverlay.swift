import Foundation
import GestureUIKit

/// The touch overlay in the scene's points, as iOS "Show Touches" and Android "Pointer location": a trail and a
/// velocity vector per finger, and the hit-test chain of the last touch as outlined views.
enum TouchOverlay {
    static let trailColor = Color(red: 0.39, green: 0.82, blue: 1, alpha: 0.8)
    static let velocityColor = Color(red: 1, green: 0.84, blue: 0.04, alpha: 0.95)
    static let chainColor = Color(red: 1, green: 0.62, blue: 0.04, alpha: 0.9)
    /// Seconds of motion the velocity vector shows (its length is the distance covered at that speed).
    static let velocitySeconds = 0.1

    static func append(_ touches: TouchTrails, showsHitChain: Bool, into list: inout DisplayList) {
        if showsHitChain {
            for (depth, link) in touches.hitChain.enumerated() where depth < 4 {
                list.append(
                    .stroke(
                        link.frame, transform: .identity, color: chainColor.withAlpha(0.9 - Double(depth) * 0.2),
                        lineWidth: depth == 0 ? 3 : 1.5))
            }
        }
        for trail in touches.trails {
            let alpha = trail.isDown ? 1.0 : 0.45
            for (a, b) in zip(trail.samples, trail.samples.dropFirst()) {
                list.append(.line(from: a.location, to: b.location, width: 3, color: trailColor.withAlpha(0.8 * alpha)))
            }
            guard trail.isDown, let last = trail.samples.last else { continue }
            list.append(.circle(center: last.location, radius: 5, color: trailColor))
            let v = trail.velocity
            let tip = CGPoint(x: last.location.x + v.x * velocitySeconds, y: last.location.y + v.y * velocitySeconds)
            if abs(tip.x - last.location.x) + abs(tip.y - last.location.y) > 2 {
                list.append(.line(from: last.location, to: tip, width: 3, color: velocityColor))
                list.append(.circle(center: tip, radius: 4, color: velocityColor))
            }
        }
    }
}
