import GestureScript

/// The single edits the fix search tries, from what the script's touches reached, simplest fixes first.
///
/// For each recognizer A that received a touch: `A requires B` and `A simultaneous B` for every other such B (one
/// `simultaneous` per pair: it is symmetric), `A shouldBegin when|unless` each direction (continuous recognizers) and
/// each touched scroll view's edges, and the navigation depth, `A receives no`, `A shouldBegin no`, `A disabled`; for
/// each scroll view a touch went down in, every property the edits know, set the other way from now.
public enum FixCandidates {
    /// The candidates, in the order of `cost` (ties in the order generated): the edits on name patterns first
    /// (`row.N.pan`, for a recognizer made per row, `FixSubjects.perRow`: the code goes in the cell's class, so it
    /// holds for every row), then the same edits on the single instances the touches reached.
    public static func singles(
        _ subjects: FixSubjects, scrollProperties: [String: [WhatIfScrollProperty: Bool]]
    ) -> [WhatIfEdit] {
        let patterned = edits(subjects, scrollProperties: scrollProperties, byPattern: true)
        var seen = Set(patterned)
        var all = patterned
        for edit in edits(subjects, scrollProperties: scrollProperties, byPattern: false)
        where seen.insert(edit).inserted {
            all.append(edit)
        }
        return all.enumerated().sorted { (cost($0.element), $0.offset) < (cost($1.element), $1.offset) }
            .map(\.element)
    }

    /// `name` with each numeric component as `N` (`row.5.pan` → `row.N.pan`), or nil when it has none.
    public static func pattern(of name: String) -> String? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var numbered = false
        for index in parts.indices where !parts[index].isEmpty && parts[index].allSatisfy({ $0.isASCII && $0.isNumber })
        {
            parts[index] = "N"
            numbered = true
        }
        return numbered ? parts.joined(separator: ".") : nil
    }

    /// The edits on each reached recognizer and scroll view, named by pattern or as they are.
    private static func edits(
        _ subjects: FixSubjects, scrollProperties: [String: [WhatIfScrollProperty: Bool]], byPattern: Bool
    ) -> [WhatIfEdit] {
        let rename = { (name: String) in
            byPattern && subjects.perRow.contains(name) ? pattern(of: name) ?? name : name
        }
        // One representative per name: two rows' pans are one `row.N.pan`.
        var recognizers: [(name: String, recognizer: FixRecognizer)] = []
        for recognizer in subjects.recognizers
        where !recognizers.contains(where: { $0.name == rename(recognizer.name) }) {
            recognizers.append((rename(recognizer.name), recognizer))
        }
        let names = recognizers.map(\.name)
        var edits: [WhatIfEdit] = []
        for (index, (name, recognizer)) in recognizers.enumerated() {
            for b in names where b != name { edits.append(WhatIfEdit(name, .requires(b))) }
            for b in names[(index + 1)...] { edits.append(WhatIfEdit(name, .simultaneous(b))) }
            for term in conditionTerms(for: recognizer, subjects: subjects, rename: rename) {
                edits.append(WhatIfEdit(name, .shouldBegin(WhatIfCondition([term]))))
                edits.append(WhatIfEdit(name, .shouldBegin(WhatIfCondition([term], negated: true))))
            }
            edits += [WhatIfEdit(name, .receivesNo), WhatIfEdit(name, .shouldBegin(nil)), WhatIfEdit(name, .disabled)]
        }
        var scrollViews: [String] = []
        for scrollView in subjects.scrollViews where !scrollViews.contains(rename(scrollView)) {
            scrollViews.append(rename(scrollView))
            for property in WhatIfScrollProperty.allCases {
                let now = scrollProperties[scrollView]?[property] ?? true
                edits.append(WhatIfEdit(rename(scrollView), .scrollProperty(property, !now)))
            }
        }
        return edits
    }

    /// The conditions a `shouldBegin` edit on `recognizer` may test: each direction (continuous recognizers),
    /// each reached scroll view's edges, and the navigation depth (not for a scroll view's own pan, which is asked
    /// in the scroll view's subclass, which has no navigation controller).
    static func conditionTerms(
        for recognizer: FixRecognizer, subjects: FixSubjects, rename: (String) -> String = { $0 }
    ) -> [WhatIfCondition.Term] {
        var terms: [WhatIfCondition.Term] = []
        if recognizer.isContinuous { terms += WhatIfCondition.Direction.allCases.map { .direction($0) } }
        var scrollViews: [String] = []
        for scrollView in subjects.scrollViews.map(rename) where !scrollViews.contains(scrollView) {
            scrollViews.append(scrollView)
            terms += WhatIfCondition.Edge.allCases.map { .edge(scrollView: scrollView, $0) }
        }
        if recognizer.scrollView == nil { terms.append(.depth(.greater, 1)) }
        return terms
    }

    /// Narrower versions of one-condition `shouldBegin` fixes: the condition and one more term (`unless down` →
    /// `unless down and page.0 at top`), tried when every fix breaks a keep script, since a real fix is often
    /// the blunt one narrowed to where the conflict is.
    public static func refinements(of fixes: [[WhatIfEdit]], subjects: FixSubjects) -> [[WhatIfEdit]] {
        var result: [[WhatIfEdit]] = []
        for edits in fixes {
            guard edits.count == 1, let edit = edits.first, case .shouldBegin(let condition?) = edit.kind,
                condition.terms.count == 1, let recognizer = subjects.recognizer(named: edit.subject)
            else { continue }
            let rename = { (name: String) in
                edit.subject != recognizer.name && subjects.perRow.contains(name) ? pattern(of: name) ?? name : name
            }
            for term in conditionTerms(for: recognizer, subjects: subjects, rename: rename)
            where !condition.terms.contains(term) {
                let narrower = WhatIfCondition(condition.terms + [term], negated: condition.isNegated)
                let refined = [WhatIfEdit(edit.subject, .shouldBegin(narrower))]
                // `unless down and page.0 at top` and `unless page.0 at top and down` are one condition.
                let key = { (edits: [WhatIfEdit]) -> String in
                    guard case .shouldBegin(let c?) = edits[0].kind else { return "" }
                    return edits[0].subject + (c.isNegated ? "!" : "")
                        + c.terms.map(\.description).sorted().joined(separator: "&")
                }
                if !result.contains(where: { key($0) == key(refined) }) { result.append(refined) }
            }
        }
        return result
    }

    /// How much an edit asks of the code and how much else it may change: a failure requirement is the smallest
    /// fix, disabling a recognizer the bluntest.
    public static func cost(_ edit: WhatIfEdit) -> Int {
        switch edit.kind {
        case .requires: 1
        case .simultaneous: 2
        case .shouldBegin(let condition?): 2 + condition.terms.count
        case .scrollProperty: 4
        case .receivesNo: 5
        case .shouldBegin(nil): 6
        case .disabled: 7
        }
    }

    /// Whether two edits can stand together: not the same question answered twice for one recognizer.
    static func compatible(_ a: WhatIfEdit, _ b: WhatIfEdit) -> Bool {
        if a == b { return false }
        switch (a.kind, b.kind) {
        case (.shouldBegin, .shouldBegin), (.receivesNo, .receivesNo), (.disabled, _), (_, .disabled):
            return a.subject != b.subject
        case (.scrollProperty(let p, _), .scrollProperty(let q, _)):
            return a.subject != b.subject || p != q
        case (.simultaneous(let x), .simultaneous(let y)):
            return !(a.subject == y && b.subject == x)
        default:
            return true
        }
    }
}
