/// An unknown of a layout: a view's leading edge, its width... The solver gives it a value.
///
/// A variable is a handle compared by identity; `value` is written by ``Solver/updateVariables()``. A variable and
/// the solvers that use it belong to one thread (the kit's main actor): `value` is not synchronized.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for messages ("view.leading"); it plays no part in solving.
    public let name: String

    /// The value from the last ``Solver/updateVariables()`` of a solver that knows this variable, 0 before.
    public internal(set) var value: Double = 0

    /// The solver that last looked this variable up, and its symbol's raw value there: a lookup without hashing
    /// when a variable belongs to one solver, as a view's variables do (see `Solver.symbol(for:)`).
    /// One stored property, not two: each access to a class's stored property is checked for exclusivity.
    var cache: SymbolCache?

    /// A variable named `name` (for messages only), valued 0 until a solver updates it.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity: two variables are equal only if they are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or an address when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
