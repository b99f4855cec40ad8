import LayoutSolver
import Testing

/// Variables shared between solvers: a variable remembers the last solver that gave it a symbol, so the common case
/// (one solver per variable) hashes nothing; these are the cases where the memory names another solver.
@Suite("Shared variables")
struct SharedVariableTests {
    @Test("two solvers taking turns with the same variables each keep their own solution")
    func takingTurns() throws {
        let first = Solver(), second = Solver()
        let x = Variable("x"), y = Variable("y")
        try first.addConstraint(Constraint(x, .equal, 10))
        try second.addConstraint(Constraint(x, .equal, 20))
        // `first` asks about x after `second` took it: it must find its own symbol, not make a new one.
        try first.addConstraint(Constraint(y, .equal, x + 1))
        try second.addConstraint(Constraint(y, .equal, x + 2))
        try first.addConstraint(Constraint(x, .lessThanOrEqual, 15))
        #expect(close(first.value(of: x), 10))
        #expect(close(first.value(of: y), 11))
        #expect(close(second.value(of: x), 20))
        #expect(close(second.value(of: y), 22))
        // x is pinned in `first`: a contradicting required constraint is refused there, not in `second`.
        #expect(throws: SolverError.self) { try first.addConstraint(Constraint(x, .equal, 12)) }
        try second.setConstant(-30, of: second.constraints[0])
        #expect(close(second.value(of: y), 32))
        #expect(close(first.value(of: y), 11))
        first.updateVariables()
        #expect(close(y.value, 11))
    }

    @Test("a variable only another solver knows is unknown to this one")
    func unknownHere() throws {
        let first = Solver(), second = Solver()
        let x = Variable("x"), z = Variable("z")
        try first.addConstraint(Constraint(x, .equal, 1))
        try second.addConstraint(Constraint(x, .equal, 2))
        try second.addConstraint(Constraint(z, .equal, 3))
        #expect(first.value(of: z) == nil)
        #expect(first.isAmbiguous(z))
        #expect(close(second.value(of: z), 3))
    }

    @Test("a screen solved again in a fresh solver, the old one still alive, gives each its values")
    func freshSolverSameVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let old = Solver()
        try old.addConstraint(Constraint(x, .equal, 5))
        try old.addConstraint(Constraint(y, .equal, x * 2))
        let new = Solver()
        try new.addConstraint(Constraint(y, .equal, 8))
        try new.addConstraint(Constraint(y, .equal, x * 2))
        #expect(close(new.value(of: x), 4))
        #expect(close(old.value(of: x), 5))
        #expect(close(old.value(of: y), 10))
    }

    @Test("after reset a solver knows none of its former variables")
    func resetForgets() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 7))
        solver.reset()
        #expect(solver.value(of: x) == nil)
        try solver.addConstraint(Constraint(x, .equal, 9))
        #expect(close(solver.value(of: x), 9))
        #expect(solver.constraints.count == 1)
    }
}
