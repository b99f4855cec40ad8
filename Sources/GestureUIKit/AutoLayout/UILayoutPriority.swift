import Foundation

/// UIKit's `UILayoutPriority`: how much a constraint matters, 1...1000; 1000 is required.
///
/// The engine solves priorities as levels (LayoutSolver's `Strength`): one constraint of priority 251 wins over any
/// number of priority 250, as in UIKit.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// `rawValue`.
    public var rawValue: Float

    /// `init(rawValue:)`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// `init(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// `.required` (1000): must hold.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// `.defaultHigh` (750): a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// `.dragThatCanResizeScene` (510).
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    /// `.sceneSizeStayPut` (500).
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    /// `.dragThatCannotResizeScene` (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    /// `.defaultLow` (250): a view's content hugging.
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// `.fittingSizeLevel` (50): what `systemLayoutSizeFitting(_:)` pulls the size toward the target with.
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    /// Ordered by raw value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs` (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}
