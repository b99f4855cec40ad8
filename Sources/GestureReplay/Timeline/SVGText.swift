import Foundation

/// Text and numbers as an SVG document writes them.
enum SVGText {
    /// `text` safe in XML content and attributes (JUnit's escaping: the five entities, no forbidden characters).
    static func escape(_ text: String) -> String { JUnitReport.escape(text) }

    /// Pixels with at most one decimal: `12`, `12.5`.
    static func px(_ value: Double) -> String { ScriptNumberText.format(value, decimals: 1) }

    /// Seconds with two decimals, as the test output prints them: `0.42`.
    static func seconds(_ value: Double) -> String { String(format: "%.2f", value.isFinite ? value : 0) }
}
