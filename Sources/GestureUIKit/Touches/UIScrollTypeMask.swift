/// UIKit's `UIScrollTypeMask` (iOS 13.4): which scroll events (trackpad: continuous, mouse wheel: discrete) a pan
/// recognizer turns into pans (`UIPanGestureRecognizer.allowedScrollTypesMask`).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The mask's bits (UIKit's values).
    public let rawValue: Int
    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `discrete`: a mouse wheel's steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// `continuous`: a trackpad's scroll.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// `all`.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
