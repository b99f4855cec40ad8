/// A variable times a coefficient, one term of an ``Expression``.
public struct Term: Sendable, Hashable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `Σ coefficient·variable + constant`. Built with `+`, `-` and `*` from variables and numbers
/// (`a + 2 * b - 8`); a variable may appear in several terms (the solver adds them up).
public struct Expression: Sendable, Hashable {
    /// The terms, in the order written.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Whether the constant and every coefficient are finite (not NaN, not infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression times `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs.scaled(by: -1)
    }

    /// The expression negated.
    public static prefix func - (operand: Expression) -> Expression {
        operand.scaled(by: -1)
    }

    /// The expression times a number.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: rhs)
    }

    /// A number times the expression.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs.scaled(by: lhs)
    }

    /// The expression divided by a number.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: 1 / rhs)
    }

    /// The expression plus a number.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a number.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// The expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }
}

// Arithmetic on variables, so `a + 2 * b - 8` reads as written.
extension Variable {
    /// A variable plus a variable.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// A variable minus a variable.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// A variable plus an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    /// A variable plus a number.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    /// A variable minus a number.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    /// A number times a variable.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs, lhs)])
    }

    /// A variable times a number.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, rhs)])
    }

    /// The variable negated.
    public static prefix func - (operand: Variable) -> Expression {
        Expression([Term(operand, -1)])
    }
}
