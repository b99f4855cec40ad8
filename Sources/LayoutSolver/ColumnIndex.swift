/// The tableau's column index: for each symbol, the slots of the rows whose cells hold it.
///
/// One singly linked list per symbol, all in two pooled arrays (a node's slot and the next node) with a free list,
/// so a symbol's column costs no allocation of its own: an array per column was one allocation per symbol to make
/// and one to free, and growing thousands of small arrays was a sixth of a from-scratch solve. A slot is pushed at
/// the front; removal walks the list (columns are short, but for a variable every row names). The order depends
/// only on the requests, never on hashing.
struct ColumnIndex {
    /// Each symbol id's first node, or -1.
    var heads: [Int] = [-1]
    /// Each node's slot.
    var slots: [Int] = []
    /// Each node's next node in its list (or in the free list), or -1.
    var nexts: [Int] = []
    var freeNode = -1

    /// Makes room for one more symbol (ids are dense, from 1).
    mutating func appendSymbol() {
        heads.append(-1)
    }

    mutating func insert(_ slot: Int, for symbol: Symbol) {
        let node: Int
        if freeNode >= 0 {
            node = freeNode
            freeNode = nexts[node]
            slots[node] = slot
            nexts[node] = heads[symbol.id]
        } else {
            node = slots.count
            slots.append(slot)
            nexts.append(heads[symbol.id])
        }
        heads[symbol.id] = node
    }

    mutating func remove(_ slot: Int, for symbol: Symbol) {
        var previous = -1
        var node = heads[symbol.id]
        while node >= 0 {
            if slots[node] == slot {
                if previous >= 0 { nexts[previous] = nexts[node] } else { heads[symbol.id] = nexts[node] }
                nexts[node] = freeNode
                freeNode = node
                return
            }
            previous = node
            node = nexts[node]
        }
    }

    /// Empties `symbol`'s column, writing its slots (in list order) into `buffer`, which is cleared first.
    mutating func take(_ symbol: Symbol, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        var node = heads[symbol.id]
        while node >= 0 {
            buffer.append(slots[node])
            let next = nexts[node]
            nexts[node] = freeNode
            freeNode = node
            node = next
        }
        heads[symbol.id] = -1
    }

    /// Empties `symbol`'s column.
    mutating func clear(_ symbol: Symbol) {
        var unused: [Int] = []
        take(symbol, into: &unused)
    }

    /// `symbol`'s slots, in list order (a view: iterating it allocates nothing).
    func column(_ symbol: Symbol) -> Column {
        Column(index: self, node: heads[symbol.id])
    }

    /// The slots of one column, as a sequence.
    struct Column: Sequence, IteratorProtocol {
        let index: ColumnIndex
        var node: Int

        mutating func next() -> Int? {
            guard node >= 0 else { return nil }
            let slot = index.slots[node]
            node = index.nexts[node]
            return slot
        }
    }
}
