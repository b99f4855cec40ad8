import GestureScript

/// A failure requirement between a reused cell's recognizer (`card.N.pan`, held by the cell) and its own table's
/// or collection view's pan or pinch (`feed.pan`), when the cell is not that recognizer's delegate: a statement in
/// the data source's `tableView(_:cellForRowAt:)`, the one place in the user's code that holds both (the cell
/// reaches its table only once it is in one; its `init` and `awakeFromNib` have none).
///
/// The delegate's `gestureRecognizer(_:shouldRequireFailureOf:)` (what a cell that is the delegate gets,
/// `FixHostCode`) is not equivalent here: the recognizer's delegate is another object, or none, and setting it to
/// the cell would take it from whoever has it.
///
/// Running at every dequeue is harmless: UIKit keeps a recognizer's failure requirements in a set (decompiled
/// UIGestureRecognizer.mm, `requireGestureRecognizerToFail:`: `[(NSMutableSet *)failureRequirements
/// addObject:otherGestureRecognizer]`; the gesture graph's edge is `addUniqueEdgeWithLabel:@"failureRequirement"`),
/// so a reused cell's pair is required once; the kit's `require(toFail:)` skips a pair it has too.
enum FixCellSetupCode {
    /// `cell.PROPERTY.require(toFail: tableView.panGestureRecognizer)` for `waiting` (held by its cell) and
    /// `required` (its table's own recognizer), or the reverse; nil unless one is a cell's and the other is the
    /// pan or pinch of the table or collection view that cell is in.
    static func requirement(waiting: FixRecognizer, required: FixRecognizer) -> FixPlacement? {
        if let host = waiting.host, !host.isDelegate, waiting.scrollView == nil,
            let table = container(of: required, holding: host)
        {
            return placement(
                host: host, table: table,
                code: "cell.\(host.property).require(toFail: \(table.name).\(table.property))")
        }
        if let host = required.host, !host.isDelegate, required.scrollView == nil,
            let table = container(of: waiting, holding: host)
        {
            return placement(
                host: host, table: table,
                code: "\(table.name).\(table.property).require(toFail: cell.\(host.property))")
        }
        return nil
    }

    /// The name the data-source method gives `recognizer`'s scroll view, and the recognizer's property there, when
    /// it is the own recognizer of the table or collection view `host` is a cell of.
    private static func container(
        of recognizer: FixRecognizer, holding host: FixHost
    ) -> (name: String, property: String, method: String)? {
        guard let scrollView = recognizer.scrollView, scrollView == host.cellContainer,
            let property = recognizer.expression.split(separator: ".").last.map(String.init)
        else { return nil }
        switch recognizer.scrollViewClass {
        case "UITableView": return ("tableView", property, "tableView(_:cellForRowAt:)")
        case "UICollectionView": return ("collectionView", property, "collectionView(_:cellForItemAt:)")
        default: return nil
        }
    }

    private static func placement(
        host: FixHost, table: (name: String, property: String, method: String), code: String
    ) -> FixPlacement {
        FixPlacement(
            cellClass: host.className,
            code: "// in \(table.method), after the constant holding the dequeued \(host.className) (`cell` here):\n"
                + "// the cell reaches its table only there (it is not \(host.property)'s delegate); a pair is "
                + "required once\n" + code)
    }
}
