/// The simplex tableau in solved form, held in arrays indexed by dense integer ids: each basic symbol's row, the
/// column index (each symbol's rows), the objective levels and the simplex's work lists.
///
/// Rows live in slots. A slot keeps its row across a pivot (only its basic symbol changes), so the column index,
/// which lists slots, stays valid through a pivot except for the two symbols that trade places. Per-symbol arrays
/// (`slotOf`, `isTouched`, `owners`, the ``ColumnIndex``) are indexed by ``Symbol/id``: the solving paths hash no
/// symbol. A value type, so the solver reaches all of it through one access (a class's stored properties are
/// checked for exclusive access on every use).
struct Tableau {
    /// The rows by slot (an empty row in a free slot).
    var rows: [Row] = []
    /// The basic symbol of each slot's row; `Tableau.free` for a free slot.
    var basics: [Symbol] = []
    var freeSlots: [Int] = []
    /// For each symbol id, the slot of its row, or -1 when the symbol is parametric (or unused).
    var slotOf: [Int] = [-1]
    /// For each symbol id, the slots of the rows whose cells hold it (the column of the tableau), so a substitution
    /// touches only those rows. In the order the cells appeared: the same on every run.
    var columns = ColumnIndex()
    /// The objective, one row per priority level in use, highest first.
    var objectives: [Row] = []
    var levels: [Double] = []
    /// The phase-one objective while a constraint is added with an artificial variable.
    var artificial: Row?
    var infeasible: [Symbol] = []
    /// The symbols whose objective coefficients changed since the primal simplex last looked: at an optimum every
    /// other symbol's coefficients are at least 0, so only these can be chosen to enter. `isTouched` marks them.
    var touched: [Symbol] = []
    var isTouched: [Bool] = [false]
    /// The constraint each marker or error symbol belongs to, by symbol id (kept here rather than in the solver
    /// class, whose stored properties are checked for exclusive access at every use).
    var owners: [Constraint?] = [nil]
    var nextSymbol = 0
    /// Pivots made since the tableau was created (primal, dual and phase one), for tests and benchmarks.
    var pivots = 0
    /// Reused by every merge, so substitutions allocate nothing once the arrays have grown.
    var scratch: [Cell] = []
    var added: [Symbol] = []
    /// Reused by every substitution for the slots of the column it empties.
    var slotBuffer: [Int] = []
    var removed: [Symbol] = []

    /// Each variable's symbol, kept once `variablesIndexed`: the fallback for a variable last used by another
    /// solver (see ``symbol(for:)``).
    var variables: [Variable: Symbol] = [:]
    var variablesIndexed = false
    /// The same pairs in the order the variables first appeared, for ``Solver/updateVariables()``.
    var variableList: [(variable: Variable, symbol: Symbol)] = []
    /// This tableau's identity for the variables' one-entry cache; a reset solver makes a new tableau, so a
    /// variable's cached symbol from before the reset is not taken for the current one. An object, not a number, so
    /// an identity cannot be reused while a variable still holds it.
    let identity = SolverIdentity()

    /// The basic symbol of a free slot.
    static let free = Symbol(raw: -1)

    mutating func newSymbol(_ kind: Int) -> Symbol {
        nextSymbol += 1
        slotOf.append(-1)
        columns.appendSymbol()
        isTouched.append(false)
        owners.append(nil)
        return Symbol(serial: nextSymbol, kind: kind)
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        slotOf[symbol.id] >= 0
    }

    /// `basic`'s row, nil if it is parametric.
    func row(of basic: Symbol) -> Row? {
        let slot = slotOf[basic.id]
        return slot >= 0 ? rows[slot] : nil
    }

    /// `basic`'s constant (its value), 0 if it is parametric.
    func value(of symbol: Symbol) -> Double {
        let slot = slotOf[symbol.id]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// The basic symbols of the rows holding `symbol`, ascending.
    func basicsHolding(_ symbol: Symbol) -> [Symbol] {
        columns.column(symbol).map { basics[$0] }.sorted()
    }

    /// Every basic symbol, ascending.
    var basicSymbols: [Symbol] {
        basics.filter { $0.raw >= 0 }.sorted()
    }

    mutating func setRow(_ basic: Symbol, _ row: Row) {
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
        }
        slotOf[basic.id] = slot
        for cell in row.cells {
            addSlot(slot, toColumnOf: cell.symbol)
        }
    }

    mutating func takeRow(_ basic: Symbol) -> Row? {
        let slot = slotOf[basic.id]
        guard slot >= 0 else { return nil }
        var row = Row()
        swap(&row, &rows[slot])
        for cell in row.cells {
            removeSlot(slot, fromColumnOf: cell.symbol)
        }
        basics[slot] = Self.free
        slotOf[basic.id] = -1
        freeSlots.append(slot)
        return row
    }

    /// Notes that `slot`'s row holds `symbol`.
    mutating func addSlot(_ slot: Int, toColumnOf symbol: Symbol) {
        columns.insert(slot, for: symbol)
    }

    mutating func removeSlot(_ slot: Int, fromColumnOf symbol: Symbol) {
        columns.remove(slot, for: symbol)
    }

    mutating func touch(_ symbol: Symbol) {
        guard !isTouched[symbol.id] else { return }
        isTouched[symbol.id] = true
        touched.append(symbol)
    }

    /// Replaces `symbol` by `row`'s right side in every row that holds it (found through the column index), the
    /// objectives and the phase-one objective; rows whose constant turns negative are noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        var users: [Int] = []
        swap(&users, &slotBuffer)
        columns.take(symbol, into: &users)
        for slot in users {
            let factor = rows[slot].coefficient(symbol)
            if factor == 0 { continue }
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            rows[slot].constant += factor * row.constant
            rows[slot].merge(
                row, factor, skipping: symbol, scratch: &scratch, tracking: true, added: &added, removed: &removed)
            for cell in added {
                addSlot(slot, toColumnOf: cell)
            }
            for cell in removed {
                removeSlot(slot, fromColumnOf: cell)
            }
            let basic = basics[slot]
            if !basic.isExternal && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        // The buffer goes back, keeping its storage.
        swap(&users, &slotBuffer)
        var inObjective = false
        for level in objectives.indices where objectives[level].contains(symbol) {
            objectives[level].substitute(symbol, row, scratch: &scratch)
            inObjective = true
        }
        if inObjective {
            for cell in row.cells { touch(cell.symbol) }
        }
        if artificial != nil {
            artificial?.substitute(symbol, row, scratch: &scratch)
        }
    }

    /// `leaving` leaves the basis and `entering` takes its row (in the same slot).
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        let slot = slotOf[leaving.id]
        guard slot >= 0 else { return }
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(for: leaving, entering)
        removeSlot(slot, fromColumnOf: entering)
        slotOf[leaving.id] = -1
        basics[slot] = entering
        substitute(entering, row)
        if row.contains(leaving) { addSlot(slot, toColumnOf: leaving) }
        swap(&row, &rows[slot])
        slotOf[entering.id] = slot
        pivots += 1
    }

    /// Moves the constants of the rows holding `marker` as if `marker` were replaced by `marker + shift`: a
    /// change of a constraint's constant (see ``Solver/setConstant(_:of:)``).
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        let own = slotOf[marker.id]
        if own >= 0 {
            rows[own].constant -= shift
            if rows[own].constant < 0 || marker.isDummy { infeasible.append(marker) }
            return
        }
        for slot in columns.column(marker) {
            rows[slot].constant += rows[slot].coefficient(marker) * shift
            let basic = basics[slot]
            if !basic.isExternal && (rows[slot].constant < 0 || basic.isDummy) { infeasible.append(basic) }
        }
    }

    /// The index of a priority level's objective row, made (empty) on first use.
    mutating func objectiveLevel(for priority: Double) -> Int {
        if let index = levels.firstIndex(of: priority) { return index }
        let index = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: index)
        objectives.insert(Row(), at: index)
        return index
    }

    /// Adds `weight` times a constraint's errors (its marker and its other symbol, those that are errors) to the
    /// objective of `priority`.
    mutating func addErrors(_ marker: Symbol, _ other: Symbol?, weight: Double, priority: Double) {
        let level = objectiveLevel(for: priority)
        addError(marker, weight: weight, level: level)
        if let other { addError(other, weight: weight, level: level) }
    }

    mutating func addError(_ error: Symbol, weight: Double, level: Int) {
        guard error.isError else { return }
        if let row = row(of: error) {
            objectives[level].add(row, weight, scratch: &scratch)
            for cell in row.cells { touch(cell.symbol) }
        } else {
            objectives[level].add(error, weight)
            touch(error)
        }
    }

    /// The row to pivot `marker` into when removing its constraint (kiwi's choice after the paper's 3.3): a basic
    /// dummy's row if one holds it, else the restricted row that keeps the tableau feasible (smallest ratio among
    /// negative coefficients), else the restricted row with the smallest ratio among positive ones, else an
    /// external row. Ties go to the oldest basic symbol.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for basic in basicsHolding(marker) {
            guard let row = row(of: basic) else { continue }
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
}
