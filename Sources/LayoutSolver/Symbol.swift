/// A column of the tableau: a variable of the user's (external, unrestricted in sign) or one the solver makes,
/// restricted to be at least 0: a slack for an inequality, an error for a non-required constraint, a dummy for a
/// required equality (a dummy is always 0 and never enters the basis). Numbered in creation order, so ties break
/// by age (Bland's rule) and a run does not depend on hashing; the number is also the symbol's dense id, the index
/// of its entries in the tableau's per-symbol arrays (its row's slot, its column).
struct Symbol: Hashable, Comparable {
    /// `serial << 2 | kind`.
    let raw: Int

    static let external = 0
    static let slack = 1
    static let error = 2
    static let dummy = 3

    init(serial: Int, kind: Int) {
        raw = serial << 2 | kind
    }

    init(raw: Int) {
        self.raw = raw
    }

    /// The serial: dense, from 1, the index into the tableau's per-symbol arrays.
    var id: Int { raw >> 2 }
    var isExternal: Bool { raw & 3 == Self.external }
    var isError: Bool { raw & 3 == Self.error }
    var isDummy: Bool { raw & 3 == Self.dummy }
    /// A slack or an error: a symbol the simplex may move into the basis.
    var isPivotable: Bool { raw & 3 == Self.slack || raw & 3 == Self.error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
