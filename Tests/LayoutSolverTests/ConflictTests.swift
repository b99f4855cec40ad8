import LayoutSolver
import Testing

/// Required constraints that contradict each other: an error naming them, and a solver still in use.
@Suite("Unsatisfiable constraints")
struct ConflictTests {
    func conflict(_ body: () throws -> Void) -> Conflict? {
        do {
            try body()
        } catch let error as SolverError {
            if case .unsatisfiable(let conflict) = error { return conflict }
        } catch {}
        return nil
    }

    @Test("two required equalities through a chain: the error names the chain and the one refused")
    func equalities() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = Constraint(a, .equal, b + 10), bc = Constraint(b, .equal, c + 10)
        let unrelated = Constraint(d, .equal, 3)
        let fixA = Constraint(a, .equal, 0)
        try solver.addConstraints([ab, unrelated, bc, fixA])
        let fixC = Constraint(c, .equal, 0)
        let found = conflict { try solver.addConstraint(fixC) }
        #expect(found?.broken === fixC)
        #expect(Set(found?.involved ?? []) == [ab, bc, fixA, fixC])
        #expect(found?.involved.last === fixC)
        #expect(found?.description.hasPrefix("Unable to simultaneously satisfy constraints") == true)
        // Unchanged and still usable.
        #expect(!solver.hasConstraint(fixC))
        #expect(close(solver.value(of: c), -20))
        try solver.removeConstraint(fixA)
        try solver.addConstraint(fixC)
        #expect(close(solver.value(of: a), 20))
    }

    @Test("inequalities that leave no room (phase one): named, and the solver keeps its solution")
    func inequalities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), width = Variable("width")
        let minimum = Constraint(width, .greaterThanOrEqual, 100)
        let left = Constraint(x, .greaterThanOrEqual, 0)
        let right = Constraint(x + width, .lessThanOrEqual, y)
        let container = Constraint(y, .lessThanOrEqual, 80)
        let other = Constraint(Variable("z"), .greaterThanOrEqual, 5)
        try solver.addConstraints([minimum, other, left, right])
        try solver.addConstraint(Constraint(width, .equal, 150, strength: .weak))
        #expect(close(solver.value(of: width), 150))
        let found = conflict { try solver.addConstraint(container) }
        #expect(found?.broken === container)
        #expect(Set(found?.involved ?? []) == [minimum, left, right, container])
        #expect(close(solver.value(of: width), 150))
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 300))
        #expect(close(solver.value(of: width), 150))
    }

    @Test("a cycle: a == b + 1 and b == a + 1")
    func cycle() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let first = Constraint(a, .equal, b + 1)
        try solver.addConstraint(first)
        let second = Constraint(b, .equal, a + 1)
        let found = conflict { try solver.addConstraint(second) }
        #expect(found?.involved.count == 2)
        #expect(found?.involved.first === first)
    }

    @Test("a constant change a required constraint cannot take is refused; the old constant stays in force")
    func constantChange() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let bound = Constraint(x, .lessThanOrEqual, 100)
        let gap = Constraint(y, .greaterThanOrEqual, x + 20)
        let top = Constraint(y, .lessThanOrEqual, 300)
        let pull = Constraint(x, .equal, 50, strength: .strong)
        try solver.addConstraints([bound, gap, top, pull])
        try solver.setConstant(-10, of: top)  // y <= 10: x goes down to -10 against the strong pull
        #expect(close(solver.value(of: x), -10))
        try solver.setConstant(-300, of: top)
        #expect(close(solver.value(of: x), 50))
        let floor = Constraint(x, .greaterThanOrEqual, 0)
        try solver.addConstraint(floor)
        let refused = conflict { try solver.setConstant(-5, of: top) }  // y <= 5, but y >= x + 20 >= 20
        #expect(refused?.broken === top)
        #expect(Set(refused?.involved ?? []) == [gap, floor, top])
        #expect(solver.constant(of: top) == -300)
        #expect(close(solver.value(of: x), 50))
        try solver.setConstant(-30, of: top)
        #expect(close(solver.value(of: x), 10))
    }

    @Test("a redundant required equality whose constant then contradicts the others")
    func redundantEquality() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraints([Constraint(a, .equal, 10), Constraint(b, .equal, 20)])
        let redundant = Constraint(b, .equal, a + 10)
        try solver.addConstraint(redundant)
        let found = conflict { try solver.setConstant(-20, of: redundant) }
        #expect(found?.broken === redundant)
        #expect(found?.involved.count == 3)
        #expect(close(solver.value(of: b), 20))
    }
}
