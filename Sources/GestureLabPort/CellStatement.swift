/// A statement that relates a reused cell's recognizer to its table's (or collection view's), for the data source's
/// `tableView(_:cellForRowAt:)` or `collectionView(_:cellForItemAt:)`: the one place in the user's code that holds
/// both the dequeued cell and the table (a cell reaches its table only once it is in one, and its `init` has none).
///
/// The code names the cell `cell` and the table `tableView` (`collectionView`), as the methods' templates do;
/// `MemberPatcher` renames them to the names the user's method uses (`card`, `feed`).
public struct CellStatement: Sendable, Equatable, Codable {
    /// The cell class whose dequeue the statement follows (`CardCell`): the binding that casts to it.
    public var cellClass: String
    /// The statement: `cell.panGesture.require(toFail: tableView.panGestureRecognizer)`.
    public var code: String

    /// `code`, after the statement that binds a dequeued `cellClass`.
    public init(cellClass: String, code: String) {
        self.cellClass = cellClass
        self.code = code
    }

    /// The names the code uses for the cell and for the table or collection view: what `MemberPatcher` renames.
    static let cellName = "cell"
    static let containerNames: Set<String> = ["tableView", "collectionView"]
}
