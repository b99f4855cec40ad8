import ArgumentParser

/// `--set key=value`: a scene option; whether the value suits the scene is checked once the scene is known.
struct OptionAssignment: ExpressibleByArgument, Equatable {
    /// The option's name, such as `single-waits-for-double`.
    var key: String
    /// Its value, such as `off`.
    var value: String

    /// Splits at the first `=`; nil when either side is empty.
    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        let value = argument[argument.index(after: equals)...]
        guard !value.isEmpty else { return nil }
        self.key = String(argument[..<equals])
        self.value = String(value)
    }

    /// The pair as the replay settings take it.
    var pair: (key: String, value: String) { (key, value) }
}
