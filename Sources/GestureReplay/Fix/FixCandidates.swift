import GestureScript

/// The single edits the fix search tries, from what the script's touches reached, simplest fixes first.
///
/// For each recognizer A that received a touch: `A requires B` and `A simultaneous B` for every other such B (one
/// `simultaneous` per pair: it is symmetric), `A shouldBegin when|unless` each direction (continuous recognizers) and
/// each touched scroll view's edges, and the navigation depth, `A receives no`, `A shouldBegin no`, `A disabled`; for
/// each scroll view a touch went down in, every property the edits know, set the other way from now.
public enum FixCandidates {
    /// The candidates, in the order of `cost` (ties in the order generated).
    public static func singles(
        _ subjects: FixSubjects, scrollProperties: [String: [WhatIfScrollProperty: Bool]]
    ) -> [WhatIfEdit] {
        var edits: [WhatIfEdit] = []
        let names = subjects.recognizers.map(\.name)
        for (index, a) in subjects.recognizers.enumerated() {
            for b in names where b != a.name { edits.append(WhatIfEdit(a.name, .requires(b))) }
            for b in names[(index + 1)...] { edits.append(WhatIfEdit(a.name, .simultaneous(b))) }
            var terms: [WhatIfCondition.Term] = []
            if a.isContinuous { terms += WhatIfCondition.Direction.allCases.map { .direction($0) } }
            for scrollView in subjects.scrollViews {
                terms += WhatIfCondition.Edge.allCases.map { .edge(scrollView: scrollView, $0) }
            }
            terms.append(.depth(.greater, 1))
            for term in terms {
                edits.append(WhatIfEdit(a.name, .shouldBegin(WhatIfCondition([term]))))
                edits.append(WhatIfEdit(a.name, .shouldBegin(WhatIfCondition([term], negated: true))))
            }
            edits += [
                WhatIfEdit(a.name, .receivesNo), WhatIfEdit(a.name, .shouldBegin(nil)), WhatIfEdit(a.name, .disabled),
            ]
        }
        for scrollView in subjects.scrollViews {
            for property in WhatIfScrollProperty.allCases {
                let now = scrollProperties[scrollView]?[property] ?? true
                edits.append(WhatIfEdit(scrollView, .scrollProperty(property, !now)))
            }
        }
        return edits.enumerated().sorted { (cost($0.element), $0.offset) < (cost($1.element), $1.offset) }
            .map(\.element)
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
