/// Writes `JSONValue`s as deterministic text: ordered keys, fixed-precision numbers, escaped strings.
///
/// Layout: an object or array whose members are all scalars (or arrays of scalars) is written on one line
/// (`{"t": 0.35, "name": "singleTap"}`); anything deeper is written one member per line, indented by two
/// spaces. Numbers are rounded to their decimals and printed without exponent, without trailing zeros, and
/// `-0` as `0`; non-finite numbers become `null`.
public enum JSONWriter {
    /// The text of `value`, ending without a newline.
    public static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number, let decimals): out += format(number, decimals: decimals)
        case .string(let text): out += quote(text)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if isFlat(items) {
                out += "[" + items.map { write($0) }.joined(separator: ", ") + "]"
            } else {
                out += "[\n"
                for (index, item) in items.enumerated() {
                    out += pad(indent + 1)
                    write(item, indent: indent + 1, into: &out)
                    out += index == items.count - 1 ? "\n" : ",\n"
                }
                out += pad(indent) + "]"
            }
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}"
            } else if isFlat(pairs.map(\.1)) {
                out += "{" + pairs.map { quote($0.0) + ": " + write($0.1) }.joined(separator: ", ") + "}"
            } else {
                out += "{\n"
                for (index, pair) in pairs.enumerated() {
                    out += pad(indent + 1) + quote(pair.0) + ": "
                    write(pair.1, indent: indent + 1, into: &out)
                    out += index == pairs.count - 1 ? "\n" : ",\n"
                }
                out += pad(indent) + "}"
            }
        }
    }

    /// Members that are scalars or arrays of scalars fit on one line.
    private static func isFlat(_ members: [JSONValue]) -> Bool {
        members.allSatisfy { member in
            if case .array(let items) = member { return items.allSatisfy(\.isScalar) }
            return member.isScalar
        }
    }

    private static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// `number` rounded half away from zero to `decimals` places, in plain decimal notation.
    ///
    /// `0.00001` at 4 decimals is `0`; `-0.00001` is `0` too (never `-0`); `2.5` stays `2.5`; `3.0` is `3`.
    public static func format(_ number: Double, decimals: Int) -> String {
        guard number.isFinite else { return "null" }
        let places = max(0, min(decimals, 9))
        var power = 1.0
        for _ in 0..<places { power *= 10 }
        let scaled = (number * power).rounded(.toNearestOrAwayFromZero)
        if scaled == 0 { return "0" }
        guard abs(scaled) < 9e15 else {
            // Beyond exact integers at this precision: the integer part only (no time or geometry gets here).
            let whole = number.rounded(.toNearestOrAwayFromZero)
            return abs(whole) < 9.2e18 ? String(Int64(whole)) : "null"
        }
        let negative = scaled < 0
        let magnitude = UInt64(abs(scaled))
        let unit = UInt64(power)
        var text = String(magnitude / unit)
        var fraction = magnitude % unit
        if places > 0, fraction != 0 {
            var digits = places
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return negative ? "-" + text : text
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped; other characters,
    /// including non-ASCII, kept as they are (UTF-8); U+2028 and U+2029 escaped for JavaScript readers.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}": out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
