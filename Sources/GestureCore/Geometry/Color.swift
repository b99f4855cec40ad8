/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    public static let separator = Color(hex: 0xC6C6C8)
    public static let darkGray = Color(white: 1.0 / 3.0)
}
