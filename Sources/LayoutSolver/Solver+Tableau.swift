// The solver's side of the tableau: variables' symbols, building a constraint's row and choosing its subject,
// the owners of markers, the objective levels and conflicts.
extension Solver {
    /// `variable`'s symbol, made on first use. The variable remembers the last solver that asked and its symbol
    /// there, so a layout whose variables belong to one solver (or to one solver after another, as when a screen
    /// is solved again from scratch) hashes no variable. Only once another solver has taken the cache of one of
    /// this solver's variables does a miss look in a dictionary, built then.
    func symbol(for variable: Variable) -> Symbol {
        if let symbol = existingSymbol(for: variable) { return symbol }
        let symbol = tableau.newSymbol(Symbol.external)
        if variablesIndexed { variables[variable] = symbol }
        variableList.append((variable, symbol))
        cache(symbol, in: variable)
        return symbol
    }

    /// `variable`'s symbol, nil if no constraint in the solver ever named it.
    func existingSymbol(for variable: Variable) -> Symbol? {
        if variable.cachedOwner === identity { return Symbol(raw: variable.cachedSymbol) }
        // A variable this solver gave a symbol kept it cached until another solver took the cache; if none was
        // ever taken from this solver, a variable not cached for it is not its variable.
        guard identity.evictions > 0 else { return nil }
        if !variablesIndexed {
            // The first variable whose cache names another solver (or none): from now on the dictionary is kept.
            variablesIndexed = true
            variables.reserveCapacity(variableList.count)
            for (known, symbol) in variableList { variables[known] = symbol }
        }
        guard let symbol = variables[variable] else { return nil }
        cache(symbol, in: variable)
        return symbol
    }

    /// Makes this solver the variable's cached owner, counting the eviction against the solver it replaces.
    func cache(_ symbol: Symbol, in variable: Variable) {
        if let previous = variable.cachedOwner, previous !== identity { previous.evictions += 1 }
        variable.cachedOwner = identity
        variable.cachedSymbol = symbol.raw
    }

    func setOwner(_ constraint: Constraint?, of symbol: Symbol) {
        tableau.owners[symbol.id] = constraint
    }

    func owner(of symbol: Symbol) -> Constraint? {
        tableau.owners[symbol.id]
    }

    /// The constraint's row over the current parametric symbols (basic variables replaced by their rows), with
    /// its marker and errors (the paper's section 3.1): `e + s = 0` for `e <= 0` (`- s` for `>=`), `- ε` more if not
    /// required; `e + d = 0` for a required equality, `e - ε⁺ + ε⁻ = 0` for another one. The row's sign is
    /// flipped if its constant is negative, as the paper's phase one wants.
    func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.row(of: symbol) {
                row.add(basic, term.coefficient, scratch: &tableau.scratch)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let required = constraint.strength.isRequired
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.newSymbol(Symbol.slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, constant: expression.constant, serial: 0)
            if !required {
                let error = tableau.newSymbol(Symbol.error)
                row.add(error, -sign)
                tag.other = error
            }
        case .equal:
            if required {
                let dummy = tableau.newSymbol(Symbol.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, constant: expression.constant, serial: 0)
            } else {
                let plus = tableau.newSymbol(Symbol.error)
                let minus = tableau.newSymbol(Symbol.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, constant: expression.constant, serial: 0)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol the new row is solved for: its oldest external variable, else its marker or other error if
    /// its coefficient is negative (then the row stays feasible); nil if neither (phase one is needed).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // The cells are ascending: the first external one is the oldest.
        if let external = row.cells.first(where: { $0.symbol.isExternal })?.symbol { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(symbol) < 0
        {
            return symbol
        }
        return nil
    }

    /// Adds (`sign` 1) or removes (-1) the constraint's errors, times its weight, to its level's objective.
    func changeObjective(_ constraint: Constraint, _ tag: Tag, sign: Double) {
        guard !constraint.strength.isRequired else { return }
        let errors = [tag.marker, tag.other].compactMap { $0 }
        tableau.addErrors(errors, weight: constraint.strength.weight * sign, priority: constraint.strength.priority)
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

/// A solver's identity for the variables' cache of their symbol (``Variable``'s `cachedOwner`), and how many of
/// its variables' caches other solvers have taken. Belongs to the variables' thread, as the variables do.
final class SolverIdentity {
    var evictions = 0
}
