import ArgumentParser

/// `--compare key=a,b[,c...]`: one run per value of a scene option; two or more non-empty values.
struct OptionComparison: ExpressibleByArgument, Equatable {
    /// The option's name, such as `pop`.
    var key: String
    /// Its values, in order, such as `system` and `per-page`.
    var values: [String]

    init?(argument: String) {
        guard let assignment = OptionAssignment(argument: argument) else { return nil }
        let values = assignment.value.split(separator: ",", omittingEmptySubsequences: false)
        guard values.count >= 2, values.allSatisfy({ !$0.isEmpty }) else { return nil }
        self.key = assignment.key
        self.values = values.map(String.init)
    }

    /// The comparison as the replay settings take it.
    var pair: (key: String, values: [String]) { (key, values) }
}
