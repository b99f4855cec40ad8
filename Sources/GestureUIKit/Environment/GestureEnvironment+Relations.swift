/// How one recognizer stands to another under the environment's rules now, for the panels' relationship graph.
package struct RecognizerRelation: Hashable, Sendable {
    /// What the rule says.
    package enum Kind: String, Hashable, Sendable {
        /// `from` must wait for `to` to fail (`require(toFail:)`, a subclass override or a delegate's answer).
        case requiresToFail = "requires"
        /// `from`, having begun or recognized, would exclude `to` (related views, no requirement, both allow it).
        case mayPrevent = "may prevent"
        /// Related views where a delegate (or a what-if edit) allows `from` and `to` to recognize together.
        case simultaneous
    }

    /// The recognizer the relation is read from (the waiting one, the preventing one, or either of a simultaneous
    /// pair).
    package var from: String
    /// The other recognizer.
    package var to: String
    /// What the rule says about the two.
    package var kind: Kind

    /// A relation of `kind` from `from` to `to`.
    package init(from: String, to: String, kind: Kind) {
        self.from = from
        self.to = to
        self.kind = kind
    }
}

extension GestureEnvironment {
    /// Every relation among `recognizers` (in their order; a simultaneous pair once) as the environment's rules
    /// would decide it now: the failure requirements, the dynamic ones included (`requires`), and the exclusion
    /// rule (`exclusion(by:of:)`).
    ///
    /// A query: the delegates are asked as arbitration asks them, and any note an answer leaves is dropped, so the
    /// next real decision's reason is not changed by a panel having looked.
    package func relations(among recognizers: [UIGestureRecognizer]) -> [RecognizerRelation] {
        let savedNotes = notes
        defer { notes = savedNotes }
        var result: [RecognizerRelation] = []
        var simultaneousPairs = Set<[String]>()
        for a in recognizers {
            for b in recognizers where b !== a {
                if requires(a, b) {
                    result.append(RecognizerRelation(from: a.displayName, to: b.displayName, kind: .requiresToFail))
                }
                switch exclusion(by: a, of: b) {
                case .excludes:
                    result.append(RecognizerRelation(from: a.displayName, to: b.displayName, kind: .mayPrevent))
                case .simultaneous:
                    let pair = [a.displayName, b.displayName].sorted()
                    if simultaneousPairs.insert(pair).inserted {
                        result.append(RecognizerRelation(from: a.displayName, to: b.displayName, kind: .simultaneous))
                    }
                case .unrelated:
                    break
                }
            }
        }
        return result
    }
}
