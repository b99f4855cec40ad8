/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear constraint `expression (==, <=, >=) 0` with a strength, compared by identity.
///
/// `Constraint(a, .equal, b + 8)` stores `a - b - 8 == 0`. The constant a solver uses may later change with
/// ``Solver/setConstant(_:of:)`` (a pan moving `constraint.constant`); the constraint itself is immutable and
/// keeps the constant it was made with.
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// Required, or a priority.
    public let strength: Strength

    /// `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs` at `strength`, stored as `lhs - rhs relation 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required)
    {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(Expression(lhs) - rhs, relation, strength: strength)
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(Expression(lhs) - Expression(rhs), relation, strength: strength)
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(Expression(lhs) - rhs, relation, strength: strength)
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(lhs - Expression(rhs), relation, strength: strength)
    }

    /// Identity: two constraints are equal only if they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `2.0*a - 1.0*b + -8.0 == 0 (required)`.
    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)*\($0.variable)" }
        let sum = (terms + ["\(expression.constant)"]).joined(separator: " + ")
        return "\(sum) \(relation) 0 (\(strength))"
    }
}
