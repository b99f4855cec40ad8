/// The basic symbol and the symbols of a row the dual simplex could not make feasible.
struct InfeasibleRow {
    var basic: Symbol
    var symbols: [Symbol]
}

// The two simplex methods of the paper: the primal simplex (section 3.2) minimises the objective from a feasible
// tableau; the dual simplex (section 3.4) restores feasibility after constants moved, keeping optimality. Both
// choose by Bland's rule on the symbols' ids (the oldest symbol among equals), so they cannot cycle and a run
// pivots the same way every time; a pivot bound is the safety net.
extension Tableau {
    var pivotBound: Int { 10_000 + 50 * (rows.count - freeSlots.count) }

    /// The column to enter for the phase-one objective `objective`: the oldest non-dummy symbol whose coefficient
    /// is negative (lowering it lowers the objective).
    func enteringSymbol(_ objective: Row) -> Symbol? {
        // The cells are ascending: the first that qualifies is the oldest.
        for cell in objective.cells where cell.coefficient < -epsilon && !cell.symbol.isDummy {
            return cell.symbol
        }
        return nil
    }

    /// The row `entering` may grow in until its basic symbol reaches 0 first (the ratio test), oldest on ties.
    func leavingRow(_ entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for slot in columns.column(entering) {
            let basic = basics[slot]
            if basic.isExternal { continue }
            let coefficient = rows[slot].coefficient(entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && current.symbol < basic) {
                continue
            }
            best = (ratio, basic)
        }
        return best?.symbol
    }

    /// Whether `symbol`'s objective coefficients, read from the highest level down, first differ from 0 by being
    /// negative.
    func lowersObjective(_ symbol: Symbol) -> Bool {
        for objective in objectives {
            let coefficient = objective.coefficient(symbol)
            if !nearZero(coefficient) { return coefficient < 0 }
        }
        return false
    }

    /// The oldest touched symbol that lowers the objective (Bland's rule: untouched symbols cannot); the touched
    /// symbols that do not are forgotten.
    mutating func enteringTouchedSymbol() -> Symbol? {
        var best: Symbol?
        var kept = 0
        for index in touched.indices {
            let symbol = touched[index]
            if !symbol.isDummy && lowersObjective(symbol) {
                touched[kept] = symbol
                kept += 1
                if best.map({ symbol < $0 }) ?? true { best = symbol }
            } else {
                isTouched[symbol.id] = false
            }
        }
        touched.removeLast(touched.count - kept)
        return best
    }

    /// The primal simplex on the objective levels.
    mutating func optimize() throws(SolverError) {
        var count = 0
        while true {
            guard let entering = enteringTouchedSymbol() else { return }
            // Unbounded would need an unbounded error; errors are at least 0, so it cannot happen.
            guard let leaving = leavingRow(entering) else { return }
            pivot(entering: entering, leaving: leaving)
            count += 1
            if count > pivotBound { throw .iterationLimit }
        }
    }

    /// Whether `lhs`'s ratios (each objective level's coefficient over `lhsCoefficient`), read from the highest
    /// level down, are lexicographically less than `rhs`'s, with rounding tolerance.
    func ratiosLess(_ lhs: Symbol, _ lhsCoefficient: Double, _ rhs: Symbol, _ rhsCoefficient: Double) -> Bool {
        for objective in objectives {
            let a = objective.coefficient(lhs) / lhsCoefficient
            let b = objective.coefficient(rhs) / rhsCoefficient
            if !nearZero(a - b) { return a < b }
        }
        return false
    }

    /// The dual simplex over the rows noted infeasible; returns the row it could not repair (no symbol can enter:
    /// the required constraints in it contradict each other), or nil when the tableau is feasible again.
    mutating func dualOptimize() -> InfeasibleRow? {
        var count = 0
        while let leaving = infeasible.popLast() {
            let slot = slotOf[leaving.id]
            guard slot >= 0 else { continue }
            let row = rows[slot]
            guard row.constant < 0 || leaving.isDummy, !nearZero(row.constant) else { continue }
            // A basic dummy (a redundant required equality) must stay 0, and its row holds only dummies.
            if leaving.isDummy {
                infeasible.removeAll()
                return InfeasibleRow(basic: leaving, symbols: row.symbols)
            }
            // A parametric external variable is unrestricted: either sign lets it absorb the row; it costs
            // nothing at an optimum, so it is taken first (the oldest: the cells are ascending).
            if let external = row.cells.first(where: { $0.symbol.isExternal && !nearZero($0.coefficient) }) {
                pivot(entering: external.symbol, leaving: leaving)
                continue
            }
            var best: (symbol: Symbol, coefficient: Double)?
            for cell in row.cells where !cell.symbol.isDummy && cell.coefficient > 0 {
                let symbol = cell.symbol
                let coefficient = cell.coefficient
                // Ascending order: a later symbol replaces the best only if its ratios are strictly less.
                if let current = best, !ratiosLess(symbol, coefficient, current.symbol, current.coefficient) {
                    continue
                }
                best = (symbol, coefficient)
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return InfeasibleRow(basic: leaving, symbols: row.symbols)
            }
            pivot(entering: entering, leaving: leaving)
            count += 1
            if count > pivotBound {
                infeasible.removeAll()
                return nil
            }
        }
        return nil
    }

    /// Adds a row no symbol can be the subject of (the paper's section 3.3, phase one): an artificial variable is
    /// made basic for it and minimised. At 0 the row is satisfiable and stays (solved for one of its symbols);
    /// above 0 the required constraints contradict it: its row is dropped (the rest of the tableau is equivalent
    /// to what it was) and the symbols of the final row, the markers that block it, are returned.
    mutating func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
        let art = newSymbol(Symbol.slack)
        setRow(art, row)
        artificial = row
        var count = 0
        while let entering = enteringSymbol(artificial ?? Row()), let leaving = leavingRow(entering) {
            pivot(entering: entering, leaving: leaving)
            count += 1
            if count > pivotBound { break }
        }
        let satisfied = nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var artRow = takeRow(art) {
            if !satisfied { return artRow.symbols }
            if !artRow.isEmpty {
                guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                    return artRow.symbols
                }
                artRow.solve(for: art, entering)
                substitute(entering, artRow)
                setRow(entering, artRow)
            }
        }
        // The artificial column leaves every row.
        for slot in columns.column(art) {
            rows[slot].remove(art)
        }
        columns.clear(art)
        for level in objectives.indices {
            objectives[level].remove(art)
        }
        return satisfied ? nil : []
    }
}
