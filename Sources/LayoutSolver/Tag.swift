/// What the solver keeps for one constraint: its marker (the slack, dummy or positive error whose column stands
/// for the constraint in the tableau), its other error (negative error of a non-required equality, error of a
/// non-required inequality), the marker's coefficient in the constraint's original row, the constant in force,
/// and the order it was added in.
struct Tag {
    var marker: Symbol
    var other: Symbol?
    /// The marker's coefficient in `expression + ... = 0` before any sign change: changing the expression's
    /// constant by Δ is the same as shifting the marker by Δ / markerCoefficient.
    var markerCoefficient: Double
    var constant: Double
    var serial: Int
}
