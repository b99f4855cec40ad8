import Foundation
import LayoutSolver

/// Something Auto Layout places: a view or a layout guide.
///
/// Its four variables (`LayoutVariables`) are its frame in the bounds coordinates of `layoutContainer`, as UIKit's
/// engine keeps a view's `minX`, `minY`, `width` and `height` in its superview's coordinates (so a view's frame is
/// read straight off its variables, and moving a superview moves no subview variable).
package protocol LayoutItem: AnyObject {
    /// The item's variables, made on first use and kept for its life.
    var layoutVariables: LayoutVariables { get }
    /// The view whose bounds coordinates the variables are in: a view's superview, a guide's owning view.
    var layoutContainer: UIView? { get }
    /// The view of the tree the item stands for: a view itself, a guide's owning view.
    var layoutNode: UIView? { get }
    /// How UIKit's constraint descriptions name it: `UIView:0x7f8b1c40a2c0`, `UILayoutGuide:0x600003e1c000'name'`.
    var layoutDescription: String { get }
}

/// An item's unknowns: its frame in its container's bounds coordinates; for a scroll view also the size of its
/// content (what its subviews' constraints to its edges define: UIKit's legacy scroll view rule).
package final class LayoutVariables {
    /// The left edge.
    package let minX: Variable
    /// The top edge.
    package let minY: Variable
    /// The width.
    package let width: Variable
    /// The height.
    package let height: Variable
    /// A scroll view's content width, seen by its subviews as its trailing edge.
    package private(set) lazy var contentWidth = Variable(name + ".contentWidth")
    /// A scroll view's content height, seen by its subviews as its bottom edge.
    package private(set) lazy var contentHeight = Variable(name + ".contentHeight")
    private let name: String

    /// The variables of an item called `name` in messages.
    package init(name: String) {
        self.name = name
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The four frame variables.
    package var frameVariables: [Variable] { [minX, minY, width, height] }
}

extension UIView: LayoutItem {
    /// The view's variables.
    package var layoutVariables: LayoutVariables { autoLayout.variables(for: self) }
    /// The superview.
    package var layoutContainer: UIView? { superview }
    /// The view itself.
    package var layoutNode: UIView? { self }
    /// `UIView:0x7f8b1c40a2c0`, with the accessibility identifier in quotes when there is one (`UIView:0x...'card'`).
    package var layoutDescription: String {
        let base = "\(type(of: self)):\(NSLayoutConstraint.address(of: self))"
        guard !name.isEmpty, !derivedName else { return base }
        return base + "'\(name)'"
    }
}

/// The solver's linear expression (Foundation has an `Expression` of its own).
typealias LinearExpression = LayoutSolver.Expression
