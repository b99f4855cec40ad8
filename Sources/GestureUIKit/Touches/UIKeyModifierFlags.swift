/// UIKit's `UIKeyModifierFlags`: the keyboard modifiers held during an event. The kit delivers no keyboard state,
/// so it reads empty wherever UIKit reports it (`UIGestureRecognizer.modifierFlags`, `UIEvent.modifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits (UIKit's values).
    public let rawValue: Int
    /// Flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `alphaShift`: Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// `shift`.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// `control`.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// `alternate`: Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// `command`.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// `numericPad`.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
