/// A JSON value with ordered object keys and numbers that carry their own precision.
///
/// The replay report is a public, diffable contract, so the writer must be deterministic: keys keep the order
/// they were built in, and every number says how many decimals it is rounded to when written.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written with at most `decimals` places (trailing zeros dropped; integers without a fraction).
    case number(Double, decimals: Int)
    case string(String)
    case array([JSONValue])
    /// Keys in the order written; duplicates are the builder's mistake and are written as given.
    case object([(String, JSONValue)])

    /// Equal values: numbers compare by value and decimals, objects by keys in order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x, let dx), .number(let y, let dy)): return x == y && dx == dy
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// A time in seconds: 4 decimals (0.1 ms).
    public static func time(_ seconds: Double) -> JSONValue { .number(seconds, decimals: 4) }

    /// A length or coordinate in points: 2 decimals.
    public static func geometry(_ points: Double) -> JSONValue { .number(points, decimals: 2) }

    /// A whole number.
    public static func integer(_ value: Int) -> JSONValue { .number(Double(value), decimals: 0) }

    /// The value for `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The keys in order when this is an object, else empty.
    public var keys: [String] {
        guard case .object(let pairs) = self else { return [] }
        return pairs.map(\.0)
    }

    /// Whether this is a string, number, bool or null.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
