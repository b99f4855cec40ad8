import GestureReplay
import GestureScenes

extension GestureTester {
    // MARK: Recognizers

    /// Every recognizer state change so far, in order, with its reason (the report's `transitions`: returns to
    /// `possible` and `changed` → `changed` left out).
    public var transitions: [ReplayReport.Transition] { session.transitions }

    /// The transitions of the recognizer named `recognizer` (`browser.dismissPan`, `card.doubleTap`).
    public func transitions(of recognizer: String) -> [ReplayReport.Transition] {
        session.transitions.filter { $0.recognizer == recognizer }
    }

    /// The states the recognizer named `recognizer` went through, in order (`[.began, .changed, .ended]`).
    public func states(of recognizer: String) -> [GestureRecognizerState] {
        transitions(of: recognizer).map(\.to)
    }

    /// The last state the recognizer entered (not the reset to `possible`), or nil if it never changed.
    public func lastState(of recognizer: String) -> GestureRecognizerState? {
        transitions(of: recognizer).last?.to
    }

    /// The reason of the recognizer's last transition (`"excluded by banner.pan"`), or nil if it never changed.
    public func lastReason(of recognizer: String) -> String? {
        transitions(of: recognizer).last?.reason
    }

    /// The recognizer's state now (a finished gesture is back to `possible`), or nil when none has this name.
    public func state(of recognizer: String) -> GestureRecognizerState? {
        window.gestureRecognizer(named: recognizer)?.state
    }

    /// The names of the recognizers in the window now, depth first.
    public var recognizerNames: [String] { window.allGestureRecognizers.map(\.reportName) }

    /// Whether the recognizer began or recognized (a transition to `began`, or to `ended` for a discrete one).
    public func didRecognize(_ recognizer: String) -> Bool {
        states(of: recognizer).contains { $0 == .began || $0 == .ended }
    }

    // MARK: Actions

    /// The scene's actions so far (`LabContext.report`), in order, with their times and values.
    public var actions: [SceneAction] { session.actions }

    /// The names of the scene's actions so far, in order (`["doubleTap", "singleTap"]`).
    public var actionNames: [String] { session.actions.map(\.name) }

    /// Whether the scene reported `action` (`count` times exactly when given, else at least once).
    public func didReport(_ action: String, count: Int? = nil) -> Bool {
        let seen = actionNames.filter { $0 == action }.count
        return count.map { seen == $0 } ?? (seen > 0)
    }

    // MARK: Scroll views and screens

    /// Every named scroll view now (the report's `final.scrollViews`).
    public var scrollViews: [ScrollViewReport] { session.report().scrollViews }

    /// The scroll view named `name` now (offset, size, zoom, page, dragging, decelerating), or nil.
    public func scrollView(_ name: String) -> ScrollViewReport? {
        scrollViews.first { $0.name == name }
    }

    /// The content offset of the scroll view named `name` now, or nil.
    public func contentOffset(of name: String) -> CGPoint? { scrollView(name)?.contentOffset }

    /// The page the paging scroll view named `name` shows now (the report's `page`), or nil.
    public func page(of name: String) -> Int? { scrollView(name)?.page }

    /// The zoom scale of the scroll view named `name` now, or nil.
    public func zoomScale(of name: String) -> CGFloat? { scrollView(name).map { CGFloat($0.zoomScale) } }

    /// The screen on top: its view controller's `title` (`"viewer"`, `"albums"`).
    public var screen: String { session.report().screen }

    /// How many view controllers the navigation controller on screen holds (1 without one).
    public var navigationDepth: Int { session.report().navigationDepth }

    /// Every option's value now, in the scene's order.
    public var options: [(key: String, value: String)] { session.report().options }

    /// The report of the run so far, as `gesturelab replay` writes it, ending now.
    public func report() -> ReplayReport {
        var report = session.report()
        report.end = time
        return report
    }
}
