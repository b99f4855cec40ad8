/// A unified diff (`diff -u`'s format, three lines of context) between two texts, for `gesturelab port`'s
/// default output: empty when they are equal.
public enum UnifiedDiff {
    /// The diff from `old` to `new`, headed `--- a/PATH` and `+++ b/PATH` (an absolute path as it is), so
    /// `patch -p1` or `git apply` takes it from the folder the paths are relative to.
    public static func make(from old: String, to new: String, path: String) -> String {
        guard old != new else { return "" }
        let before = lines(old)
        let after = lines(new)
        let script = operations(before, after)
        let (oldName, newName) = path.hasPrefix("/") ? (path, path) : ("a/\(path)", "b/\(path)")
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script) {
            out += hunk
        }
        return out
    }

    private enum Operation {
        case same(String, old: Int, new: Int)
        case removed(String, old: Int)
        case added(String, new: Int)
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The edit script from the longest common subsequence of lines (files here are small).
    private static func operations(_ a: [String], _ b: [String]) -> [Operation] {
        let n = a.count
        let m = b.count
        var length = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                length[i][j] = a[i] == b[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var result: [Operation] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                result.append(.same(a[i], old: i, new: j))
                i += 1
                j += 1
            } else if i < n, j == m || length[i + 1][j] >= length[i][j + 1] {
                result.append(.removed(a[i], old: i))
                i += 1
            } else {
                result.append(.added(b[j], new: j))
                j += 1
            }
        }
        return result
    }

    private static func hunks(_ script: [Operation], context: Int = 3) -> [String] {
        let changed = script.indices.filter {
            if case .same = script[$0] { return false }
            return true
        }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(script.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            var oldStart = 0
            var newStart = 0
            var oldCount = 0
            var newCount = 0
            var body = ""
            var first = true
            for operation in script[range] {
                switch operation {
                case .same(let line, let old, let new):
                    if first { (oldStart, newStart) = (old, new) }
                    oldCount += 1
                    newCount += 1
                    body += " \(line)\n"
                case .removed(let line, let old):
                    if first { (oldStart, newStart) = (old, position(script, before: range.lowerBound)) }
                    oldCount += 1
                    body += "-\(line)\n"
                case .added(let line, let new):
                    if first { (oldStart, newStart) = (oldPosition(script, before: range.lowerBound), new) }
                    newCount += 1
                    body += "+\(line)\n"
                }
                first = false
            }
            let oldHeader = oldCount == 0 ? "\(oldStart),0" : "\(oldStart + 1),\(oldCount)"
            let newHeader = newCount == 0 ? "\(newStart),0" : "\(newStart + 1),\(newCount)"
            return "@@ -\(oldHeader) +\(newHeader) @@\n" + body
        }
    }

    /// The new-side line index where the script at `index` stands (lines of the new text before it).
    private static func position(_ script: [Operation], before index: Int) -> Int {
        script[..<index].reduce(0) { count, operation in
            if case .removed = operation { return count }
            return count + 1
        }
    }

    /// The old-side line index where the script at `index` stands.
    private static func oldPosition(_ script: [Operation], before index: Int) -> Int {
        script[..<index].reduce(0) { count, operation in
            if case .added = operation { return count }
            return count + 1
        }
    }
}
