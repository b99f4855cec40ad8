import Foundation
/// A pan that starts at a screen edge, as UIScreenEdgePanGestureRecognizer.
///
/// Fails at touch-down unless the touch lands within 13 pt of one of `edges` of the window [RE]; begins after
/// 15 pt along the axis across that edge [RE], and fails if the finger first travels 15 pt along the edge.
/// One finger ([RE] maxTouches 1) and delaysTouchesBegan ([RE]).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// `edges`: the edges a touch must start at (default none, as in UIKit: set it).
    open var edges: UIRectEdge = []

    /// An edge pan named `name` listening to `edges`.
    package convenience init(name: String, edges: UIRectEdge) {
        self.init(name: name)
        self.edges = edges
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    package override var kind: String { "edge pan" }
    package override class var derivedKind: String { "edgePan" }
    package override var hysteresis: Double { tuning.edgeHysteresis }

    private var horizontal: Bool { edges.contains(.left) || edges.contains(.right) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
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
