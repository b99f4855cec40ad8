/// A point in a touch script, in device points with the origin at the top-left of the device screen.
///
/// The script module does not depend on the core's geometry, so it has its own point type; the replay layer
/// converts it.
public struct ScriptPoint: Hashable, Sendable {
    /// Points from the left edge of the device screen.
    public var x: Double
    /// Points from the top edge of the device screen.
    public var y: Double

    /// A point at `x`, `y` (points).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
