import GestureUIKit

/// The recognizers panel's grouping by cell: a table of cards shows three recognizers per visible cell (a pan, a
/// tap, a double tap), which read as one list of look-alike names unless each cell's rows stand together under
/// the cell's name.
enum RecognizerCellGrouping {
    /// The `UITableViewCell` or `UICollectionViewCell` that holds `recognizer`'s view (the view itself or an
    /// ancestor), found through the superview chain; nil outside any cell.
    static func cell(of recognizer: UIGestureRecognizer) -> UIView? {
        var view = recognizer.view
        while let current = view {
            if current is UITableViewCell || current is UICollectionViewCell { return current }
            view = current.superview
        }
        return nil
    }

    /// `rows` with each cell's rows moved up to its first one, so a cell's recognizers are contiguous; rows outside
    /// cells, and the order of first appearance, are kept.
    static func grouped(_ rows: [RecognizerRow]) -> [RecognizerRow] {
        var result: [RecognizerRow] = []
        var placedCells = Set<ObjectIdentifier>()
        for row in rows {
            guard let cell = row.cellID else {
                result.append(row)
                continue
            }
            guard placedCells.insert(cell).inserted else { continue }
            result += rows.filter { $0.cellID == cell }
        }
        return result
    }
}
