import Foundation

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that begins only from the screen's `edges`.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    private var edgePan: ScreenEdgePanGestureRecognizer? { core as? ScreenEdgePanGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { ScreenEdgePanGestureRecognizer(name: "", edges: []) }

    override class var derivedKind: String { "edgePan" }

    /// `edges`: the edges a touch must start at (default none, as in UIKit: set it).
    open var edges: UIRectEdge {
        get { edgePan.map { UIRectEdge($0.edges) } ?? [] }
        set { edgePan?.edges = newValue.core }
    }
}
