import Foundation

/// Core Graphics' `CGColor`, as layers take colours (`layer.shadowColor = UIColor.black.cgColor`): an sRGB colour
/// with alpha. Foundation on Linux has no Core Graphics, so the kit declares it.
public final class CGColor: Hashable, Sendable {
    package let color: Color

    package init(_ color: Color) { self.color = color }

    /// `CGColor(red:green:blue:alpha:)` (sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), alpha: Double(alpha)))
    }

    /// `alpha`.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// `components`: red, green, blue and alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } }

    /// `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlpha(Double(alpha))) }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension UIColor {
    /// `cgColor`: the colour as a `CGColor` (what layers take).
    public var cgColor: CGColor { CGColor(color) }

    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
}
