import Foundation

extension UIFont {
    /// UIKit's `UIFont.Weight`: the weights of the system font, UIKit's values (`UIFontWeightRegular` 0,
    /// `UIFontWeightSemibold` 0.3...).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight as a number from -1 to 1.
        public var rawValue: CGFloat
        /// `init(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.ultraLight` (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// `.thin` (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// `.light` (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// `.regular` (0).
        public static let regular = Weight(rawValue: 0)
        /// `.medium` (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// `.semibold` (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// `.bold` (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// `.heavy` (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// `.black` (0.62).
        public static let black = Weight(rawValue: 0.62)
        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// UIKit's `UIFont.TextStyle`: Dynamic Type's styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style (`UICTFontTextStyleBody`).
        public var rawValue: String
        /// `init(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.largeTitle`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// `.title1`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// `.title2`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// `.title3`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// `.headline`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// `.body`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// `.callout`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// `.subheadline`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// `.footnote`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// `.caption1`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// `.caption2`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size (Large), from Apple's Human Interface Guidelines,
        /// "Typography", iOS Dynamic Type sizes.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// `UIFont.systemFont(ofSize:weight:)`: semibold and heavier weights are drawn and measured bold.
    /// Deviation: two weights only (regular and bold): lighter and medium weights are regular.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, isBold: weight >= .semibold)
    }

    /// `UIFont.preferredFont(forTextStyle:)`: the style's font at the default content size (Large: body 17 pt,
    /// headline 17 pt semibold, footnote 13 pt...).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.metrics.size, weight: style.metrics.weight)
    }

    /// `lineHeight`: the height of a line of this font.
    public var lineHeight: CGFloat { KitTextMetrics.lineHeight(of: self) }

    /// `withSize(_:)`: the same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: isBold) }
}
