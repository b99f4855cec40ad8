import Foundation
/// The screen edges an edge pan listens to.
package struct RectEdge: OptionSet, Sendable {
    /// The bits: top 1, left 2, bottom 4, right 8 (UIRectEdge's values).
    package let rawValue: Int
    /// An edge set from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    package static let top = RectEdge(rawValue: 1)
    /// The left edge (the interactive pop's).
    package static let left = RectEdge(rawValue: 2)
    /// The bottom edge.
    package static let bottom = RectEdge(rawValue: 4)
    /// The right edge.
    package static let right = RectEdge(rawValue: 8)
}

/// A pan that starts at a screen edge, as UIScreenEdgePanGestureRecognizer.
///
/// Fails at touch-down unless the touch lands within 13 pt of one of `edges` of the window [RE]; begins after
/// 15 pt along the axis across that edge [RE], and fails if the finger first travels 15 pt along the edge.
/// One finger ([RE] maxTouches 1) and delaysTouchesBegan ([RE]).
package class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a touch must start at (UIScreenEdgePanGestureRecognizer.edges).
    package var edges: RectEdge

    /// An edge pan named `name` listening to `edges`.
    package init(name: String = "", edges: RectEdge) {
        self.edges = edges
        super.init(name: name)
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    package override var kind: String { "edge pan" }
    package override var hysteresis: Double { tuning.edgeHysteresis }

    private var horizontal: Bool { edges.contains(.left) || edges.contains(.right) }

    package override func touchesBegan(_ touches: [UITouch], with event: UIEvent) {
        let isFirst = self.touches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirst, let touch = touches.first, let window = touch.window else { return }
        let p = touch.location(in: nil)
        let size = window.bounds.size
        let region = tuning.edgeRegion
        var near: [String] = []
        if edges.contains(.left), p.x <= region { near.append("left") }
        if edges.contains(.right), p.x >= size.width - region { near.append("right") }
        if edges.contains(.top), p.y <= region { near.append("top") }
        if edges.contains(.bottom), p.y >= size.height - region { near.append("bottom") }
        if near.isEmpty {
            setState(.failed, reason: "touch at \(p) is outside the \(region.compact) pt edge region")
        }
    }

    package override func reasonToBegin(translation t: CGPoint) -> String? {
        let h = hysteresis
        let (across, along) = horizontal ? (t.x, t.y) : (t.y, t.x)
        if abs(across) >= h { return "moved \(h.compact) pt away from the edge" }
        if abs(along) >= h {
            setState(.failed, reason: "moved \(h.compact) pt along the edge")
        }
        return nil
    }
}
