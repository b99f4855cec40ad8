import Foundation

/// Numbers without trailing zeros, as the report and the script print them.
enum ScriptNumberText {
    /// `value` rounded to `decimals` places, trailing zeros dropped: `1`, `12.5`; `-0` prints as `0`.
    static func format(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value.isFinite ? value : 0)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
