import LayoutSolver
import Testing

/// `isAmbiguous`: whether the constraints pin a variable.
@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("a variable pinned by required or non-required constraints is not ambiguous")
    func pinned() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        try solver.addConstraint(Constraint(w, .equal, 40, strength: .weak))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(w))
        #expect(!solver.hasAmbiguity(among: [x, y, w]))
    }

    @Test("a sum with one equation, an unbounded inequality, and an unknown variable are ambiguous")
    func free() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(Constraint(x + y, .equal, 100))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(z, .greaterThanOrEqual, 0))
        #expect(solver.isAmbiguous(z))
        #expect(solver.isAmbiguous(Variable("unknown")))
        try solver.addConstraint(Constraint(y, .equal, 30, strength: .weak))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(z, .lessThanOrEqual, 0))
        #expect(!solver.isAmbiguous(z))
    }

    @Test("two equal pulls of one priority leave a tie between them ambiguous; a third one decides it")
    func ties() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .weak))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .weak))
        #expect(!solver.isAmbiguous(x))
        #expect(close(solver.value(of: x), 20))
    }

    @Test("a view whose width only has a minimum is ambiguous; a hugging pull decides it")
    func hugging() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(Constraint(left, .equal, 0))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 44))
        #expect(solver.isAmbiguous(width))
        #expect(!solver.isAmbiguous(left))
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 44, strength: Strength(priority: 250)))
        #expect(!solver.isAmbiguous(width))
        #expect(close(solver.value(of: width), 44))
    }
}
