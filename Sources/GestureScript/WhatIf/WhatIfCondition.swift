/// When a `shouldBegin when`/`unless` edit lets its recognizer begin: terms joined by `and`, the conditions real
/// fixes test in `gestureRecognizerShouldBegin(_:)` (the pan's direction, a scroll view at an edge, the
/// navigation stack's depth).
public struct WhatIfCondition: Hashable, Sendable, CustomStringConvertible {
    /// One test.
    public enum Term: Hashable, Sendable, CustomStringConvertible {
        /// The recognizer's motion so far points this way (`abs(v.x) > abs(v.y)` for horizontal...).
        case direction(Direction)
        /// The named scroll view's content offset is at this edge (within half a point).
        case edge(scrollView: String, Edge)
        /// The navigation stack's depth compared with a number.
        case depth(Comparison, Int)

        /// The term as written: `vertical`, `page.0 at top`, `depth > 1`.
        public var description: String {
            switch self {
            case .direction(let direction): direction.rawValue
            case .edge(let scrollView, let edge): "\(scrollView) at \(edge.rawValue)"
            case .depth(let comparison, let value): "depth \(comparison.rawValue) \(value)"
            }
        }
    }

    /// Which way the motion points: an axis, or one way along it.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        case horizontal, vertical, left, right, up, down
    }

    /// A scroll view's edge.
    public enum Edge: String, CaseIterable, Hashable, Sendable {
        case top, bottom, leading, trailing
    }

    /// How the depth compares.
    public enum Comparison: String, CaseIterable, Hashable, Sendable {
        case greater = ">", greaterOrEqual = ">=", less = "<", lessOrEqual = "<=", equal = "==", notEqual = "!="

        /// Whether `lhs` compares so with `rhs`.
        public func holds(_ lhs: Int, _ rhs: Int) -> Bool {
            switch self {
            case .greater: lhs > rhs
            case .greaterOrEqual: lhs >= rhs
            case .less: lhs < rhs
            case .lessOrEqual: lhs <= rhs
            case .equal: lhs == rhs
            case .notEqual: lhs != rhs
            }
        }
    }

    /// `unless`: the recognizer begins when the terms do NOT all hold.
    public var isNegated: Bool
    /// The terms, all of which must hold.
    public var terms: [Term]

    /// A condition of `terms`, negated for `unless`.
    public init(_ terms: [Term], negated: Bool = false) {
        self.terms = terms
        self.isNegated = negated
    }

    /// The scroll views its terms name.
    public var scrollViews: [String] {
        terms.compactMap { if case .edge(let name, _) = $0 { name } else { nil } }
    }

    /// Whether the recognizer may begin, given how each term evaluates.
    public func allows(_ evaluate: (Term) -> Bool) -> Bool {
        terms.allSatisfy(evaluate) != isNegated
    }

    /// `when vertical and page.0 at top`.
    public var description: String {
        (isNegated ? "unless " : "when ") + terms.map(\.description).joined(separator: " and ")
    }
}
