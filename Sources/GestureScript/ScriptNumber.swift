import Foundation

/// The script's number syntax and formatting, shared by the parser, the writer and `DeviceSpec`.
///
/// Numbers are plain decimals: an optional `-`, at least one digit, and optionally `.` followed by at least
/// one digit (`195`, `-3.5`, `0.016`). No exponent, no `inf`/`nan`, no leading `+` (the parser accepts `+` on
/// times only and strips it before calling in here).
enum ScriptNumber {
    /// The value of `text` if it is a well-formed, finite decimal; nil otherwise.
    static func parse<S: StringProtocol>(_ text: S, allowMinus: Bool = true) -> Double? {
        guard isDecimal(text, allowMinus: allowMinus), let value = Double(String(text)), value.isFinite else {
            return nil
        }
        return value
    }

    /// The value of `text` if it is `-?[0-9]+` and fits an `Int`; nil otherwise.
    static func parseInteger<S: StringProtocol>(_ text: S) -> Int? {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy(isDigit) else { return nil }
        return Int(String(text))
    }

    /// Whether `text` matches `-?[0-9]+(\.[0-9]+)?`.
    static func isDecimal<S: StringProtocol>(_ text: S, allowMinus: Bool = true) -> Bool {
        var bytes = Substring(text).utf8[...]
        if allowMinus, bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty else { return false }
        bytes = bytes.dropFirst(whole.count)
        if bytes.isEmpty { return true }
        guard bytes.first == UInt8(ascii: ".") else { return false }
        bytes = bytes.dropFirst()
        return !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// `value` rounded to `decimals` places with trailing zeros (and a bare `.`) removed: `195`, `400.5`.
    ///
    /// Non-finite values print as `0` (the writer never has a better answer for them); `-0` prints as `0`.
    static func format(_ value: Double, decimals: Int = 4) -> String {
        var text = fixed(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `value` with exactly `decimals` places: `0.0167`. Non-finite values print as zero; `-0` loses its sign.
    static func fixed(_ value: Double, decimals: Int) -> String {
        let finite = value.isFinite ? value : 0
        let text = String(format: "%.\(decimals)f", finite)
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
            return String(text.dropFirst())
        }
        return text
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
