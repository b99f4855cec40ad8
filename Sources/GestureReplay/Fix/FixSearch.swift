import Foundation
import GestureScenes
import GestureScript
import GestureUIKit

/// Searches what-if edits for the smallest sets that make a script's expectations all pass, by replaying it with
/// each: the single edits first (`FixCandidates`), then, only when no single edit does, pairs of the singles that
/// came closest. Each fix found is checked against the `keep` scripts (which must still pass) and ranked.
public struct FixSearch {
    /// One script to run: its path (for messages) and its parse.
    public struct Script: Sendable {
        /// The path as given.
        public var path: String
        /// The parsed script.
        public var script: TouchScript

        /// `script`, read from `path`.
        public init(path: String, script: TouchScript) {
            self.path = path
            self.script = script
        }
    }

    /// Where the search is, for a progress line.
    public struct Progress: Sendable {
        /// `single edits` or `pairs`.
        public var phase: String
        /// Runs finished in this phase.
        public var done: Int
        /// Runs in this phase.
        public var total: Int
    }

    /// The script whose expectations say what should happen.
    public var target: Script
    /// Scripts of the same scene that must keep passing.
    public var keep: [Script]
    /// The replay settings every run starts from (scenes, iOS version, option overrides).
    public var settings: ReplaySettings
    /// Images for a script's paths (a fresh catalog per run: runs go on worker threads).
    public var images: (TouchScript) -> ImageCatalog
    /// Runs at once.
    public var jobs: Int
    /// How many of the closest singles are paired when no single edit is a fix.
    public var pairPool = 24
    /// Told as runs finish.
    public var onProgress: ((Progress) -> Void)?

    /// A search for `target`'s fix.
    public init(
        target: Script, keep: [Script] = [], settings: ReplaySettings = ReplaySettings(),
        images: @escaping (TouchScript) -> ImageCatalog, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.target = target
        self.keep = keep
        self.settings = settings
        self.images = images
        self.jobs = jobs
    }

    /// Runs the search.
    public func run() throws(ReplayError) -> FixResult {
        let (baseline, subjects, properties) = try runBaseline()
        var result = FixResult(
            baseline: FixTally(baseline), subjects: subjects, expectations: baseline.expectations.count)
        result.deviations = baseline.deviations
        guard !baseline.expectations.isEmpty, !result.baseline.allPass else { return result }
        let singles = FixCandidates.singles(subjects, scrollProperties: properties)
        let singleRuns = try runAll(singles.map { [$0] }, phase: "single edits")
        result.triedSingles = singles.count
        var fixes = zip(singles, singleRuns).filter { $0.1.allPass }.map { [$0.0] }
        if fixes.isEmpty {
            let pairs = Self.pairs(from: singles, runs: singleRuns, baseline: result.baseline, pool: pairPool)
            let pairRuns = try runAll(pairs, phase: "pairs")
            result.triedPairs = pairs.count
            fixes = zip(pairs, pairRuns).filter { $0.1.allPass }.map(\.0)
        }
        fixes = FixRanking.droppingInstancesOfPatterns(fixes, perRow: subjects.perRow)
        let keepBaseline = runKeep([])
        result.keepAlreadyFailing = keep.indices.filter { !keepBaseline[$0] }.map { keep[$0].path }
        let judge = { (edits: [WhatIfEdit]) throws(ReplayError) -> FixResult.Fix in
            let kept = runKeep(edits)
            let broken = keep.indices.filter { keepBaseline[$0] && !kept[$0] }.map { keep[$0].path }
            let fixed = try runTarget(edits)
            var fix = FixResult.Fix(
                edits: edits, code: FixCode.code(for: edits, subjects: subjects), brokenKeep: broken,
                keptCount: keep.indices.filter { keepBaseline[$0] }.count - broken.count,
                changes: FixChanges.between(baseline, fixed))
            fix.placements = FixCode.placements(for: edits, subjects: subjects)
            fix.recognizersChanged = FixRanking.recognizersChanged(edits)
            fix.usesPrivateClassName = FixRanking.usesPrivateClassName(edits, subjects: subjects)
            fix.beginLatency = FixRanking.beginLatency(of: fixed, script: target.script)
            return fix
        }
        var judged = try fixes.map { edits throws(ReplayError) in try judge(edits) }
        if !judged.isEmpty, !judged.contains(where: { $0.brokenKeep.isEmpty }) {
            let narrower = FixCandidates.refinements(of: judged.map(\.edits), subjects: subjects)
            let runs = try runAll(narrower, phase: "narrower conditions")
            result.triedNarrower = narrower.count
            // Only a narrower condition that keeps every keep script passing is a better fix; the rest add nothing.
            for (edits, tally) in zip(narrower, runs) where tally.allPass {
                let fix = try judge(edits)
                if fix.brokenKeep.isEmpty { judged.append(fix) }
            }
        }
        result.fixes = Self.grouped(FixRanking.ranked(judged))
        return result
    }

    // MARK: Runs

    private func runBaseline() throws(ReplayError) -> (
        ReplayReport, FixSubjects, [String: [WhatIfScrollProperty: Bool]]
    ) {
        let session = try ReplaySession(script: target.script, images: images(target.script), settings: settings)
        let properties = FixScrollProperties.read(in: session.window)
        let recorder = FixSubjects.recording(session)
        let report = session.run()
        return (report, recorder.subjects, properties)
    }

    private func runTarget(_ edits: [WhatIfEdit]) throws(ReplayError) -> ReplayReport {
        var settings = settings
        settings.whatIfEdits += edits
        return try ReplaySession(script: target.script, images: images(target.script), settings: settings).run()
    }

    /// Each edit set's tally on the target, on `jobs` threads.
    private func runAll(_ sets: [[WhatIfEdit]], phase: String) throws(ReplayError) -> [FixTally] {
        let counter = ProgressCounter()
        let run = { (index: Int) -> Result<FixTally, ReplayError> in
            do throws(ReplayError) {
                return .success(FixTally(try runTarget(sets[index])))
            } catch {
                return .failure(error)
            }
        }
        let results = ParallelWork.map(
            count: sets.count, jobs: jobs,
            done: { _ in onProgress?(Progress(phase: phase, done: counter.increment(), total: sets.count)) }, run)
        return try results.map { result throws(ReplayError) in try result.get() }
    }

    /// Whether each keep script passes with `edits`.
    /// A keep script whose scene can't be built counts as failing: it fails without edits too, so it is reported
    /// as already failing and held against no fix.
    private func runKeep(_ edits: [WhatIfEdit]) -> [Bool] {
        ParallelWork.map(count: keep.count, jobs: jobs) { index -> Bool in
            var settings = settings
            settings.whatIfEdits += edits
            let script = keep[index].script
            guard let report = try? ReplaySession(script: script, images: images(script), settings: settings).run()
            else { return false }
            return FixTally(report).allPass
        }
    }

    /// Fixes folded into the first of each group that edits the same recognizers the same way (the same kinds of
    /// edit, conditions aside) and did exactly the same (changes and keep scripts).
    static func grouped(_ fixes: [FixResult.Fix]) -> [FixResult.Fix] {
        var result: [FixResult.Fix] = []
        for fix in fixes {
            if let index = result.firstIndex(where: { sameShape($0, fix) }) {
                result[index].equivalents.append(fix.edits)
            } else {
                result.append(fix)
            }
        }
        return result
    }

    private static func sameShape(_ a: FixResult.Fix, _ b: FixResult.Fix) -> Bool {
        guard a.changes == b.changes, a.brokenKeep == b.brokenKeep, a.edits.count == b.edits.count else { return false }
        return zip(a.edits, b.edits).allSatisfy { x, y in
            guard x.subject == y.subject else { return false }
            switch (x.kind, y.kind) {
            case (.shouldBegin(_?), .shouldBegin(_?)): return true
            default: return x == y
            }
        }
    }

    /// Pairs of the singles that came closest (most expectations passing, then changed the run, then cheapest),
    /// each pair once, compatible edits only.
    static func pairs(from singles: [WhatIfEdit], runs: [FixTally], baseline: FixTally, pool: Int) -> [[WhatIfEdit]] {
        let ranked = zip(singles, runs).enumerated()
            .filter { $0.element.1.passed >= baseline.passed && $0.element.1.outcome != baseline.outcome }
            .sorted { (-$0.element.1.passed, $0.offset) < (-$1.element.1.passed, $1.offset) }
            .prefix(pool).map(\.element.0)
        var pairs: [[WhatIfEdit]] = []
        for (i, a) in ranked.enumerated() {
            for b in ranked[(i + 1)...] where FixCandidates.compatible(a, b) { pairs.append([a, b]) }
        }
        return pairs
    }
}

/// Counts finished runs across worker threads.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
