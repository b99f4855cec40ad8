/// An incremental solver of linear equality and inequality constraints with strengths: the Cassowary algorithm
/// (Badros, Borning and Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI 8(4),
/// 2001), the algorithm of Apple's Auto Layout engine, written for this project after the paper and kiwi's
/// reading of it (nucleic/kiwi).
///
/// The solver keeps a simplex tableau in solved form: each basic symbol is a row over the parametric ones. Adding a
/// constraint substitutes its row into that form (with an artificial variable when no symbol can be its subject,
/// section 3.3 of the paper), then the primal simplex minimises the errors of the non-required constraints,
/// priority level by priority level (see ``Strength``). Edits and constant changes move row constants only and
/// restore feasibility with the dual simplex (section 3.4), which is why a drag costs far less than a solve.
///
/// Every request either takes effect or throws a ``SolverError`` and leaves the solver as it was; nothing traps.
/// Not thread-safe: one solver belongs to one thread.
public final class Solver {
    var tableau = Tableau()
    var tags: [Constraint: Tag] = [:]
    var edits: [Variable: Constraint] = [:]
    var nextSerial = 0

    /// An empty solver.
    public init() {}

    /// The constraints in the solver, in the order they were added (edits' constraints among them).
    public var constraints: [Constraint] {
        tags.sorted { $0.value.serial < $1.value.serial }.map(\.key)
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tags[constraint] != nil
    }

    /// Adds `constraint` and re-solves.
    ///
    /// Throws ``SolverError/duplicateConstraint(_:)`` if it is already in, ``SolverError/invalidNumber(_:)`` for
    /// a NaN or infinite number, ``SolverError/unsatisfiable(_:)`` if it is required and contradicts the required
    /// constraints in the solver (which are named); the solver is then unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard tags[constraint] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw .invalidNumber("\(constraint)") }
        guard constraint.strength.isValid else { throw .invalidNumber("strength \(constraint.strength)") }
        var (row, tag) = tableau.makeRow(constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            tableau.substitute(subject, row)
            tableau.setRow(subject, row)
        } else if row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only required equalities' dummies: either implied by them (redundant) or contradicting them.
            guard nearZero(row.constant) else {
                throw .unsatisfiable(conflict(constraint, symbols: row.symbols))
            }
            row.solve(for: tag.marker)
            tableau.setRow(tag.marker, row)
        } else if let blocking = tableau.addWithArtificialVariable(row) {
            // Phase one's pivots kept the tableau equivalent but may have left the optimum: back to it.
            try? tableau.optimize()
            throw .unsatisfiable(conflict(constraint, symbols: blocking))
        }
        tag.serial = nextSerial
        nextSerial += 1
        tags[constraint] = tag
        setOwner(constraint, of: tag.marker)
        if let other = tag.other { setOwner(constraint, of: other) }
        changeObjective(constraint, tag, sign: 1)
        try tableau.optimize()
    }

    /// Adds each constraint in order; stops at the first error (the ones before it stay added).
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        tags.reserveCapacity(tags.count + constraints.count)
        for constraint in constraints {
            try addConstraint(constraint)
        }
    }

    /// Removes `constraint` and re-solves (an edit's constraint takes the edit with it). Throws
    /// ``SolverError/unknownConstraint(_:)`` if it is not in.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = tags.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        if let edited = constraint.expression.terms.first?.variable, edits[edited] === constraint {
            edits[edited] = nil
        }
        setOwner(nil, of: tag.marker)
        if let other = tag.other { setOwner(nil, of: other) }
        changeObjective(constraint, tag, sign: -1)
        if tableau.takeRow(tag.marker) == nil, let leaving = tableau.markerLeavingRow(tag.marker),
            var row = tableau.takeRow(leaving)
        {
            row.solve(for: leaving, tag.marker)
            tableau.substitute(tag.marker, row)
        }
        tableau.columns.clear(tag.marker)
        try tableau.optimize()
    }

    /// The constant of `constraint`'s expression in force (the one it was made with until ``setConstant(_:of:)``).
    public func constant(of constraint: Constraint) -> Double? {
        tags[constraint]?.constant
    }

    /// Changes the constant of `constraint`'s expression to `constant` and re-solves incrementally: the change
    /// moves the constants of the rows that hold the constraint's marker (the marker's own row if it is basic),
    /// then the dual simplex restores feasibility; no row is rebuilt. UIKit's `constraint.constant = x` for
    /// `first == second + c` is `setConstant(-x, of:)` on `first - second - c == 0`.
    ///
    /// Throws ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidNumber(_:)``, or
    /// ``SolverError/unsatisfiable(_:)`` when a required constraint cannot take the new constant (the old one
    /// stays in force).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard var tag = tags[constraint] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .invalidNumber("constant \(constant) of \(constraint)") }
        let shift = (constant - tag.constant) / tag.markerCoefficient
        tableau.shiftMarker(tag.marker, by: shift)
        if let failed = tableau.dualOptimize() {
            let blocking = failed.symbols
            tableau.shiftMarker(tag.marker, by: -shift)
            tableau.infeasible = tableau.basicSymbols.filter {
                !$0.isExternal && (tableau.value(of: $0) < 0 || $0.isDummy)
            }
            _ = tableau.dualOptimize()
            throw .unsatisfiable(conflict(constraint, symbols: blocking, basic: failed.basic))
        }
        tag.constant = constant
        tags[constraint] = tag
    }

    /// Gives every variable of the solver its value in the current solution (0 for a parametric one).
    public func updateVariables() {
        for (variable, symbol) in tableau.variableList {
            variable.value = tableau.value(of: symbol)
        }
    }

    /// The value of `variable` in the current solution, without ``updateVariables()``; nil if no constraint
    /// in the solver ever named it.
    public func value(of variable: Variable) -> Double? {
        guard let symbol = tableau.existingSymbol(for: variable) else { return nil }
        return tableau.value(of: symbol)
    }

    /// Pivots made since the solver was made or reset (primal, dual and phase one): the same constraints added in
    /// the same order pivot the same way in every run.
    package var pivotCount: Int { tableau.pivots }

    /// Removes every constraint and edit.
    public func reset() {
        tableau = Tableau()
        tags = [:]
        edits = [:]
    }
}
