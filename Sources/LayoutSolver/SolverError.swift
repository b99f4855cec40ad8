/// Required constraints that cannot all hold: the one refused and the ones it contradicts.
///
/// Enough for UIKit's "Unable to simultaneously satisfy constraints" message: `involved` lists the required
/// constraints whose combination contradicts `broken` (and `broken` itself, last); `broken` is the one the solver
/// did not add (or whose new constant it did not take). The solver is unchanged by the refusal.
public struct Conflict: Sendable, CustomStringConvertible {
    /// The constraint refused: not added, or its constant not changed.
    public let broken: Constraint
    /// The required constraints in the contradiction, in the order they were added, `broken` last.
    public let involved: [Constraint]

    /// UIKit's message, with each constraint's description.
    public var description: String {
        let list = involved.map { "    \($0)" }.joined(separator: "\n")
        return "Unable to simultaneously satisfy constraints.\n(\n\(list)\n)\n"
            + "Will attempt to recover by breaking constraint\n\(broken)"
    }
}

/// Why a solver refused a request. The solver is left as it was before the request.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// Required constraints contradict each other.
    case unsatisfiable(Conflict)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// An edit constraint must not be required (it would fight the required constraints instead of yielding).
    case requiredEditStrength(Variable)
    /// A coefficient, constant, value or strength is NaN or infinite, or a strength is not above 0.
    case invalidNumber(String)
    /// The simplex stopped after its bound on pivots (a safety net; Bland's rule should never reach it). The
    /// request took effect, but the solution may not be optimal.
    case iterationLimit

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflict): return conflict.description
        case .duplicateConstraint(let constraint): return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable): return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable): return "unknown edit variable: \(variable)"
        case .requiredEditStrength(let variable): return "an edit of \(variable) cannot be required"
        case .invalidNumber(let what): return "not a finite number: \(what)"
        case .iterationLimit: return "the simplex reached its pivot bound"
        }
    }
}
