// Whether the constraints pin a variable, read from the optimal tableau.
//
// The solution is optimal when no parametric symbol has a lexicographically negative objective coefficient. A
// parametric symbol whose coefficients are 0 at every level is a free direction: moving it changes no error, so
// every point along it is an equally good solution. A variable is ambiguous when some such direction moves it
// (its row holds the symbol, or it is the parametric symbol itself) and the direction is open: a restricted
// symbol (slack, error) may only grow, an external one may move either way, and a restricted basic row that is
// already at 0 and would go negative closes it. A variable no constraint names is ambiguous too. This is the
// textbook test for alternative optima (a zero reduced cost) with a one-step ratio test for degenerate rows; at a
// degenerate vertex a direction closed in this basis but open after further degenerate pivots is missed (the
// answer is then "not ambiguous"), a case UIKit's own `hasAmbiguousLayout` leaves undocumented as well.
extension Solver {
    /// Whether the required and non-required constraints leave `variable` free to move without making any
    /// priority level's error worse (UIKit's `hasAmbiguousLayout` asks this of a view's four frame variables).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = tableau.existingSymbol(for: variable) else { return true }
        var expression = Row()
        expression.add(symbol, 1)
        let cells = tableau.row(of: symbol) ?? expression
        // Ascending: the oldest free direction is tried first.
        for cell in cells.cells where !nearZero(cell.coefficient) && !cell.symbol.isDummy && isFree(cell.symbol) {
            let parametric = cell.symbol
            if isOpen(parametric, direction: 1) { return true }
            if parametric.isExternal && isOpen(parametric, direction: -1) { return true }
        }
        return false
    }

    /// Whether any of `variables` is ambiguous.
    public func hasAmbiguity(among variables: [Variable]) -> Bool {
        variables.contains { isAmbiguous($0) }
    }

    /// Whether `symbol`'s coefficient is 0 in every objective level.
    func isFree(_ symbol: Symbol) -> Bool {
        tableau.objectives.allSatisfy { nearZero($0.coefficient(symbol)) }
    }

    /// Whether `symbol` can move a positive step in `direction` before a restricted basic row goes negative.
    func isOpen(_ symbol: Symbol, direction: Double) -> Bool {
        for basic in tableau.basicsHolding(symbol) where !basic.isExternal {
            guard let row = tableau.row(of: basic) else { continue }
            let rate = row.coefficient(symbol) * direction
            if rate < 0 && nearZero(row.constant) { return false }
        }
        return true
    }
}
