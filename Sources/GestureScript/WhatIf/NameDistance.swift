/// Orders known names by how close they are to a misspelt one, for "unknown name" messages.
enum NameDistance {
    /// `names` sorted by edit distance to `name` (case-insensitive), ties kept in their declared order.
    static func closestFirst(to name: String, in names: [String]) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        return names.enumerated()
            .map { (distance: distance(target, Array($0.element.lowercased().unicodeScalars)), index: $0.offset) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .map { names[$0.index] }
    }

    /// Levenshtein distance.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
