// The tableau's bookkeeping: building a constraint's row, choosing its subject, and keeping the column index
// (`columns`) in step with every row that is set, taken out or rewritten.
extension Solver {
    func newSymbol(_ kind: Int) -> Symbol {
        nextSymbol += 1
        return Symbol(serial: nextSymbol, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = newSymbol(Symbol.external)
        variables[variable] = symbol
        return symbol
    }

    /// The constraint's row over the current parametric symbols (basic variables replaced by their rows), with
    /// its marker and errors (the paper's section 3.1): `e + s = 0` for `e <= 0` (`- s` for `>=`), `- ε` more if not
    /// required; `e + d = 0` for a required equality, `e - ε⁺ + ε⁻ = 0` for another one. The row's sign is
    /// flipped if its constant is negative, as the paper's phase one wants.
    func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.add(basic, term.coefficient)
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

    /// The symbol the new row is solved for: its oldest external variable, else its marker or other error if
    /// its coefficient is negative (then the row stays feasible); nil if neither (phase one is needed).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter(\.isExternal).min() { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(symbol) < 0
        {
            return symbol
        }
        return nil
    }

    func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys {
            columns[symbol, default: []].insert(basic)
        }
    }

    func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            columns[symbol]?.remove(basic)
        }
        return row
    }

    /// Replaces `symbol` by `row`'s right side in every row that holds it (found through the column index), the
    /// objectives and the phase-one objective; rows whose constant turns negative are noted for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users {
                guard let target = rows[basic], let factor = target.cells.removeValue(forKey: symbol) else { continue }
                target.constant += factor * row.constant
                for (cell, value) in row.cells {
                    let sum = (target.cells[cell] ?? 0) + factor * value
                    if nearZero(sum) {
                        if target.cells.removeValue(forKey: cell) != nil { columns[cell]?.remove(basic) }
                    } else if target.cells.updateValue(sum, forKey: cell) == nil {
                        columns[cell, default: []].insert(basic)
                    }
                }
                if !basic.isExternal && target.constant < 0 { infeasible.append(basic) }
            }
        }
        var inObjective = false
        for objective in objectives where objective.cells[symbol] != nil {
            objective.substitute(symbol, row)
            inObjective = true
        }
        if inObjective { touched.formUnion(row.cells.keys) }
        artificial?.substitute(symbol, row)
    }

    /// `basic` leaves the basis and `entering` takes its row.
    func pivot(entering: Symbol, leaving: Symbol) {
        guard let row = takeRow(leaving) else { return }
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(entering, row)
    }

    /// Moves the constants of the rows holding `marker` as if `marker` were replaced by `marker + shift`: a
    /// change of the constraint's constant (see ``Solver/setConstant(_:of:)``).
    func shiftMarker(_ marker: Symbol, by shift: Double) {
        if let row = rows[marker] {
            row.constant -= shift
            if row.constant < 0 || marker.isDummy { infeasible.append(marker) }
            return
        }
        for basic in (columns[marker] ?? []).sorted() {
            guard let row = rows[basic] else { continue }
            row.constant += row.coefficient(marker) * shift
            if !basic.isExternal && (row.constant < 0 || basic.isDummy) { infeasible.append(basic) }
        }
    }

    /// The objective row of a priority level, made (empty) on first use.
    func objective(for priority: Double) -> Row {
        if let index = levels.firstIndex(of: priority) { return objectives[index] }
        let index = levels.firstIndex { $0 < priority } ?? levels.count
        let row = Row()
        levels.insert(priority, at: index)
        objectives.insert(row, at: index)
        return row
    }

    /// Adds (`sign` 1) or removes (-1) the constraint's errors, times its weight, to its level's objective.
    func changeObjective(_ constraint: Constraint, _ tag: Tag, sign: Double) {
        guard !constraint.strength.isRequired else { return }
        let objective = objective(for: constraint.strength.priority)
        let weight = constraint.strength.weight * sign
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.isError {
            if let row = rows[error] {
                objective.add(row, weight)
                touched.formUnion(row.cells.keys)
            } else {
                objective.add(error, weight)
                touched.insert(error)
            }
        }
    }

    func addObjective(_ constraint: Constraint, _ tag: Tag) {
        changeObjective(constraint, tag, sign: 1)
    }

    func removeObjective(_ constraint: Constraint, _ tag: Tag) {
        changeObjective(constraint, tag, sign: -1)
    }

    /// The row to pivot `marker` into when removing its constraint (kiwi's choice after the paper's 3.3): a basic
    /// dummy's row if one holds it, else the restricted row that keeps the tableau feasible (smallest ratio among
    /// negative coefficients), else the restricted row with the smallest ratio among positive ones, else an
    /// external row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for basic in (columns[marker] ?? []).sorted() {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(marker)
            if coefficient == 0 { continue }
            // A redundant equality's dummy row is at 0 and must stay there: pivoting on it moves no constant.
            if basic.isDummy { return basic }
            if basic.isExternal {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.ratio }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.ratio }) ?? true { second = (ratio, basic) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// The conflict for `constraint` refused because of the rows over `symbols` (markers of the required
    /// constraints whose combination contradicts it): their owners, in the order they were added, then it.
    func conflict(_ constraint: Constraint, symbols: some Sequence<Symbol>, basic: Symbol? = nil) -> Conflict {
        var involved = Set<Constraint>()
        for symbol in Array(symbols) + [basic].compactMap({ $0 }) {
            if let owner = owners[symbol], owner !== constraint, owner.strength.isRequired { involved.insert(owner) }
        }
        let ordered = involved.sorted { (tags[$0]?.serial ?? 0) < (tags[$1]?.serial ?? 0) }
        return Conflict(broken: constraint, involved: ordered + [constraint])
    }
}
