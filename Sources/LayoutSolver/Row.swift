/// Values this close to 0 are 0 (as kiwi and the Cassowary implementations do, to keep rounding from pivoting).
let epsilon = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// One row of the tableau, `basic = constant + Σ coefficient·symbol` (or, before it has a basic symbol,
/// `0 = constant + Σ coefficient·symbol`).
///
/// The cells are a sparse vector sorted by symbol, two parallel arrays (kiwi's `AssocVector`, a sorted-vector
/// map): a lookup is a binary search, adding one row to another is one merge of two sorted lists, and the order the
/// cells are visited in is the symbols' order, the same on every run (a `Dictionary` keyed by symbol costs a SipHash
/// per access and visits in an order seeded per process). A row is a value: the tableau keeps its rows in an array.
struct Row {
    var constant: Double
    /// The symbols with a coefficient, ascending.
    var symbols: [Symbol]
    /// `coefficients[i]` is `symbols[i]`'s coefficient, never near 0.
    var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// Where `symbol` is, or where it would be inserted, and whether it is there.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = symbols[middle].raw
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
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        position(of: symbol).found
    }

    /// Adds `coefficient·symbol`, dropping the cell if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient, nil if it has none.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `coefficient·other` (its constant and its cells), merging through `scratch` (whose storage it swaps
    /// with its own, so a caller that keeps one scratch row allocates nothing once the arrays are large enough).
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
    /// written through `scratch` and swapped in. Symbols that gain a cell are appended to `added`, those whose cell
    /// cancelled to `removed` (`skipped` is in neither), when `tracking`.
    mutating func merge(
        _ other: Row, _ factor: Double, skipping skipped: Symbol?, scratch: inout Row, tracking: Bool,
        added: inout [Symbol], removed: inout [Symbol]
    ) {
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(symbols.count + other.symbols.count)
        scratch.coefficients.reserveCapacity(symbols.count + other.symbols.count)
        let skippedRaw = skipped?.raw ?? -1
        var left = 0
        var right = 0
        let leftCount = symbols.count
        let rightCount = other.symbols.count
        while left < leftCount || right < rightCount {
            let leftRaw = left < leftCount ? symbols[left].raw : Int.max
            let rightRaw = right < rightCount ? other.symbols[right].raw : Int.max
            if leftRaw < rightRaw {
                if leftRaw != skippedRaw {
                    scratch.symbols.append(symbols[left])
                    scratch.coefficients.append(coefficients[left])
                }
                left += 1
            } else if rightRaw < leftRaw {
                let value = other.coefficients[right] * factor
                if !nearZero(value) {
                    scratch.symbols.append(other.symbols[right])
                    scratch.coefficients.append(value)
                    if tracking { added.append(other.symbols[right]) }
                }
                right += 1
            } else {
                let sum = coefficients[left] + other.coefficients[right] * factor
                if nearZero(sum) {
                    if tracking { removed.append(symbols[left]) }
                } else {
                    scratch.symbols.append(symbols[left])
                    scratch.coefficients.append(sum)
                }
                left += 1
                right += 1
            }
        }
        swap(&symbols, &scratch.symbols)
        swap(&coefficients, &scratch.coefficients)
    }

    mutating func negate() {
        constant = -constant
        scale(by: -1)
    }

    mutating func scale(by factor: Double) {
        for index in coefficients.indices {
            coefficients[index] *= factor
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
