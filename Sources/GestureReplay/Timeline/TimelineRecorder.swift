import GestureUIKit
import GestureScript

/// Feeds a `TimelineBuilder` from a replay session as it runs: its state changes and waiting decisions, its
/// script's touches, which recognizers hold a touch after each event, and its checked expectations.
///
/// Attach before the session runs; the session's and diagnostics' observers already set are kept (chained).
package final class TimelineRecorder {
    /// What has been collected so far.
    package private(set) var builder = TimelineBuilder()
    private weak var session: ReplaySession?

    /// Starts collecting from `session`.
    package init(_ session: ReplaySession) {
        self.session = session
        let diagnostics = session.window.diagnostics
        let previousTransition = diagnostics.onTransition
        diagnostics.onTransition = { [weak self] record in
            previousTransition?(record)
            self?.record(record)
        }
        let previousDecision = diagnostics.onDecision
        diagnostics.onDecision = { [weak self] record in
            previousDecision?(record)
            self?.record(record)
        }
        let previousEvent = session.onEventDelivered
        session.onEventDelivered = { [weak self, weak session] event in
            previousEvent?(event)
            guard let self, let session else { return }
            self.record(event, window: session.window)
        }
        let previousExpectation = session.onExpectation
        session.onExpectation = { [weak self] result in
            previousExpectation?(result)
            self?.builder.checked(
                TimelineExpectationMark(
                    time: result.expectation.time, line: result.line, text: result.text, passed: result.passed,
                    detail: result.passed ? result.actual : result.message))
        }
    }

    /// The timeline from 0 to the session's time, titled `title` and captioned with the scene and its options.
    package func timeline(title: String) -> Timeline {
        guard let session else { return builder.timeline(title: title, end: 0) }
        let options = session.scene.optionValues.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return builder.timeline(
            title: title, caption: "scene \(session.sceneName)" + (options.isEmpty ? "" : " · \(options)"),
            end: max(session.time, session.script.endTime ?? 0))
    }

    private func record(_ record: TransitionRecord) {
        guard record.to != record.from, let state = TimelineState(rawValue: record.to.rawValue) else { return }
        builder.changed(record.recognizer, to: state, at: record.time, reason: record.reason)
    }

    private func record(_ record: DecisionRecord) {
        switch record.kind {
        case .waiting: builder.changed(record.recognizer, to: .waiting, at: record.time, reason: record.reason)
        case .released: builder.changed(record.recognizer, to: .possible, at: record.time, reason: record.reason)
        case .touchRefused, .simultaneous, .refused: builder.received(record.recognizer)
        }
    }

    private func record(_ event: TouchScriptEvent, window: UIWindow) {
        switch event.phase {
        case .down: builder.touched(TimelineTouchMark(time: event.time, finger: event.finger, phase: .down))
        case .up: builder.touched(TimelineTouchMark(time: event.time, finger: event.finger, phase: .up))
        case .cancel: builder.touched(TimelineTouchMark(time: event.time, finger: event.finger, phase: .cancel))
        case .move: break
        }
        for recognizer in window.allGestureRecognizers where !recognizer.activeTouches.isEmpty {
            builder.received(recognizer.displayName)
        }
    }
}
