import Foundation
import GestureUIKit
import GestureScenes
import GestureScript

/// What a run had at an expectation's time: its histories (timestamped, so they can be cut at any time) and a
/// snapshot of its state.
///
/// The histories hold everything up to at least the expectation's time; the evaluator ignores later entries.
/// The snapshot is the state after the last instant (event or frame) at or before that time.
public struct ExpectationSnapshot {
    /// Every recognizer state change, returns to `possible` included, in order.
    public var stateChanges: [ReplayReport.Transition]
    /// Every action the scene reported, in order.
    public var actions: [SceneAction]
    /// The screen on top.
    public var screen: String
    /// How many screens are stacked (1: the root).
    public var navigationDepth: Int
    /// Every live scroll view, in the scene's order.
    public var scrollViews: [ScrollViewReport]
    /// The recognizers in the window and their states, at `time`.
    public var recognizers: [(name: String, state: GestureRecognizerState)]
    /// Seconds: when the snapshot was taken (the last instant processed).
    public var time: Double

    /// A snapshot of a run at `time`.
    public init(
        stateChanges: [ReplayReport.Transition], actions: [SceneAction], screen: String, navigationDepth: Int,
        scrollViews: [ScrollViewReport], recognizers: [(name: String, state: GestureRecognizerState)],
        time: Double
    ) {
        self.time = time
        self.stateChanges = stateChanges
        self.actions = actions
        self.screen = screen
        self.navigationDepth = navigationDepth
        self.scrollViews = scrollViews
        self.recognizers = recognizers
    }
}

/// Checks one `expect` line against a run (touch-script.md, "Expectations (scripts as tests)").
///
/// History conditions (`action`, `RECOGNIZER STATE`, `RECOGNIZER is STATE`) count what happened at or before T,
/// so a deadline that fired between frames counts at its own time. State conditions (offsets, zoom, page,
/// screen, depth) read the snapshot. `not` inverts the outcome, except that a recognizer or scroll view that does
/// not exist at T (and, for a recognizer, made no transition by T) fails the expectation either way: there is
/// nothing to judge.
public enum ExpectationEvaluator {
    /// Seconds of slack when comparing times with T (relative times add up with rounding).
    static let timeSlack = 1e-9
    /// An action's `value V` matches within this (the report prints 4 decimals).
    static let valueTolerance = 5e-5
    /// Entries listed at most in an `actual` text before `...`.
    static let listLimit = 8

    /// The result of `expectation` against `snapshot`.
    public static func evaluate(_ expectation: ScriptExpectation, in snapshot: ExpectationSnapshot)
        -> ExpectationResult
    {
        let limit = expectation.time + timeSlack
        let outcome: (holds: Bool, actual: String, judgeable: Bool)
        switch expectation.condition {
        case .action(let name, let value, let count):
            let actions = snapshot.actions.filter { $0.time <= limit }
            let matching = actions.filter { action in
                guard action.name == name else { return false }
                guard let value else { return true }
                return action.value.map { abs($0 - value) <= valueTolerance } ?? false
            }
            let holds = count.map { matching.count == $0 } ?? !matching.isEmpty
            let listed = list(actions.map(describe(action:)))
            outcome = (holds, actions.isEmpty ? "no actions" : listed, true)
        case .transition(let recognizer, let state):
            let changes = snapshot.stateChanges.filter { $0.time <= limit && $0.to != .possible }
            let own = changes.filter { $0.recognizer == recognizer }
            let holds = own.contains { change in
                state == .recognized
                    ? (change.to == .began || change.to == .ended) : change.to.rawValue == state.rawValue
            }
            if own.isEmpty {
                let others = changes.map { "\($0.recognizer) \($0.to.rawValue) at \(seconds($0.time))" }
                let context = others.isEmpty ? "no transitions at all" : "transitions: \(list(others))"
                // Without transitions, it must at least exist for `not` to mean "it did not".
                let exists = snapshot.recognizers.contains { $0.name == recognizer }
                let what = exists ? "no transitions of \(recognizer)" : "no recognizer \(recognizer)"
                outcome = (holds, "\(what) (\(context))", exists)
            } else {
                outcome = (holds, list(own.map(describe(transition:))), true)
            }
        case .state(let recognizer, let state):
            // The state at the snapshot, unless a deadline changed it between the snapshot and T.
            let last = snapshot.stateChanges.last { $0.time <= limit && $0.recognizer == recognizer }
            let live = snapshot.recognizers.first { $0.name == recognizer }?.state
            if let last, last.time > snapshot.time + timeSlack || live == nil {
                let actual = "\(last.to.rawValue) (since \(seconds(last.time)): \(last.reason))"
                outcome = (last.to.rawValue == state.rawValue, actual, true)
            } else if let live {
                let since = last.map { " (last: \(describe(transition: $0)))" } ?? " (no transitions)"
                outcome = (live.rawValue == state.rawValue, live.rawValue + since, true)
            } else {
                let names = snapshot.recognizers.map(\.name)
                outcome = (false, "no recognizer \(recognizer) (recognizers: \(list(names)))", false)
            }
        case .offset(let name, let axis, let comparison):
            outcome = scrollView(name, in: snapshot) { view in
                let value = axis == .x ? view.contentOffset.x : view.contentOffset.y
                return (comparison.holds(value), "\(axis.rawValue) \(points(value))")
            }
        case .zoom(let name, let comparison):
            outcome = scrollView(name, in: snapshot) { view in
                (comparison.holds(view.zoomScale), "zoom \(ScriptNumberText.format(view.zoomScale, decimals: 4))")
            }
        case .page(let name, let page):
            outcome = scrollView(name, in: snapshot) { view in
                guard let current = view.page else { return (false, "\(name) does not page") }
                return (current == page, "page \(current)")
            }
        case .screen(let name):
            outcome = (snapshot.screen == name, "screen \(snapshot.screen)", true)
        case .depth(let depth):
            outcome = (snapshot.navigationDepth == depth, "depth \(snapshot.navigationDepth)", true)
        }
        let passed = outcome.judgeable && outcome.holds != expectation.negated
        return ExpectationResult(expectation: expectation, passed: passed, actual: outcome.actual)
    }

    /// What the expectation asks, for `expected ...`: `action dismissed by 2.50 s`, `offset pager x >= 100 at
    /// 1.00 s`.
    public static func describe(_ expectation: ScriptExpectation) -> String {
        let condition = (expectation.negated ? "not " : "") + expectation.condition.text
        switch expectation.condition {
        case .action, .transition: return "\(condition) by \(seconds(expectation.time)) s"
        default: return "\(condition) at \(seconds(expectation.time)) s"
        }
    }

    private static func scrollView(
        _ name: String, in snapshot: ExpectationSnapshot, check: (ScrollViewReport) -> (Bool, String)
    ) -> (holds: Bool, actual: String, judgeable: Bool) {
        guard let view = snapshot.scrollViews.first(where: { $0.name == name }) else {
            let names = snapshot.scrollViews.map(\.name)
            return (false, "no scroll view \(name) (scroll views: \(names.isEmpty ? "none" : list(names)))", false)
        }
        let (holds, actual) = check(view)
        return (holds, actual, true)
    }

    private static func describe(action: SceneAction) -> String {
        let value = action.value.map { " \(ScriptNumberText.format($0, decimals: 4))" } ?? ""
        return "\(action.name)\(value) at \(seconds(action.time))"
    }

    private static func describe(transition: ReplayReport.Transition) -> String {
        "\(transition.from.rawValue) → \(transition.to.rawValue) at \(seconds(transition.time)) (\(transition.reason))"
    }

    /// The first `listLimit` entries joined with `, `, then `... (N more)`.
    private static func list(_ entries: [String]) -> String {
        guard entries.count > listLimit else { return entries.joined(separator: ", ") }
        return entries.prefix(listLimit).joined(separator: ", ") + ", ... (\(entries.count - listLimit) more)"
    }

    /// Seconds with 2 decimals: `2.50`.
    static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Points with 2 decimals: `12.50`.
    static func points(_ value: Double) -> String { ScriptNumberText.format(value, decimals: 2) }
}
