import GestureScript

/// A command-line value that is wrong, with a message naming the flag (`--device '12': expected WxH[@S]...`).
public struct CommandLineError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parsing and validation of the flags `replay` and `run` share: `--set`, `--device`, `--compare`.
public enum CommandLineValues {
    /// `--device WxH[@S]`.
    public static func device(_ text: String) throws(CommandLineError) -> DeviceSpec {
        guard let device = DeviceSpec.parse(text) else {
            throw CommandLineError("--device '\(text)': expected WxH[@S] with positive numbers, such as 390x844@3")
        }
        return device
    }

    /// `--set key=value`, each; the values are checked against a scene by `validate`.
    public static func overrides(_ texts: [String]) throws(CommandLineError) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        for text in texts {
            guard let pair = splitPair(text) else {
                throw CommandLineError("--set '\(text)': expected key=value, such as single-waits-for-double=off")
            }
            result.append(pair)
        }
        return result
    }

    /// `--compare key=a,b[,c...]`: two or more non-empty values.
    public static func compare(_ text: String) throws(CommandLineError) -> (key: String, values: [String]) {
        let pair = splitPair(text)
        let values = pair.map { $0.value.split(separator: ",", omittingEmptySubsequences: false) } ?? []
        guard let pair, values.count >= 2, values.allSatisfy({ !$0.isEmpty }) else {
            throw CommandLineError(
                "--compare '\(text)': expected key=a,b with two or more values, such as pop=system,per-page")
        }
        return (pair.key, values.map(String.init))
    }

    /// Checks `--set` and `--compare` values against `scene` (or any scene when nil) in `catalog`.
    public static func validate(
        _ overrides: [(key: String, value: String)], compare: (key: String, values: [String])?, scene: String?,
        catalog: SceneCatalog
    ) throws(CommandLineError) {
        for (key, value) in overrides {
            if let message = catalog.validate(key: key, value: value, scene: scene) {
                throw CommandLineError("--set \(key)=\(value): \(message)")
            }
        }
        if let compare {
            for value in compare.values {
                if let message = catalog.validate(key: compare.key, value: value, scene: scene) {
                    throw CommandLineError("--compare \(compare.key)=\(value): \(message)")
                }
            }
        }
    }

    /// `key=value` split at the first `=`; nil when either side is empty.
    static func splitPair(_ text: String) -> (key: String, value: String)? {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        let value = String(text[text.index(after: equals)...])
        guard !value.isEmpty else { return nil }
        return (String(text[..<equals]), value)
    }
}
