import Foundation
import GestureUIKit

/// Each finger's recent path and velocity, and the hit-test chain of the last touch (until its trail has faded),
/// for the touch overlay.
///
/// Sampled once a frame from `window.activeTouches` with the touches' own timestamps (never a clock). A trail
/// keeps `trailSeconds` of samples; a lifted finger's trail fades out over the same time.
struct TouchTrails {
    /// Seconds of path kept behind a finger.
    static let trailSeconds = 0.6
    /// Seconds of samples the velocity is estimated over (UIKit's pan uses about 0.1 s).
    static let velocityWindow = 0.1

    struct Sample: Equatable, Sendable {
        var time: Double
        var location: CGPoint
    }

    struct Trail: Equatable, Sendable {
        var finger: Int
        var samples: [Sample]
        var isDown: Bool
        /// Points per second, from the samples of the last `velocityWindow` (zero with fewer than two).
        var velocity: CGPoint {
            guard let last = samples.last else { return .zero }
            let recent = samples.filter { last.time - $0.time <= TouchTrails.velocityWindow }
            guard let first = recent.first, last.time - first.time > 0.004 else { return .zero }
            let dt = last.time - first.time
            return CGPoint(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
        }
    }

    /// One view of the hit-test chain: the hit view first, then its superviews up to the window.
    struct ChainLink: Equatable, Sendable {
        var view: String
        /// The view's bounds in window points.
        var frame: CGRect
        var recognizers: [String]
    }

    private(set) var trails: [Trail] = []
    private(set) var hitChain: [ChainLink] = []
    /// Fingers that touched down or lifted during the last `update` (for the timeline's markers).
    private(set) var changes: [(finger: Int, isDown: Bool, time: Double)] = []
    /// Counts the updates that changed what the overlay draws (trails or the chain).
    private(set) var revision = 0
    private var touchIDs: [Int: ObjectIdentifier] = [:]

    /// Samples the window's touches at `now` (the window's time).
    mutating func update(touches: [UITouch], now: Double) {
        let before = (trails, hitChain)
        defer { if before.0 != trails || before.1 != hitChain { revision &+= 1 } }
        changes.removeAll(keepingCapacity: true)
        var seen = Set<Int>()
        for touch in touches {
            seen.insert(touch.finger)
            let id = ObjectIdentifier(touch)
            let sample = Sample(time: touch.timestamp, location: touch.locationInWindow)
            if touchIDs[touch.finger] != id {
                touchIDs[touch.finger] = id
                trails.removeAll { $0.finger == touch.finger }
                trails.append(Trail(finger: touch.finger, samples: [sample], isDown: true))
                changes.append((touch.finger, true, touch.timestamp))
                hitChain = Self.chain(of: touch)
            } else if let i = trails.firstIndex(where: { $0.finger == touch.finger }),
                trails[i].samples.last != sample
            {
                trails[i].samples.append(sample)
            }
        }
        for i in trails.indices where trails[i].isDown && !seen.contains(trails[i].finger) {
            trails[i].isDown = false
            touchIDs[trails[i].finger] = nil
            changes.append((trails[i].finger, false, trails[i].samples.last.map { max($0.time, now) } ?? now))
        }
        for i in trails.indices {
            let horizon = (trails[i].isDown ? trails[i].samples.last?.time ?? now : now) - Self.trailSeconds
            trails[i].samples.removeAll { $0.time < horizon }
        }
        trails.removeAll { !$0.isDown && $0.samples.isEmpty }
        // The chain is shown while its touch's trail is: an outline left over a screen the tap changed misleads.
        if trails.isEmpty { hitChain.removeAll() }
    }

    /// Whether a lifted finger's trail is still fading (the overlay changes with time alone).
    var isFading: Bool { trails.contains { !$0.isDown } }

    mutating func removeAll() {
        trails.removeAll()
        hitChain.removeAll()
        touchIDs.removeAll()
    }

    /// The hit view of `touch` and its superviews up to the window, each with its recognizers.
    static func chain(of touch: UITouch) -> [ChainLink] {
        var links: [ChainLink] = []
        var view = touch.view
        while let current = view {
            links.append(
                ChainLink(
                    view: current.displayName, frame: current.convert(current.bounds, to: nil),
                    recognizers: current.attachedRecognizers.map(\.displayName)))
            view = current.superview
        }
        return links
    }
}
