import Foundation

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`: the part of an item a constraint relates.
    ///
    /// Deviation: the baselines are the top and bottom edges (the kit has no font metrics), and leading and
    /// trailing are left and right (left-to-right only).
    public enum Attribute: Int, Sendable {
        /// `.left`.
        case left = 1
        /// `.right`.
        case right
        /// `.top`.
        case top
        /// `.bottom`.
        case bottom
        /// `.leading`.
        case leading
        /// `.trailing`.
        case trailing
        /// `.width`.
        case width
        /// `.height`.
        case height
        /// `.centerX`.
        case centerX
        /// `.centerY`.
        case centerY
        /// `.lastBaseline` (the bottom edge here).
        case lastBaseline
        /// `.firstBaseline` (the top edge here).
        case firstBaseline
        /// `.leftMargin`.
        case leftMargin
        /// `.rightMargin`.
        case rightMargin
        /// `.topMargin`.
        case topMargin
        /// `.bottomMargin`.
        case bottomMargin
        /// `.leadingMargin`.
        case leadingMargin
        /// `.trailingMargin`.
        case trailingMargin
        /// `.centerXWithinMargins`.
        case centerXWithinMargins
        /// `.centerYWithinMargins`.
        case centerYWithinMargins
        /// `.notAnAttribute`: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The name UIKit's constraint descriptions use (`leading`, `centerX`, `height`).
        var descriptionName: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// `.lessThanOrEqual`.
        case lessThanOrEqual = -1
        /// `.equal`.
        case equal = 0
        /// `.greaterThanOrEqual`.
        case greaterThanOrEqual = 1

        /// `==`, `<=` or `>=`, as UIKit's descriptions write it.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
