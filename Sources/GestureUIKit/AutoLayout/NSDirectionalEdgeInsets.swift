import Foundation

/// UIKit's `NSDirectionalEdgeInsets`: insets by leading and trailing rather than left and right. Deviation: the kit
/// lays out left to right only, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Points from each edge.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets as left and right (left to right).
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `insets` as leading and trailing (left to right).
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
