import Foundation

extension UIView {
    /// UIKit's `UIView.AutoresizingMask`: which of a view's margins and sizes follow its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.flexibleLeftMargin`.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// `.flexibleWidth`.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `.flexibleRightMargin`.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// `.flexibleTopMargin`.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// `.flexibleHeight`.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// `.flexibleBottomMargin`.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// The shares of a change of the superview's size taken by the leading margin and the size on one axis
        /// (the trailing margin takes the rest): the flexible parts share it in proportion to their sizes now
        /// (equally when they are all 0), as `-[UIView _resizeWithOldSuperviewSize:]` spreads it; none flexible,
        /// the view keeps its leading margin and size.
        static func shares(
            margin: CGFloat, size: CGFloat, trailing: CGFloat, flexible: (margin: Bool, size: Bool, trailing: Bool)
        ) -> (margin: CGFloat, size: CGFloat) {
            let parts = [
                (flexible.margin, max(0, margin)), (flexible.size, max(0, size)), (flexible.trailing, max(0, trailing)),
            ]
            let count = parts.filter(\.0).count
            guard count > 0 else { return (0, 0) }
            let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
            func share(_ part: (Bool, CGFloat)) -> CGFloat {
                guard part.0 else { return 0 }
                return total > 0 ? part.1 / total : 1 / CGFloat(count)
            }
            return (share(parts[0]), share(parts[1]))
        }

        /// UIKit's notation in an autoresizing constraint's description: `h=-&-` (fixed, flexible, fixed).
        func notation() -> String {
            func axis(_ leading: Self, _ size: Self, _ trailing: Self) -> String {
                guard contains(leading) || contains(size) || contains(trailing) else { return "--&" }
                return [leading, size, trailing].map { contains($0) ? "&" : "-" }.joined()
            }
            return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
                + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        }
    }

    /// `autoresizingMask` (none by default): how the view follows its superview's size, applied when the superview's
    /// bounds change (`resizeSubviews(withOldSize:)`) and, for a view in the engine, as autoresizing constraints.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayoutStorage?.autoresizingMask ?? [] }
        set {
            autoLayout.autoresizingMask = newValue
            treeLayoutEngine?.markDirty(self)
        }
    }

    /// `autoresizesSubviews` (true by default): whether a change of the bounds' size resizes the subviews by their
    /// `autoresizingMask`.
    public var autoresizesSubviews: Bool {
        get { autoLayoutStorage?.autoresizesSubviews ?? true }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    /// UIKit's `resizeSubviewsWithOldSize:`, called when the bounds' size changed: each subview that translates its
    /// autoresizing mask and has one is resized by it (`_resizeWithOldSuperviewSize:`).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews {
            guard let state = subview.autoLayoutStorage, state.translatesAutoresizingMaskIntoConstraints,
                !state.autoresizingMask.isEmpty
            else { continue }
            subview.resize(withOldSuperviewSize: oldSize, newSize: newSize, mask: state.autoresizingMask)
        }
    }

    private func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize, mask: AutoresizingMask) {
        let frame = unTransformedFrame
        let horizontal = AutoresizingMask.shares(
            margin: frame.minX, size: frame.width, trailing: oldSize.width - frame.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = AutoresizingMask.shares(
            margin: frame.minY, size: frame.height, trailing: oldSize.height - frame.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let dx = newSize.width - oldSize.width, dy = newSize.height - oldSize.height
        let resized = CGRect(
            x: frame.minX + horizontal.margin * dx, y: frame.minY + vertical.margin * dy,
            width: frame.width + horizontal.size * dx, height: frame.height + vertical.size * dy)
        center = CGPoint(x: resized.midX, y: resized.midY)
        if bounds.size != resized.size { bounds.size = resized.size }
    }
}
