import LayoutSolver

/// The layout bench's screen: a drawer holding a grid of 250 views (10 columns, 25 rows), each with a leading,
/// a top, a width and a height constraint as Auto Layout code writes them (1,000 constraints), each row's last view
/// held inside the 390 pt screen, and the drawer's top pinned by one constraint whose constant a pan drags.
struct LayoutBenchScreen {
    let drawerTop = Variable("drawer.top")
    var constraints: [Constraint] = []
    var variables: [Variable] = []
    let drag: Constraint

    init(columns: Int = 10, rows: Int = 25) {
        drag = Constraint(drawerTop, .equal, 100)
        var above: [(top: Variable, height: Variable)] = []
        for row in 0..<rows {
            var previous: (left: Variable, width: Variable)?
            var current: [(top: Variable, height: Variable)] = []
            for column in 0..<columns {
                let left = Variable("v\(row).\(column).left"), top = Variable("v\(row).\(column).top")
                let width = Variable("v\(row).\(column).width"), height = Variable("v\(row).\(column).height")
                variables += [left, top, width, height]
                if let previous {
                    constraints.append(Constraint(left, .equal, previous.left + previous.width + 8))
                } else {
                    constraints.append(Constraint(left, .equal, 8))
                }
                if row == 0 {
                    constraints.append(Constraint(top, .equal, drawerTop + 8))
                } else {
                    constraints.append(Constraint(top, .equal, above[column].top + above[column].height + 8))
                }
                constraints.append(Constraint(width, .equal, 30, strength: .strong))
                constraints.append(Constraint(height, .equal, 44))
                previous = (left, width)
                current.append((top, height))
            }
            if let previous {
                constraints.append(Constraint(previous.left + previous.width, .lessThanOrEqual, 390))
            }
            above = current
        }
    }

    /// A solver holding the whole screen, solved.
    func solve() throws -> Solver {
        let solver = Solver()
        try solver.addConstraint(drag)
        try solver.addConstraints(constraints)
        solver.updateVariables()
        return solver
    }
}
