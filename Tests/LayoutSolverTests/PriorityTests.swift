import LayoutSolver
import Testing

/// UIKit's priorities are levels: a higher one wins over any number of lower ones.
@Suite("Priorities")
struct PriorityTests {
    @Test("one constraint of priority 251 wins over 1,000 of priority 250")
    func oneOverMany() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<1000 {
            try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(priority: 250)))
        }
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(priority: 251)))
        #expect(close(solver.value(of: x), 100))
    }

    @Test("within one priority level, ten pulls outweigh one")
    func manyAtOneLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<10 {
            try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(priority: 250)))
        }
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(priority: 250)))
        #expect(close(solver.value(of: x), 0))
    }

    @Test("priorities 999 and 1 against each other and a required bound")
    func extremes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 50, strength: Strength(priority: 999)))
        for value in stride(from: 0.0, to: 40, by: 1) {
            try solver.addConstraint(
                Constraint(x, .equal, Expression(constant: value), strength: Strength(priority: 998)))
        }
        #expect(close(solver.value(of: x), 50))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        #expect(close(solver.value(of: x), 20))
    }
}
