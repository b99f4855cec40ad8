import LayoutSolver
import Testing

/// A run of the solver is a function of its requests: the same requests in a fresh solver pivot the same way and
/// give bit-identical values (choices by Bland's rule on symbol ids, cells visited in id order; nothing depends on
/// hashing, which Swift seeds per process and per table).
@Suite("Determinism")
struct DeterminismTests {
    /// What one run did: each request's outcome, the values after it (bit patterns), and the pivots.
    struct Trace: Equatable {
        var outcomes: [String] = []
        var values: [[UInt64]] = []
        var pivots = 0
    }

    /// 400 storm requests (adds, removals, constant changes, edits) from `seed`, on fresh variables.
    func run(seed: UInt64) -> Trace {
        let storm = StormTests()
        var random = SeededGenerator(state: seed)
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        var trace = Trace()
        for _ in 0..<400 {
            var outcome = "ok"
            do {
                switch Int.random(in: 0..<10, using: &random) {
                case 0...5:
                    try solver.addConstraint(storm.constraint(variables, &random, wild: false))
                case 6:
                    if let victim = solver.constraints.randomElement(using: &random) {
                        try solver.removeConstraint(victim)
                    }
                case 7:
                    if let target = solver.constraints.randomElement(using: &random) {
                        try solver.setConstant(storm.number(&random), of: target)
                    }
                default:
                    let variable = variables.randomElement(using: &random) ?? variables[0]
                    if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, strength: .strong) }
                    try solver.suggestValue(storm.number(&random), for: variable)
                }
            } catch {
                outcome = "\(error)"
            }
            trace.outcomes.append(outcome)
            trace.values.append(variables.map { (solver.value(of: $0) ?? .nan).bitPattern })
        }
        trace.pivots = solver.pivotCount
        return trace
    }

    @Test("the same requests in a fresh solver give identical values and pivot counts", arguments: 0..<6)
    func sameRequestsSameRun(seed: UInt64) {
        let first = run(seed: seed &* 104_729 &+ 3)
        let second = run(seed: seed &* 104_729 &+ 3)
        #expect(first.pivots > 0)
        #expect(first.outcomes == second.outcomes)
        #expect(first.values == second.values)
        #expect(first.pivots == second.pivots)
    }

    @Test("a screen solved twice from scratch: identical values and pivot counts")
    func screenTwice() throws {
        func solve() throws -> (values: [UInt64], pivots: Int) {
            let solver = Solver()
            let views = (0..<40).map { index in (Variable("left\(index)"), Variable("width\(index)")) }
            // Forty views in a row, each at least 10 wide, pulled to 30 weakly and squeezed into 600 points:
            // the weak pulls cannot all hold, and which ones give is the pivots' choice.
            for (index, (left, width)) in views.enumerated() {
                let previous = index > 0 ? views[index - 1].0 + views[index - 1].1 : Expression(constant: 0)
                try solver.addConstraint(Constraint(left, .greaterThanOrEqual, previous + 4))
                try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 10))
                try solver.addConstraint(Constraint(width, .equal, 30, strength: .weak))
            }
            let last = views[views.count - 1]
            try solver.addConstraint(Constraint(last.0 + last.1, .lessThanOrEqual, 600))
            let values = views.flatMap { [$0.0, $0.1] }.map { (solver.value(of: $0) ?? .nan).bitPattern }
            return (values, solver.pivotCount)
        }
        let first = try solve()
        let second = try solve()
        #expect(first.pivots > 0)
        #expect(first.values == second.values)
        #expect(first.pivots == second.pivots)
    }
}
