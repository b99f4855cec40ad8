import Foundation
import LayoutSolver

extension LayoutEngine {
    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s for a view that translates its autoresizing mask: its frame
    /// now, and, when its superview is in the engine, the share of a change of the superview's size its mask gives
    /// its margin and size (the same rule as `resizeSubviews(withOldSize:)`), so a superview the engine resizes
    /// takes such a subview along in the same solve. Outside the engine's reach the frame is fixed as it stands.
    func autoresizingSpecs(_ view: UIView) -> [AuxSpec] {
        let frame = view.unTransformedFrame
        let variables = view.layoutVariables
        let mask = view.autoresizingMask
        let notation = mask.notation()
        var superVariables: LayoutVariables?
        var superSize = CGSize.zero
        if let superview = view.superview, view !== host, isRegistered(superview) {
            superVariables = superview.layoutVariables
            superSize = superview.bounds.size
        }
        let horizontal = UIView.AutoresizingMask.shares(
            margin: frame.minX, size: frame.width, trailing: superSize.width - frame.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = UIView.AutoresizingMask.shares(
            margin: frame.minY, size: frame.height, trailing: superSize.height - frame.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        // variable - share * superSize == value - share * superSizeNow
        func spec(
            _ variable: Variable, _ value: CGFloat, _ share: CGFloat, _ superVariable: Variable?, _ now: CGFloat,
            _ name: String
        ) -> AuxSpec {
            var expression = LinearExpression(variable) - Double(value - share * now)
            if let superVariable, share != 0 {
                expression = expression - LinearExpression(superVariable) * Double(share)
            }
            return AuxSpec(
                expression: expression, relation: .equal, strength: .required,
                description: "<NSAutoresizingMaskLayoutConstraint:\(NSLayoutConstraint.address(of: variable)) "
                    + "\(notation) \(view.layoutDescription).\(name) == \(NSLayoutConstraint.number(value))   (active)>"
            )
        }
        return [
            spec(variables.minX, frame.minX, horizontal.margin, superVariables?.width, superSize.width, "minX"),
            spec(variables.minY, frame.minY, vertical.margin, superVariables?.height, superSize.height, "minY"),
            spec(variables.width, frame.width, horizontal.size, superVariables?.width, superSize.width, "width"),
            spec(variables.height, frame.height, vertical.size, superVariables?.height, superSize.height, "height"),
        ]
    }
}
