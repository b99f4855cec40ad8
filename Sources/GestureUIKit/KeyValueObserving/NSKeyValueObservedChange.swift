import Foundation

/// Foundation's `NSKeyValueObservingOptions`: what an observation's change carries and when it is first called.
/// swift-corelibs-foundation has no key-value observing, so the kit declares it with Foundation's names.
/// Deviation: with `.prior` the before-change call is made once the value is set, just before the after-change one.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.new`: the change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// `.old`: the change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// `.initial`: the handler is called once at once, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// `.prior`: a separate call before each change, `isPrior` true (deviation: made once the value is set).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// Foundation's `NSKeyValueChange`: the kind of change. The kit's properties are never collections, so every
/// change is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// `.setting`: the value was set.
    case setting = 1
    /// `.insertion` (to-many relationships; never sent by the kit).
    case insertion = 2
    /// `.removal` (to-many relationships; never sent by the kit).
    case removal = 3
    /// `.replacement` (to-many relationships; never sent by the kit).
    case replacement = 4
}

/// Foundation's `NSKeyValueObservedChange<Value>`: what an observation's handler is told.
public struct NSKeyValueObservedChange<Value> {
    /// `Kind`, as Foundation's nested name.
    public typealias Kind = NSKeyValueChange
    /// `kind`: always `.setting` here.
    public let kind: Kind
    /// `newValue`: the value now, when the observation asked for `.new`.
    public let newValue: Value?
    /// `oldValue`: the value before, when the observation asked for `.old`.
    public let oldValue: Value?
    /// `indexes`: nil (no to-many relationships).
    public let indexes: IndexSet?
    /// `isPrior`: true for the before-change call an observation with `.prior` gets.
    public let isPrior: Bool
}
