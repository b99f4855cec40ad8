// The solver's side of the tableau: the owners of markers, choosing a new row's subject, the objective levels and
// conflicts.
extension Solver {
    func setOwner(_ constraint: Constraint?, of symbol: Symbol) {
        tableau.owners[symbol.id] = constraint
    }

    func owner(of symbol: Symbol) -> Constraint? {
        tableau.owners[symbol.id]
    }

    /// The symbol the new row is solved for: its oldest external variable, else its marker or other error if
    /// its coefficient is negative (then the row stays feasible); nil if neither (phase one is needed).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // The cells are ascending: the first external one is the oldest.
        if let external = row.cells.first(where: { $0.symbol.isExternal })?.symbol { return external }
        if tag.marker.isPivotable && row.coefficient(tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(other) < 0 { return other }
        return nil
    }

    /// Adds (`sign` 1) or removes (-1) the constraint's errors, times its weight, to its level's objective.
    func changeObjective(_ constraint: Constraint, _ tag: Tag, sign: Double) {
        guard !constraint.strength.isRequired else { return }
        let weight = constraint.strength.weight * sign
        tableau.addErrors(tag.marker, tag.other, weight: weight, priority: constraint.strength.priority)
    }

    /// The conflict for `constraint` refused because of the rows over `symbols` (markers of the required
    /// constraints whose combination contradicts it): their owners, in the order they were added, then it.
    func conflict(_ constraint: Constraint, symbols: some Sequence<Symbol>, basic: Symbol? = nil) -> Conflict {
        var involved = Set<Constraint>()
        for symbol in Array(symbols) + [basic].compactMap({ $0 }) {
            if let owner = owner(of: symbol), owner !== constraint, owner.strength.isRequired {
                involved.insert(owner)
            }
        }
        let ordered = involved.sorted { (tags[$0]?.serial ?? 0) < (tags[$1]?.serial ?? 0) }
        return Conflict(broken: constraint, involved: ordered + [constraint])
    }
}
