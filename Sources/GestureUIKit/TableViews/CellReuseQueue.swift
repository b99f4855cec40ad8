import Foundation

/// The reuse queues of a table or a collection view: cells that scrolled out, by reuse identifier, waiting to be
/// handed out again by `dequeueReusableCell`.
///
/// UIKit keeps one such dictionary in each (`UITableView`'s `_reusableTableCells`, `UICollectionView`'s
/// `_cellReuseQueues`); the concept is the same, so the kit shares it. Last in, first out, as UIKit's arrays.
struct CellReuseQueue<Cell: AnyObject> {
    private var queues: [String: [Cell]] = [:]

    /// Queues `cell` under `identifier`.
    mutating func enqueue(_ cell: Cell, identifier: String) {
        queues[identifier, default: []].append(cell)
    }

    /// The most recently queued cell for `identifier`, taken off the queue, or nil.
    mutating func dequeue(identifier: String) -> Cell? {
        queues[identifier]?.popLast()
    }

    /// How many cells wait under every identifier (for tests).
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
