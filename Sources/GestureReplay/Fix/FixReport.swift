import Foundation

/// A fix search's result as the terminal shows it and as `--json` writes it.
public enum FixReport {
    /// The most fixes printed in full; the rest are counted.
    static let shownFixes = 8

    /// The text: the baseline, what was tried, then each fix with its `whatif` lines, its UIKit code, what it
    /// changed and which keep scripts it breaks.
    public static func text(_ result: FixResult, script: String, seconds: Double) -> String {
        var lines = ["gesturelab fix \(script)"]
        let baseline = result.baseline
        lines.append("without edits: \(baseline.passed) of \(baseline.total) expectations pass")
        if baseline.allPass {
            lines.append("every expectation already passes: nothing to fix")
            return lines.joined(separator: "\n") + "\n"
        }
        let reached = result.subjects.recognizers.map(\.name).joined(separator: ", ")
        lines.append("the touches reached: \(reached.isEmpty ? "no recognizer" : reached)")
        var tried = "tried \(result.triedSingles) single edits"
        if result.triedPairs > 0 { tried += " and \(result.triedPairs) pairs" }
        if result.triedNarrower > 0 { tried += ", then \(result.triedNarrower) narrower conditions" }
        lines.append(tried + " in \(String(format: "%.1f", seconds)) s")
        for path in result.keepAlreadyFailing {
            lines.append("note: \(path) fails without edits; not held against fixes")
        }
        guard !result.fixes.isEmpty else {
            lines.append("no fix: no single edit or pair of edits makes every expectation pass")
            return lines.joined(separator: "\n") + "\n"
        }
        let count = result.fixes.count
        lines.append("\(count) fix\(count == 1 ? "" : "es") (best first):")
        for (index, fix) in result.fixes.prefix(shownFixes).enumerated() {
            lines.append("")
            var heading = "\(index + 1). \(fix.text)"
            if fix.brokenKeep.isEmpty, fix.keptCount > 0 {
                heading += "  (keeps every other script passing: \(fix.keptCount))"
            } else if !fix.brokenKeep.isEmpty {
                heading += "  (breaks \(fix.brokenKeep.count): \(fix.brokenKeep.joined(separator: ", ")))"
            }
            lines.append(heading)
            lines += fix.edits.map { "   whatif \($0)" }
            lines.append("   UIKit:")
            lines += fix.code.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }
            if !fix.changes.isEmpty {
                lines.append("   changes: " + fix.changes.joined(separator: "; "))
            }
            if let lag = FixRanking.lagLine(fix) { lines.append("   " + lag) }
            if !fix.equivalents.isEmpty {
                let others = fix.equivalents.map { $0.map(\.description).joined(separator: "; ") }
                lines.append("   does the same here: " + others.joined(separator: "; "))
            }
        }
        if count > shownFixes { lines.append("\n... and \(count - shownFixes) more (--json lists every one)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON object.
    public static func json(_ result: FixResult, script: String, seconds: Double) -> String {
        let fixes: [JSONValue] = result.fixes.map { fix in
            .object([
                ("whatif", .array(fix.edits.map { .string($0.description) })),
                ("code", .string(fix.code)),
                ("cost", .integer(fix.cost)),
                ("recognizersChanged", .integer(fix.recognizersChanged)),
                ("usesPrivateClassName", .bool(fix.usesPrivateClassName)),
                ("beginLatency", fix.beginLatency.map { .number($0, decimals: 3) } ?? .null),
                ("lag", fix.lag.map { .number($0, decimals: 3) } ?? .null),
                ("classes", .array(fix.placements.compactMap(\.className).map { .string($0) })),
                ("dequeuedCells", .array(fix.placements.compactMap(\.cellClass).map { .string($0) })),
                ("changes", .array(fix.changes.map { .string($0) })),
                ("sameHere", .array(fix.equivalents.map { edits in .array(edits.map { .string($0.description) }) })),
                ("keptScripts", .integer(fix.keptCount)),
                ("brokenScripts", .array(fix.brokenKeep.map { .string($0) })),
            ])
        }
        let value = JSONValue.object([
            ("script", .string(script)),
            (
                "baseline",
                .object([("passed", .integer(result.baseline.passed)), ("total", .integer(result.baseline.total))])
            ),
            ("reached", .array(result.subjects.recognizers.map { .string($0.name) })),
            ("scrollViews", .array(result.subjects.scrollViews.map { .string($0) })),
            ("triedSingles", .integer(result.triedSingles)),
            ("triedPairs", .integer(result.triedPairs)),
            ("triedNarrower", .integer(result.triedNarrower)),
            ("seconds", .number(seconds, decimals: 2)),
            ("keepAlreadyFailing", .array(result.keepAlreadyFailing.map { .string($0) })),
            ("fixes", .array(fixes)),
        ])
        return JSONWriter.write(value)
    }
}
