import LayoutSolver
import Testing

/// Values within `tolerance`.
func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance * max(1, abs(b))
}

/// The solver on its own, case by case as kiwi's tests take it: strengths, inequalities, several variables.
@Suite("The solver")
struct SolverTests {
    @Test("a required equality fixes a variable")
    func requiredEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 10))
        solver.updateVariables()
        #expect(close(x.value, 10))
    }

    @Test("a required constraint beats a strong one; a strong beats a medium beats a weak")
    func strengths() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 1, strength: .weak))
        #expect(close(solver.value(of: x), 1))
        try solver.addConstraint(Constraint(x, .equal, 2, strength: .medium))
        #expect(close(solver.value(of: x), 2))
        try solver.addConstraint(Constraint(x, .equal, 3, strength: .strong))
        #expect(close(solver.value(of: x), 3))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 2.5))
        #expect(close(solver.value(of: x), 2.5))
    }

    @Test("inequalities: a weak pull stops at a required bound, and a bound that is not reached changes nothing")
    func inequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, strength: .weak))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 40))
        #expect(close(solver.value(of: x), 40))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        #expect(close(solver.value(of: x), 40))
        let floor = Constraint(x, .greaterThanOrEqual, 60, strength: .strong)
        try solver.addConstraint(floor)
        #expect(close(solver.value(of: x), 40))
        try solver.removeConstraint(floor)
        try solver.addConstraint(Constraint(Expression(x) * 2, .greaterThanOrEqual, 70))
        #expect(close(solver.value(of: x), 40))
    }

    @Test("equalities over several variables: a row of three views with spacing")
    func severalVariables() throws {
        let solver = Solver()
        let left = Variable("left"), mid = Variable("mid"), width = Variable("width"), right = Variable("right")
        try solver.addConstraints([
            Constraint(left, .equal, 0),
            Constraint(right, .equal, 320),
            Constraint(mid, .equal, left + width + 10),
            Constraint(right, .equal, mid + width + 10),
        ])
        solver.updateVariables()
        #expect(close(width.value, 150))
        #expect(close(mid.value, 160))
        // The midpoint written as an equation with coefficients: 2·mid' = left + right.
        let center = Variable("center")
        try solver.addConstraint(Constraint(2 * center, .equal, left + right))
        #expect(close(solver.value(of: center), 160))
    }

    @Test("removing a constraint gives the variable back to the weaker ones")
    func removal() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = Constraint(x, .equal, 30, strength: .strong)
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
        try solver.addConstraint(strong)
        #expect(close(solver.value(of: x), 30))
        try solver.removeConstraint(strong)
        #expect(close(solver.value(of: x), 10))
        #expect(!solver.hasConstraint(strong))
        #expect(solver.constraints.count == 1)
    }

    @Test("removing a required equality that other rows were solved through")
    func removalOfABasicRow() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = Constraint(a, .equal, b + 5)
        try solver.addConstraints([ab, Constraint(b, .equal, c + 5), Constraint(c, .equal, 1)])
        try solver.addConstraint(Constraint(a, .equal, 0, strength: .weak))
        #expect(close(solver.value(of: a), 11))
        try solver.removeConstraint(ab)
        #expect(close(solver.value(of: a), 0))
        #expect(close(solver.value(of: b), 6))
    }

    @Test("a duplicate constraint and an unknown one are errors that change nothing")
    func duplicateAndUnknown() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 4)
        try solver.addConstraint(constraint)
        #expect {
            try solver.addConstraint(constraint)
        } throws: { error in
            guard case .duplicateConstraint(let c) = error as? SolverError else { return false }
            return c === constraint
        }
        let stranger = Constraint(x, .equal, 5)
        #expect {
            try solver.removeConstraint(stranger)
        } throws: { error in
            guard case .unknownConstraint(let c) = error as? SolverError else { return false }
            return c === stranger
        }
        #expect(throws: SolverError.self) { try solver.setConstant(1, of: stranger) }
        #expect(close(solver.value(of: x), 4))
        #expect(solver.constraints == [constraint])
    }

    @Test("NaN and infinite numbers are refused with an error")
    func nonFinite() throws {
        let solver = Solver()
        let x = Variable("x")
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: SolverError.self) {
                try solver.addConstraint(Constraint(x, .equal, Expression(constant: bad)))
            }
            #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(bad * x, .equal, 1)) }
            #expect(throws: SolverError.self) {
                try solver.addConstraint(Constraint(x, .equal, 1, strength: Strength(priority: bad)))
            }
        }
        let c = Constraint(x, .equal, 1)
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        #expect(close(solver.value(of: x), 1))
        #expect(solver.constraints.count == 2)
    }
}
