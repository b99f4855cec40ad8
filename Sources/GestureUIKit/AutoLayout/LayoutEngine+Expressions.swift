import Foundation
import LayoutSolver

// A constraint's attributes as linear expressions in one coordinate space: the bounds of its items' closest common
// ancestor (the engine's scope and coordinates are explained on `LayoutEngine`).
extension LayoutEngine {
    /// The view whose bounds coordinates a constraint between `first` and `second` is written in: their tree nodes'
    /// closest common ancestor; for a constraint on one item, its container (the item itself for a root view).
    func coordinateSpace(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> UIView? {
        guard let firstNode = first.layoutNode else { return nil }
        guard let second else {
            if first is UIView { return firstNode.superview ?? firstNode }
            return firstNode
        }
        guard let secondNode = second.layoutNode else { return nil }
        return firstNode.closestCommonAncestor(with: secondNode)
    }

    /// `attribute` of `item` in the bounds coordinates of `space`, an ancestor of the item (or the item itself).
    func expression(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in space: UIView
    ) -> LinearExpression {
        register(item)
        let variables = item.layoutVariables
        let width = LinearExpression(variables.width), height = LinearExpression(variables.height)
        if let view = item as? UIView, view === space {
            // The ancestor's own edges, in its own bounds: 0 and its size, or its content size for a scroll view.
            let scrolls = view is UIScrollView
            let right = scrolls ? LinearExpression(variables.contentWidth) : width
            let bottom = scrolls ? LinearExpression(variables.contentHeight) : height
            return edges(
                LinearExpression(), LinearExpression(), width, height, right: right, bottom: bottom, attribute, view)
        }
        var x = LinearExpression(variables.minX), y = LinearExpression(variables.minY)
        var container = item.layoutContainer
        while let current = container, current !== space {
            register(current)
            x = x + current.layoutVariables.minX
            y = y + current.layoutVariables.minY
            container = current.superview
        }
        return edges(x, y, width, height, right: x + width, bottom: y + height, attribute, item)
    }

    /// One attribute from an item's left and top edges, size, and right and bottom edges.
    private func edges(
        _ x: LinearExpression, _ y: LinearExpression, _ width: LinearExpression, _ height: LinearExpression,
        right: LinearExpression,
        bottom: LinearExpression, _ attribute: NSLayoutConstraint.Attribute, _ item: any LayoutItem
    ) -> LinearExpression {
        // Read only for the margin attributes: the margins walk up the tree when preserved.
        var margins: UIEdgeInsets { (item as? UIView)?.effectiveLayoutMargins ?? .zero }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return right
        case .width: return width
        case .centerX: return (x + right) * 0.5
        case .top, .firstBaseline: return y
        case .bottom, .lastBaseline: return bottom
        case .height: return height
        case .centerY: return (y + bottom) * 0.5
        case .leftMargin, .leadingMargin: return x + Double(margins.left)
        case .rightMargin, .trailingMargin: return right - Double(margins.right)
        case .topMargin: return y + Double(margins.top)
        case .bottomMargin: return bottom - Double(margins.bottom)
        case .centerXWithinMargins: return (x + right + Double(margins.left - margins.right)) * 0.5
        case .centerYWithinMargins: return (y + bottom + Double(margins.top - margins.bottom)) * 0.5
        case .notAnAttribute: return LinearExpression()
        }
    }
}
