import Foundation

/// UIKit's `UIColor`: an sRGB colour with alpha, components in 0...1.
///
/// Deviation: no dynamic (light/dark) colours and no pattern colours; the system colours are their light
/// appearance.
public final class UIColor: Hashable, Sendable {
    package let color: Color

    package init(_ color: Color) { self.color = color }

    /// `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), alpha: Double(alpha)))
    }

    /// `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    /// `UIColor.black`.
    public static let black = UIColor(Color.black)
    /// `UIColor.white`.
    public static let white = UIColor(Color.white)
    /// `UIColor.clear`.
    public static let clear = UIColor(Color.clear)
    /// `UIColor.gray` (white 0.5).
    public static let gray = UIColor(Color(white: 0.5))
    /// `UIColor.darkGray` (white 1/3).
    public static let darkGray = UIColor(Color.darkGray)
    /// `UIColor.lightGray` (white 2/3).
    public static let lightGray = UIColor(Color(white: 2.0 / 3.0))
    /// `UIColor.red`.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// `UIColor.systemBlue` (light appearance, #007AFF).
    public static let systemBlue = UIColor(Color.systemBlue)
    /// `UIColor.systemRed` (light appearance, #FF3B30).
    public static let systemRed = UIColor(Color(hex: 0xFF3B30))
    /// `UIColor.systemGreen` (light appearance, #34C759).
    public static let systemGreen = UIColor(Color(hex: 0x34C759))
    /// `UIColor.systemOrange` (light appearance, #FF9500).
    public static let systemOrange = UIColor(Color(hex: 0xFF9500))
    /// `UIColor.systemGray` (light appearance).
    public static let systemGray = UIColor(Color.systemGray)
    /// `UIColor.systemGray6` (light appearance).
    public static let systemGray6 = UIColor(Color.systemGray6)
    /// `UIColor.systemBackground` (light appearance: white).
    public static let systemBackground = UIColor(Color.white)

    /// `isEqual(_:)` (NSObject): the same components.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    /// `hash` (NSObject): by components.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension UIColor {
    /// `UIColor.separator` (light appearance): the hairline between rows and under bars.
    public static let separator = UIColor(Color.separator)
}
