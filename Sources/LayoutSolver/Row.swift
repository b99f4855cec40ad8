/// Values this close to 0 are 0 (as kiwi and the Cassowary implementations do, to keep rounding from pivoting).
let epsilon = 1e-8

func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// One row of the tableau, `basic = constant + Σ coefficient·symbol` (or, before it has a basic symbol,
/// `0 = constant + Σ coefficient·symbol`).
final class Row {
    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row {
        Row(constant: constant, cells: cells)
    }

    func coefficient(_ symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient·symbol`, dropping the cell if it cancels.
    func add(_ symbol: Symbol, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) {
            cells[symbol] = nil
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient·other` (its constant and its cells).
    func add(_ other: Row, _ coefficient: Double) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            add(symbol, value * coefficient)
        }
    }

    func negate() {
        constant = -constant
        for key in Array(cells.keys) {
            cells[key] = -(cells[key] ?? 0)
        }
    }

    /// `0 = constant + Σ` rewritten as `symbol = ...`: `symbol` leaves the cells.
    func solve(for symbol: Symbol) {
        let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= factor
        for key in Array(cells.keys) {
            cells[key] = (cells[key] ?? 0) * factor
        }
    }

    /// `lhs = constant + Σ` (with `rhs` in the cells) rewritten as `rhs = ...` (with `lhs` in the cells).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side (for rows the solver does not index: objectives).
    func substitute(_ symbol: Symbol, _ row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, coefficient)
    }
}
