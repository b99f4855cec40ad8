import Foundation

/// Intrinsic content size, and the priorities with which a view hugs it and resists compression below it.
extension UIView {
    /// `UIView.noIntrinsicMetric` (-1): no intrinsic size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// `UIView.layoutFittingCompressedSize`: the smallest size `systemLayoutSizeFitting(_:)` can find (0 x 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// `UIView.layoutFittingExpandedSize`: the largest (UIKit's `UILayoutFittingExpandedSize`, 10000 x 10000).
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// `invalidateIntrinsicContentSize()`: the engine reads `intrinsicContentSize` again at its next update.
    public func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        treeLayoutEngine?.markDirty(self)
    }

    /// `contentHuggingPriority(for:)`: 250 by default (251 for a label or an image view).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis] ?? defaultHugging
    }

    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// `contentCompressionResistancePriority(for:)`: 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis] ?? .defaultHigh
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayout.compressionResistance[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// The hugging priority a view starts with: 250, and 251 for a label or an image view, as Interface Builder and
    /// UIKit's `UILabel` give them (so a label hugs its text against a plain view beside it).
    private var defaultHugging: UILayoutPriority {
        self is UILabel || self is UIImageView ? UILayoutPriority(251) : .defaultLow
    }
}

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// `.horizontal`.
        case horizontal = 0
        /// `.vertical`.
        case vertical = 1
    }
}
