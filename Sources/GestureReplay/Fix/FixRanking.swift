import GestureScript

/// How fixes are ranked by what they leave the user: the fewest keep scripts broken, then the fewest recognizers
/// whose code changes, then code that names public handles before code that matches UIKit's private class names,
/// then the fix under which the expected recognizers begin soonest (a `require(toFail:)` on a long-lived
/// recognizer holds the dragged view still until the other fails: that is lag the user sees), then the cheapest.
enum FixRanking {
    /// The recognizers whose code an edit set changes: each subject, and a `simultaneous` partner (the delegate's
    /// answer is symmetric: both recognize together). A pattern counts once: its code is written once, in a class.
    static func recognizersChanged(_ edits: [WhatIfEdit]) -> Int {
        var names = Set<String>()
        for edit in edits {
            names.insert(edit.subject)
            if case .simultaneous(let partner) = edit.kind { names.insert(partner) }
        }
        return names.count
    }

    /// Whether the code reaches a recognizer only by UIKit's private class name.
    static func usesPrivateClassName(_ edits: [WhatIfEdit], subjects: FixSubjects) -> Bool {
        edits.flatMap { [$0.subject] + ($0.partner.map { [$0] } ?? []) }
            .contains { subjects.recognizer(named: $0)?.isReachedByPrivateClass == true }
    }

    /// Seconds from each touch going down to the expected recognizer beginning, summed over the script's
    /// `expect R began|recognized` lines; nil when the script expects no recognizer to begin.
    ///
    /// For each such line, the first matching transition at or before the line's time counts, measured from the
    /// last touch down before it.
    static func beginLatency(of report: ReplayReport, script: TouchScript) -> Double? {
        let downs = script.events.filter { $0.phase == .down }.map(\.time)
        var total: Double?
        for expectation in script.expectations where !expectation.negated {
            guard case .transition(let name, let state) = expectation.condition, state == .began || state == .recognized
            else { continue }
            let begun = report.transitions.first { transition in
                transition.time <= expectation.time + 1e-9
                    && SceneCatalog.SceneEntry.name(transition.recognizer, matches: name)
                    && (transition.to == .began || (state == .recognized && transition.to == .ended))
            }
            guard let begun, let down = downs.last(where: { $0 <= begun.time + 1e-9 }) else { continue }
            total = (total ?? 0) + (begun.time - down)
        }
        return total
    }

    /// `fixes` sorted best first, each given its lag behind the soonest fix of the same rank so far.
    static func ranked(_ fixes: [FixResult.Fix]) -> [FixResult.Fix] {
        let soonest = fixes.compactMap(\.beginLatency).min()
        var sorted = fixes.sorted { a, b in
            let left = (a.brokenKeep.count, a.recognizersChanged, a.usesPrivateClassName ? 1 : 0)
            let right = (b.brokenKeep.count, b.recognizersChanged, b.usesPrivateClassName ? 1 : 0)
            if left != right { return left < right }
            let lagA = rounded(a.beginLatency ?? .infinity)
            let lagB = rounded(b.beginLatency ?? .infinity)
            if lagA != lagB { return lagA < lagB }
            return (a.cost, a.text) < (b.cost, b.text)
        }
        for index in sorted.indices {
            if let latency = sorted[index].beginLatency, let soonest { sorted[index].lag = latency - soonest }
        }
        return sorted
    }

    /// To the millisecond: runs on the same frames differ by rounding only.
    private static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() }

    /// `lag: the expected recognizers begin 83 ms (5 frames at 60 Hz) later than under fix 1`, or nil without lag.
    static func lagLine(_ fix: FixResult.Fix) -> String? {
        guard let lag = fix.lag, lag >= 0.0005 else { return nil }
        let milliseconds = Int((lag * 1000).rounded())
        let frames = Int((lag * 60).rounded())
        return "lag: the expected recognizer begins \(milliseconds) ms (\(frames) frame\(frames == 1 ? "" : "s") at "
            + "60 Hz) later than under the soonest fix: the dragged view waits that long before it follows the finger"
    }

    /// Instance fixes whose pattern form is also a fix (`row.5.pan ...` when `row.N.pan ...` passes): the code is
    /// written in the cell's class either way, so the pattern stands for both.
    static func droppingInstancesOfPatterns(_ fixes: [[WhatIfEdit]], perRow: Set<String>) -> [[WhatIfEdit]] {
        let all = Set(fixes)
        return fixes.filter { edits in
            let general = edits.map { generalized($0, perRow: perRow) }
            return general == edits || !all.contains(general)
        }
    }

    /// `edit` with its names made per row as patterns.
    static func generalized(_ edit: WhatIfEdit, perRow: Set<String>) -> WhatIfEdit {
        let rename = { (name: String) in perRow.contains(name) ? FixCandidates.pattern(of: name) ?? name : name }
        var result = edit
        result.subject = rename(edit.subject)
        switch edit.kind {
        case .requires(let name): result.kind = .requires(rename(name))
        case .simultaneous(let name): result.kind = .simultaneous(rename(name))
        case .shouldBegin(let condition?):
            result.kind = .shouldBegin(
                WhatIfCondition(
                    condition.terms.map { term in
                        if case .edge(let scrollView, let edge) = term {
                            return .edge(scrollView: rename(scrollView), edge)
                        }
                        return term
                    }, negated: condition.isNegated))
        default: break
        }
        return result
    }
}
