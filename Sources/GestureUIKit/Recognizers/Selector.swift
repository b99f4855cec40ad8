import Foundation

/// Objective-C's `Selector`, the type of UIKit's `action:` parameters: here only a method's name.
///
/// Foundation on Linux has no `Selector` and no Objective-C runtime to call one by name, so the kit's
/// target-action takes an unapplied method (`#selector(Feed.didPan(_:))` is ported to `Feed.didPan(_:)`) or a
/// closure. The type exists so that UIKit's spelling of the designated initializer compiles unchanged in a
/// recognizer subclass: `override init(target: Any?, action: Selector?)` calling `super.init(target: target, action:
/// action)`, which the kit's generic `init(target:action:)` reaches with a nil selector.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's Objective-C name (`didPan:`).
    public let name: String

    /// `Selector("didPan:")`.
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal, as Swift allows for `Selector`.
    public init(stringLiteral name: String) { self.name = name }

    /// The name (`NSStringFromSelector`).
    public var description: String { name }
}
