import GestureScript

/// What a fix search found.
public struct FixResult: Sendable {
    /// One fix: a smallest set of edits with which every expectation holds.
    public struct Fix: Sendable {
        /// The edits, in `whatif` grammar.
        public var edits: [WhatIfEdit]
        /// The UIKit code they stand for.
        public var code: String
        /// Each edit's code and the user's class it goes in (what `fix --patch` adds to the user's files).
        public var placements: [FixPlacement] = []
        /// The keep scripts that passed without the edits and fail with them.
        public var brokenKeep: [String]
        /// The keep scripts that passed without the edits and still pass.
        public var keptCount: Int
        /// What the edits changed in the target's run, one line per recognizer or action.
        public var changes: [String]
        /// Other fixes of the same kind on the same recognizer that did exactly the same here (`shouldBegin unless
        /// right` and `unless horizontal` on an edge swipe): listed with this one, not apart.
        public var equivalents: [[WhatIfEdit]] = []
        /// Recognizers whose code the fix changes (`FixRanking.recognizersChanged`): the first rank after keep
        /// scripts.
        public var recognizersChanged = 0
        /// Whether its code finds a recognizer by UIKit's private class name (no public handle exists).
        public var usesPrivateClassName = false
        /// Seconds from the touches going down to the expected recognizers beginning, summed
        /// (`FixRanking.beginLatency`); nil when the script expects none to begin.
        public var beginLatency: Double?
        /// Seconds the expected recognizers begin later than under the soonest fix (the dragged view's lag).
        public var lag: Double?

        /// The edits' total cost (`FixCandidates.cost`): the rank among fixes that break nothing.
        public var cost: Int { edits.map(FixCandidates.cost).reduce(0, +) }
        /// The edits as `whatif` lines' text, joined by "; ".
        public var text: String { edits.map(\.description).joined(separator: "; ") }
    }

    /// The target's expectations without edits.
    public var baseline: FixTally
    /// The deviations from UIKit the target's run without edits exercised: a pass (or a fix) that leans on them
    /// may not hold on a device.
    public var deviations: [ReplayReport.Deviation] = []
    /// What the target's touches reached (the search's subjects).
    public var subjects: FixSubjects
    /// The target's expectation count.
    public var expectations: Int
    /// Single edits tried.
    public var triedSingles = 0
    /// Pairs tried (only when no single edit was a fix).
    public var triedPairs = 0
    /// Narrower conditions tried (only when every fix broke a keep script: `FixCandidates.refinements`).
    public var triedNarrower = 0
    /// Keep scripts that failed already without edits (not held against any fix).
    public var keepAlreadyFailing: [String] = []
    /// The fixes, best first (`FixRanking`): those that break no keep script, then the fewest recognizers changed,
    /// public handles, the least lag, the cheapest.
    public var fixes: [Fix] = []

    init(baseline: FixTally, subjects: FixSubjects, expectations: Int) {
        self.baseline = baseline
        self.subjects = subjects
        self.expectations = expectations
    }
}
