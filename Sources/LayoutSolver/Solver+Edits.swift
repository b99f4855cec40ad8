// Edit variables (the paper's section 3.5, kiwi's names): an edit is a non-required `variable == value`
// constraint whose constant `suggestValue` moves, through the same marker-row path as `setConstant`.
extension Solver {
    /// Makes `variable` editable at `strength` (not required): ``suggestValue(_:for:)`` then pulls it toward a value.
    /// Until the first suggestion it is pulled toward 0.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Removes `variable`'s edit: the constraints alone decide it again.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(constraint)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Pulls the edited `variable` toward `value` and re-solves incrementally (the dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber("suggested value \(value) for \(variable)") }
        try setConstant(-value, of: constraint)
    }
}
