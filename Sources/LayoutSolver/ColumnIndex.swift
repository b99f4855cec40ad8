/// The tableau's column index: for each symbol, the slots of the rows whose cells hold it.
///
/// One singly linked list per symbol, all in one pooled array of nodes (a slot and the next node) with a free list,
/// so a symbol's column costs no allocation of its own: an array per column was one allocation per symbol to make
/// and one to free, and growing thousands of small arrays was a sixth of a from-scratch solve. A slot is pushed at
/// the front; removal walks the list (columns are short, but for a variable every row names). The order depends
/// only on the requests, never on hashing.
struct ColumnIndex {
    /// Each symbol id's first node, or -1.
    var heads: [Int] = [-1]
    /// The nodes: a slot, and the next node in its list (or in the free list) or -1.
    var nodes: [Node] = []
    var freeNode = -1

    struct Node {
        var slot: Int
        var next: Int
    }

    /// Makes room for one more symbol (ids are dense, from 1).
    mutating func appendSymbol() {
        heads.append(-1)
    }

    mutating func insert(_ slot: Int, for symbol: Symbol) {
        let head = heads[symbol.id]
        if freeNode >= 0 {
            let node = freeNode
            freeNode = nodes[node].next
            nodes[node] = Node(slot: slot, next: head)
            heads[symbol.id] = node
        } else {
            heads[symbol.id] = nodes.count
            nodes.append(Node(slot: slot, next: head))
        }
    }

    mutating func remove(_ slot: Int, for symbol: Symbol) {
        var previous = -1
        var node = heads[symbol.id]
        while node >= 0 {
            let next = nodes[node].next
            if nodes[node].slot == slot {
                if previous >= 0 { nodes[previous].next = next } else { heads[symbol.id] = next }
                nodes[node].next = freeNode
                freeNode = node
                return
            }
            previous = node
            node = next
        }
    }

    /// Empties `symbol`'s column, writing its slots (in list order) into `buffer`, which is cleared first.
    mutating func take(_ symbol: Symbol, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        var node = heads[symbol.id]
        while node >= 0 {
            buffer.append(nodes[node].slot)
            let next = nodes[node].next
            nodes[node].next = freeNode
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
            let current = index.nodes[node]
            node = current.next
            return current.slot
        }
    }
}
