import GestureScenes

/// One option of the running scene for the fixes panel: its choices and current value.
struct OptionRow: Equatable, Sendable {
    var key: String
    var summary: String
    /// The accepted values; nil for an integer option (`open=N`).
    var choices: [String]?
    var value: String
    /// The option the F key flips, with its broken and fixed values.
    var mainFix: (broken: String, fixed: String)?
    /// A start option: changing it rebuilds the scene rather than applying live.
    var isStartOption: Bool

    static func == (a: OptionRow, b: OptionRow) -> Bool {
        a.key == b.key && a.summary == b.summary && a.choices == b.choices && a.value == b.value
            && a.mainFix?.broken == b.mainFix?.broken && a.mainFix?.fixed == b.mainFix?.fixed
            && a.isStartOption == b.isStartOption
    }

    /// The rows of `description`'s options with the values in `values` (the scene's `optionValues`).
    static func rows(_ description: SceneDescription, values: [(key: String, value: String)]) -> [OptionRow] {
        description.options.map { spec in
            let fix = description.mainFix.flatMap { $0.key == spec.key ? ($0.broken, $0.fixed) : nil }
            return OptionRow(
                key: spec.key, summary: spec.summary, choices: spec.values,
                value: values.first { $0.key == spec.key }?.value ?? spec.defaultValue,
                mainFix: fix, isStartOption: spec.isStartOption)
        }
    }
}
