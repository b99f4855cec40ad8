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

    /// Adds `coefficient·other` (its constant and its cells), merging through `scratch` (a buffer the caller keeps,
    /// so that once it and this row's storage have grown nothing is allocated).
    mutating func add(_ other: Row, _ coefficient: Double, scratch: inout [Cell]) {
        constant += other.constant * coefficient
        var unusedAdded: [Symbol] = []
        var unusedRemoved: [Symbol] = []
        merge(
            other, coefficient, skipping: nil, scratch: &scratch, tracking: false, added: &unusedAdded,
            removed: &unusedRemoved)
    }

    /// Adds `coefficient·other` without a scratch buffer (for the rare paths: objectives' bookkeeping).
    mutating func add(_ other: Row, _ coefficient: Double) {
        var scratch: [Cell] = []
        add(other, coefficient, scratch: &scratch)
    }

    /// The merge of `self` and `factor·other` (cells only), dropping `skipped` from `self` and the cells that cancel,
    /// written into `scratch` (a buffer: its count is its capacity, grown here when short) and copied back, so each
    /// keeps its storage. Symbols that gain a cell are appended to `added`, those whose cell cancelled to `removed`
    /// (`skipped` is in neither), when `tracking`. The loop reads and writes through buffer pointers: it is the
    /// solver's innermost loop (a from-scratch solve merges each new constraint with the rows of its variables).
    mutating func merge(
        _ other: Row, _ factor: Double, skipping skipped: Symbol?, scratch: inout [Cell], tracking: Bool,
        added: inout [Symbol], removed: inout [Symbol]
    ) {
        let needed = cells.count + other.cells.count
        if scratch.count < needed {
            scratch = Array(
                repeating: Cell(symbol: Symbol(raw: 0), coefficient: 0), count: max(needed, 2 * scratch.count))
        }
        let skippedRaw = skipped?.raw ?? -1
        var written = 0
        cells.withUnsafeBufferPointer { lhs in
            other.cells.withUnsafeBufferPointer { rhs in
                scratch.withUnsafeMutableBufferPointer { out in
                    var left = 0
                    var right = 0
                    while left < lhs.count || right < rhs.count {
                        let leftRaw = left < lhs.count ? lhs[left].symbol.raw : Int.max
                        let rightRaw = right < rhs.count ? rhs[right].symbol.raw : Int.max
                        if leftRaw < rightRaw {
                            if leftRaw != skippedRaw {
                                out[written] = lhs[left]
                                written += 1
                            }
                            left += 1
                        } else if rightRaw < leftRaw {
                            let value = rhs[right].coefficient * factor
                            if !nearZero(value) {
                                out[written] = Cell(symbol: rhs[right].symbol, coefficient: value)
                                written += 1
                                if tracking { added.append(rhs[right].symbol) }
                            }
                            right += 1
                        } else {
                            let sum = lhs[left].coefficient + rhs[right].coefficient * factor
                            if nearZero(sum) {
                                if tracking { removed.append(lhs[left].symbol) }
                            } else {
                                out[written] = Cell(symbol: lhs[left].symbol, coefficient: sum)
                                written += 1
                            }
                            left += 1
                            right += 1
                        }
                    }
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: scratch[0..<written])
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
    mutating func substitute(_ symbol: Symbol, _ row: Row, scratch: inout [Cell]) {
        guard let coefficient = remove(symbol) else { return }
        add(row, coefficient, scratch: &scratch)
    }
}
