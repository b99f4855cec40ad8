import LayoutSolver
import Testing

/// Edits and constant changes: the drag path.
@Suite("Edits and constants")
struct EditTests {
    @Test("suggestValue moves the solution; removing the edit restores it")
    func edit() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .weak))
        try solver.addConstraint(Constraint(y, .equal, x + 10))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for value in [5.0, 120, -40, 77.5] {
            try solver.suggestValue(value, for: x)
            solver.updateVariables()
            #expect(close(x.value, value))
            #expect(close(y.value, value + 10))
        }
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(close(x.value, 20))
        #expect(close(y.value, 30))
        #expect(!solver.hasEditVariable(x))
    }

    @Test("an edit yields to a required bound and to a stronger constraint")
    func editYields() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(150, for: x)
        #expect(close(solver.value(of: x), 100))
        try solver.suggestValue(60, for: x)
        #expect(close(solver.value(of: x), 60))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 80, strength: .strong))
        #expect(close(solver.value(of: x), 80))
    }

    @Test("edit errors: duplicate, unknown, required")
    func editErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: Variable("y")) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(Variable("y")) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(Variable("z"), strength: .required) }
    }

    @Test("a constant change re-solves: required, non-required, inequality, in both directions")
    func constantChange() throws {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let topConstraint = Constraint(top, .equal, 100)  // top - 100 == 0
        let floor = Constraint(bottom, .lessThanOrEqual, 800)
        let preferred = Constraint(height, .equal, 300, strength: .strong)
        try solver.addConstraints([topConstraint, floor, preferred, Constraint(bottom, .equal, top + height)])
        #expect(close(solver.value(of: bottom), 400))
        for drag in stride(from: 100.0, through: 700, by: 50) {
            try solver.setConstant(-drag, of: topConstraint)
            #expect(close(solver.value(of: top), drag))
            #expect(close(solver.value(of: bottom), min(drag + 300, 800)))
            #expect(close(solver.value(of: height), min(300, 800 - drag)))
        }
        #expect(solver.constant(of: topConstraint) == -700)
        try solver.setConstant(-900, of: floor)  // bottom <= 900
        #expect(close(solver.value(of: height), 200))
        try solver.setConstant(-250, of: preferred)
        #expect(close(solver.value(of: height), 200))
        try solver.setConstant(-150, of: preferred)
        #expect(close(solver.value(of: height), 150))
        try solver.setConstant(-100, of: topConstraint)
        #expect(close(solver.value(of: bottom), 250))
    }

    @Test("a constant change matches a solve from scratch with the new constant")
    func constantChangeMatchesRebuild() throws {
        let incremental = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let base: [Constraint] = [
            Constraint(a, .greaterThanOrEqual, 0), Constraint(b, .greaterThanOrEqual, a + 10),
            Constraint(c, .equal, a + b, strength: .medium), Constraint(c, .lessThanOrEqual, 500),
            Constraint(b, .equal, 40, strength: .weak),
        ]
        try incremental.addConstraints(base)
        let moving = Constraint(a, .equal, 0, strength: .strong)
        try incremental.addConstraint(moving)
        for step in 0..<40 {
            let value = Double(step * 37 % 600) - 50
            try incremental.setConstant(-value, of: moving)
            let rebuilt = Solver()
            try rebuilt.addConstraints(base + [Constraint(a, .equal, Expression(constant: value), strength: .strong)])
            for v in [a, b, c] {
                #expect(close(incremental.value(of: v), rebuilt.value(of: v) ?? .nan), "step \(step) \(v)")
            }
        }
    }
}
