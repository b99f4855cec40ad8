/// The basic symbol and the symbols of a row the dual simplex could not make feasible.
struct InfeasibleRow {
    var basic: Symbol
    var symbols: [Symbol]
}

// The two simplex methods of the paper: the primal simplex (section 3.2) minimises the objective from a feasible
// tableau; the dual simplex (section 3.4) restores feasibility after constants moved, keeping optimality. Both
// choose by Bland's rule (the oldest symbol among equals), so they cannot cycle; a pivot bound is the safety net.
extension Solver {
    var pivotBound: Int { 10_000 + 50 * rows.count }

    /// The column to enter: the oldest non-dummy symbol whose objective coefficients, read from the highest level
    /// down, first differ from 0 by being negative (lowering it lowers the lexicographic objective).
    func enteringSymbol(_ objectives: [Row]) -> Symbol? {
        for (level, objective) in objectives.enumerated() {
            var best: Symbol?
            for (symbol, coefficient) in objective.cells where coefficient < -epsilon && !symbol.isDummy {
                if let current = best, current < symbol { continue }
                if objectives[..<level].allSatisfy({ nearZero($0.coefficient(symbol)) }) { best = symbol }
            }
            if let best { return best }
        }
        return nil
    }

    /// The row `entering` may grow in until its basic symbol reaches 0 first (the ratio test), oldest on ties.
    func leavingRow(_ entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for basic in columns[entering] ?? [] where !basic.isExternal {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
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
    func enteringTouchedSymbol() -> Symbol? {
        var best: Symbol?
        var kept: Set<Symbol> = []
        for symbol in touched where !symbol.isDummy && lowersObjective(symbol) {
            kept.insert(symbol)
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        touched = kept
        return best
    }

    /// The primal simplex on the objective levels.
    func optimize() throws(SolverError) {
        var pivots = 0
        while true {
            guard let entering = enteringTouchedSymbol() else { return }
            // Unbounded would need an unbounded error; errors are at least 0, so it cannot happen.
            guard let leaving = leavingRow(entering) else { return }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotBound { throw .iterationLimit }
        }
    }

    /// Lexicographic `lhs < rhs` with rounding tolerance.
    func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (a, b) in zip(lhs, rhs) where !nearZero(a - b) {
            return a < b
        }
        return false
    }

    /// The dual simplex over the rows noted infeasible; returns the row it could not repair (no symbol can enter:
    /// the required constraints in it contradict each other), or nil when the tableau is feasible again.
    func dualOptimize() -> InfeasibleRow? {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 || leaving.isDummy, !nearZero(row.constant) else {
                continue
            }
            // A basic dummy (a redundant required equality) must stay 0, and its row holds only dummies.
            if leaving.isDummy {
                infeasible.removeAll()
                return InfeasibleRow(basic: leaving, symbols: Array(row.cells.keys))
            }
            var best: (ratios: [Double], symbol: Symbol)?
            // A parametric external variable is unrestricted: either sign lets it absorb the row; it costs
            // nothing at an optimum, so it is taken first.
            if let external = row.cells.filter({ $0.key.isExternal && !nearZero($0.value) }).keys.min() {
                pivot(entering: external, leaving: leaving)
                continue
            }
            for (symbol, coefficient) in row.cells where coefficient > 0 && !symbol.isDummy {
                let ratios = objectives.map { $0.coefficient(symbol) / coefficient }
                if let current = best {
                    if lexicographicallyLess(current.ratios, ratios) { continue }
                    if !lexicographicallyLess(ratios, current.ratios) && current.symbol < symbol { continue }
                }
                best = (ratios, symbol)
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return InfeasibleRow(basic: leaving, symbols: Array(row.cells.keys))
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotBound {
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
    func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
        let art = newSymbol(Symbol.slack)
        setRow(art, row.copy())
        artificial = row.copy()
        var pivots = 0
        while let entering = enteringSymbol([artificial ?? Row()]), let leaving = leavingRow(entering) {
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotBound { break }
        }
        let satisfied = nearZero(artificial?.constant ?? 0)
        artificial = nil
        if let artRow = takeRow(art) {
            if !satisfied { return Array(artRow.cells.keys) }
            if !artRow.cells.isEmpty {
                guard let entering = artRow.cells.keys.filter(\.isPivotable).min() else {
                    return Array(artRow.cells.keys)
                }
                artRow.solve(for: art, entering)
                substitute(entering, artRow)
                setRow(entering, artRow)
            }
        }
        // The artificial column leaves every row.
        for basic in columns.removeValue(forKey: art) ?? [] {
            rows[basic]?.cells[art] = nil
        }
        for objective in objectives {
            objective.cells[art] = nil
        }
        return satisfied ? nil : []
    }
}
