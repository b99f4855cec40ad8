/// Values this close to 0 are 0 (as kiwi and the Cassowary implementations do, to keep rounding from pivoting).
let epsilon = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// One cell of a row: a symbol and its coefficient (never near 0).
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// One row of the tableau, `basic = constant + Σ coefficient·symbol` (or, before it has a basic symbol,
/// `0 = constant + Σ coefficient·symbol`).
///
/// The cells are a sparse vector sorted by symbol (kiwi's `AssocVector`, a sorted-vector map): a lookup is a binary
/// search, adding one row to another is one merge of two sorted lists, and the cells are visited in the symbols'
/// order, the same on every run (a `Dictionary` keyed by symbol costs a SipHash per access and visits in an order
/// seeded per process). A row is a value: the tableau keeps its rows in an array.
struct Row {
    var constant: Double
    /// The cells, ascending by symbol.
    var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    var isEmpty: Bool { cells.isEmpty }

    /// The symbols with a cell, ascending (allocates: for the paths that are not hot).
    var symbols: [Symbol] { cells.map(\.symbol) }

    /// Where `symbol` is, or where it would be inserted, and whether it is there.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = cells[middle].symbol.raw
            if raw < symbol.raw {
                low = middle + 1
            } else if raw > symbol.raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    func coefficient(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        position(of: symbol).found
    }

    /// Adds `coefficient·symbol`, dropping the cell if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient, nil if it has none.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).coefficient
    }

    /// Adds `coefficient·other` (its constant and its cells), merging through `scratch` (a row the caller keeps, so
    /// that once its storage and this row's have grown nothing is allocated).
    mutating func add(_ other: Row, _ coefficient: Double, scratch: inout Row) {
        constant += other.constant * coefficient
        var unusedAdded: [Symbol] = []
        var unusedRemoved: [Symbol] = []
        merge(
            other, coefficient, skipping: nil, scratch: &scratch, tracking: false, added: &unusedAdded,
            removed: &unusedRemoved)
    }

    /// Adds `coefficient·other` without a scratch row (for the rare paths: objectives' bookkeeping).
    mutating func add(_ other: Row, _ coefficient: Double) {
        var scratch = Row()
        add(other, coefficient, scratch: &scratch)
    }

    /// The merge of `self` and `factor·other` (cells only), dropping `skipped` from `self` and the cells that cancel,
    /// written into `scratch` and copied back (each keeps its storage). Symbols that gain a cell are appended to
    /// `added`, those whose cell cancelled to `removed` (`skipped` is in neither), when `tracking`.
    mutating func merge(
        _ other: Row, _ factor: Double, skipping skipped: Symbol?, scratch: inout Row, tracking: Bool,
        added: inout [Symbol], removed: inout [Symbol]
    ) {
        scratch.cells.removeAll(keepingCapacity: true)
        scratch.cells.reserveCapacity(cells.count + other.cells.count)
        let skippedRaw = skipped?.raw ?? -1
        var left = 0
        var right = 0
        let leftCount = cells.count
        let rightCount = other.cells.count
        while left < leftCount || right < rightCount {
            let leftRaw = left < leftCount ? cells[left].symbol.raw : Int.max
            let rightRaw = right < rightCount ? other.cells[right].symbol.raw : Int.max
            if leftRaw < rightRaw {
                if leftRaw != skippedRaw { scratch.cells.append(cells[left]) }
                left += 1
            } else if rightRaw < leftRaw {
                let value = other.cells[right].coefficient * factor
                if !nearZero(value) {
                    scratch.cells.append(Cell(symbol: other.cells[right].symbol, coefficient: value))
                    if tracking { added.append(other.cells[right].symbol) }
                }
                right += 1
            } else {
                let sum = cells[left].coefficient + other.cells[right].coefficient * factor
                if nearZero(sum) {
                    if tracking { removed.append(cells[left].symbol) }
                } else {
                    scratch.cells.append(Cell(symbol: cells[left].symbol, coefficient: sum))
                }
                left += 1
                right += 1
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: scratch.cells)
    }

    mutating func negate() {
        constant = -constant
        scale(by: -1)
    }

    mutating func scale(by factor: Double) {
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
    }

    /// `0 = constant + Σ` rewritten as `symbol = ...`: `symbol` leaves the cells.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / (remove(symbol) ?? 1)
        constant *= factor
        scale(by: factor)
    }

    /// `lhs = constant + Σ` (with `rhs` in the cells) rewritten as `rhs = ...` (with `lhs` in the cells).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side (for rows the tableau does not index: objectives).
    mutating func substitute(_ symbol: Symbol, _ row: Row, scratch: inout Row) {
        guard let coefficient = remove(symbol) else { return }
        add(row, coefficient, scratch: &scratch)
    }
}
