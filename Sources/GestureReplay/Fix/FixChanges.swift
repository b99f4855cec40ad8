/// What a fix changed in a run: each recognizer whose states differ, and the actions that differ.
enum FixChanges {
    /// Lines such as `nav.edgePop: began, changed, ended (was failed)` and `action popped: 1 (was 0)`.
    static func between(_ before: ReplayReport, _ after: ReplayReport) -> [String] {
        var lines: [String] = []
        let names = (before.transitions + after.transitions).map(\.recognizer).uniqued()
        for name in names {
            let was = states(of: name, in: before)
            let now = states(of: name, in: after)
            guard was != now else { continue }
            lines.append("\(name): \(describe(now)) (was \(describe(was)))")
        }
        for name in (before.actions + after.actions).map(\.name).uniqued() {
            let was = before.actions.filter { $0.name == name }.count
            let now = after.actions.filter { $0.name == name }.count
            if was != now { lines.append("action \(name): \(now) (was \(was))") }
        }
        return lines
    }

    private static func states(of name: String, in report: ReplayReport) -> [String] {
        report.transitions.filter { $0.recognizer == name }.map(\.to.rawValue)
    }

    private static func describe(_ states: [String]) -> String {
        guard !states.isEmpty else { return "no transitions" }
        var compact: [String] = []
        for state in states where compact.last != state { compact.append(state) }
        return compact.joined(separator: ", ")
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
