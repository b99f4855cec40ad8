/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
package struct Color: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour from its channels, each 0...1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey of `white` (0 black, 1 white).
    package init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// From 0xRRGGBB.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with alpha `a`.
    package func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Opaque black.
    package static let black = Color(white: 0)
    /// Opaque white.
    package static let white = Color(white: 1)
    /// Fully transparent.
    package static let clear = Color(white: 0, alpha: 0)
    /// UIColor.systemBlue, light appearance (#007AFF).
    package static let systemBlue = Color(hex: 0x007AFF)
    /// UIColor.systemGray, light appearance (#8E8E93).
    package static let systemGray = Color(hex: 0x8E8E93)
    /// UIColor.systemGray6, light appearance (#F2F2F7).
    package static let systemGray6 = Color(hex: 0xF2F2F7)
    /// UIColor.separator's opaque equivalent, light appearance (#C6C6C8).
    package static let separator = Color(hex: 0xC6C6C8)
    /// UIColor.darkGray (white 1/3).
    package static let darkGray = Color(white: 1.0 / 3.0)
}
