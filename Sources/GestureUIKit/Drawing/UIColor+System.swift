import Foundation

/// UIKit's standard and system colours beyond the ones the scenes use, in their light appearance (the values of
/// Apple's Human Interface Guidelines, "Color", iOS light mode), and its dynamic colours.
extension UIColor {
    /// `UIColor.blue`.
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// `UIColor.green`.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// `UIColor.yellow`.
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    /// `UIColor.orange`.
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    /// `UIColor.purple`.
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    /// `UIColor.cyan`.
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    /// `UIColor.magenta`.
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    /// `UIColor.brown`.
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    /// `UIColor.systemIndigo` (#5856D6).
    public static let systemIndigo = UIColor(Color(hex: 0x5856D6))
    /// `UIColor.systemPurple` (#AF52DE).
    public static let systemPurple = UIColor(Color(hex: 0xAF52DE))
    /// `UIColor.systemPink` (#FF2D55).
    public static let systemPink = UIColor(Color(hex: 0xFF2D55))
    /// `UIColor.systemTeal` (#30B0C7).
    public static let systemTeal = UIColor(Color(hex: 0x30B0C7))
    /// `UIColor.systemYellow` (#FFCC00).
    public static let systemYellow = UIColor(Color(hex: 0xFFCC00))
    /// `UIColor.systemMint` (#00C7BE).
    public static let systemMint = UIColor(Color(hex: 0x00C7BE))
    /// `UIColor.systemCyan` (#32ADE6).
    public static let systemCyan = UIColor(Color(hex: 0x32ADE6))
    /// `UIColor.systemBrown` (#A2845E).
    public static let systemBrown = UIColor(Color(hex: 0xA2845E))
    /// `UIColor.label`: black.
    public static let label = UIColor(Color.black)
    /// `UIColor.secondaryLabel`: #3C3C43 at 60%.
    public static let secondaryLabel = UIColor(Color(hex: 0x3C3C43, alpha: 0.6))
    /// `UIColor.tertiaryLabel`: #3C3C43 at 30%.
    public static let tertiaryLabel = UIColor(Color(hex: 0x3C3C43, alpha: 0.3))
    /// `UIColor.secondarySystemBackground` (#F2F2F7).
    public static let secondarySystemBackground = UIColor(Color(hex: 0xF2F2F7))
    /// `UIColor.systemGroupedBackground` (#F2F2F7).
    public static let systemGroupedBackground = UIColor(Color(hex: 0xF2F2F7))
    /// `UIColor.secondarySystemGroupedBackground`: white.
    public static let secondarySystemGroupedBackground = UIColor(Color.white)

    /// `UIColor(dynamicProvider:)` (iOS 13): a colour that depends on the traits. Deviation: resolved once, for the
    /// light appearance of an iPhone (the kit draws no dark appearance).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection(deviceSize: UIScreen.defaultSize)).color)
    }

    /// `resolvedColor(with:)`: the colour itself (kit colours are resolved when made).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = Double(saturation), v = Double(brightness)
        let f = h - h.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(Color(red: r, green: g, blue: b, alpha: Double(alpha)))
    }

    /// `getRed(_:green:blue:alpha:)`: the sRGB components; always true.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}
