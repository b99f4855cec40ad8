// Variables' symbols and a constraint's row: the tableau's side of adding a constraint, on the tableau so that a
// constraint's row is built through one access to the solver's stored tableau (each access to a class's stored
// property is checked for exclusivity; a handful per constraint was an eighth of a solve).
extension Tableau {
    /// `variable`'s symbol, made on first use. The variable remembers the last solver that asked and its symbol
    /// there, so a layout whose variables belong to one solver (or to one solver after another, as when a screen
    /// is solved again from scratch) hashes no variable. Only once another solver has taken the cache of one of
    /// this solver's variables does a miss look in a dictionary, built then.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = existingSymbol(for: variable) { return symbol }
        let symbol = newSymbol(Symbol.external)
        if variablesIndexed { variables[variable] = symbol }
        variableList.append((variable, symbol))
        cache(symbol, in: variable)
        return symbol
    }

    /// `variable`'s symbol, nil if no constraint in the solver ever named it.
    mutating func existingSymbol(for variable: Variable) -> Symbol? {
        if let cache = variable.cache, cache.owner === identity { return cache.symbol }
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
        if let previous = variable.cache?.owner, previous !== identity { previous.evictions += 1 }
        variable.cache = SymbolCache(owner: identity, symbol: symbol)
    }

    /// The constraint's row over the current parametric symbols (basic variables replaced by their rows), with
    /// its marker and errors (the paper's section 3.1): `e + s = 0` for `e <= 0` (`- s` for `>=`), `- ε` more if not
    /// required; `e + d = 0` for a required equality, `e - ε⁺ + ε⁻ = 0` for another one. The row's sign is
    /// flipped if its constant is negative, as the paper's phase one wants.
    mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = self.row(of: symbol) {
                row.add(basic, term.coefficient, scratch: &scratch)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let required = constraint.strength.isRequired
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(Symbol.slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, constant: expression.constant, serial: 0)
            if !required {
                let error = newSymbol(Symbol.error)
                row.add(error, -sign)
                tag.other = error
            }
        case .equal:
            if required {
                let dummy = newSymbol(Symbol.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, constant: expression.constant, serial: 0)
            } else {
                let plus = newSymbol(Symbol.error)
                let minus = newSymbol(Symbol.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, constant: expression.constant, serial: 0)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }
}

/// A variable's symbol in the solver that last asked for it.
struct SymbolCache {
    let owner: SolverIdentity
    let symbol: Symbol
}

/// A solver's identity for the variables' cache of their symbol (``Variable``'s `cache`), and how many of
/// its variables' caches other solvers have taken. Belongs to the variables' thread, as the variables do.
final class SolverIdentity {
    var evictions = 0
}
