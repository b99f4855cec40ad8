/// How much a constraint matters: required, or a priority below it that the solver satisfies as well as it can.
///
/// Priorities are levels, compared lexicographically as the symbolic weights of the Cassowary paper (Badros,
/// Borning and Stuckey 2001, section 2): the solver first minimises the error of the highest priority, then the next
/// one down, so one constraint of priority 251 wins over any number of priority 250, as UIKit's priorities behave
/// (a single weighted sum, as kiwi uses, would let enough low constraints outweigh a higher one). Within one level,
/// `weight` scales a constraint's error against the other errors of its level.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The level: UIKit's `UILayoutPriority` (1...1000); 1000 and above is required.
    public let priority: Double
    /// The weight of the constraint's error within its level (1 unless set).
    public let weight: Double

    /// A strength of `priority` (values above 1000 mean 1000, required) with `weight` within its level.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority > Self.requiredPriority && priority.isFinite ? Self.requiredPriority : priority
        self.weight = weight
    }

    /// The priority of a required constraint, UIKit's `UILayoutPriority.required`.
    public static let requiredPriority = 1000.0
    /// Must hold: the solver refuses a required constraint it cannot satisfy.
    public static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh` (750).
    public static let strong = Strength(priority: 750)
    /// Halfway (500).
    public static let medium = Strength(priority: 500)
    /// UIKit's `defaultLow` (250).
    public static let weak = Strength(priority: 250)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= Self.requiredPriority }

    /// Whether priority and weight are usable: finite, priority above 0, weight above 0.
    public var isValid: Bool {
        priority.isFinite && weight.isFinite && priority > 0 && weight > 0
    }

    /// Ordered by priority, then weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `required`, or the priority (and the weight when it is not 1).
    public var description: String {
        if isRequired { return "required" }
        return weight == 1 ? "\(priority)" : "\(priority)×\(weight)"
    }
}
