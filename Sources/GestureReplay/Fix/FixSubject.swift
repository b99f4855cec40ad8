import GestureUIKit

/// A recognizer that received a script's touches, as the fix search edits it and its code names it.
public struct FixRecognizer: Hashable, Sendable {
    /// The name reports use (`banner.pan`).
    public var name: String
    /// Its class (`UIPanGestureRecognizer`, a user's subclass, UIKit's private `UIScrollViewPanGestureRecognizer`).
    public var className: String
    /// How UIKit code reaches it: the owner's accessor (`navigationController!.interactivePopGestureRecognizer!`,
    /// `page0.panGestureRecognizer`) or a variable named after it (`bannerPan`).
    public var expression: String
    /// The scroll view whose own pan or pinch it is, if any (its delegate is that scroll view: UIKit refuses another).
    public var scrollView: String?
    /// Whether it is continuous (pans, pinches): direction conditions apply to it.
    public var isContinuous: Bool

    init(_ recognizer: UIGestureRecognizer) {
        name = recognizer.displayName
        className = String(describing: type(of: recognizer))
        isContinuous = !recognizer.isDiscrete
        if let owner = recognizer.view as? UIScrollView,
            recognizer === owner.panGestureRecognizer || recognizer === owner.pinchGestureRecognizer
        {
            scrollView = owner.displayName
            let property =
                recognizer === owner.panGestureRecognizer ? "panGestureRecognizer" : "pinchGestureRecognizer!"
            expression = "\(FixCode.identifier(owner.displayName)).\(property)"
        } else {
            scrollView = nil
            expression =
                recognizer.codeAccess ?? Self.privateAccess(recognizer, className: className)
                ?? FixCode.identifier(recognizer.displayName)
        }
    }
}

extension FixRecognizer {
    /// UIKit's private recognizers (`_UISwipeActionPanGestureRecognizer`) have no accessor: code finds them among
    /// their view's `gestureRecognizers` by class name, as apps do.
    static func privateAccess(_ recognizer: UIGestureRecognizer, className: String) -> String? {
        guard className.hasPrefix("_"), let view = recognizer.view, !view.displayName.isEmpty else { return nil }
        return "\(FixCode.identifier(view.displayName)).gestureRecognizers!.first { \"\\(type(of: $0))\" == "
            + "\"\(className)\" }!"
    }
}

/// What a run's touches reached: the recognizers that received them and the scroll views they went down in, in
/// the order first reached. The fix search edits only these.
public struct FixSubjects: Sendable {
    /// The recognizers that received a touch (or were asked whether to), first reached first.
    public var recognizers: [FixRecognizer] = []
    /// The scroll views a touch went down in (the hit view or an ancestor), first reached first.
    public var scrollViews: [String] = []

    /// The recognizer named `name`, if it received a touch.
    public func recognizer(named name: String) -> FixRecognizer? { recognizers.first { $0.name == name } }

    mutating func note(_ recognizer: UIGestureRecognizer) {
        guard !recognizers.contains(where: { $0.name == recognizer.displayName }) else { return }
        recognizers.append(FixRecognizer(recognizer))
    }

    mutating func note(scrollViewsAbove view: UIView?) {
        var view = view
        while let current = view {
            if current is UIScrollView, !current.displayName.isEmpty, !scrollViews.contains(current.displayName) {
                scrollViews.append(current.displayName)
            }
            view = current.superview
        }
    }

    /// Follows `session`'s touches: after each event, every recognizer tracking a touch and every scroll view
    /// over a touch's hit view; and every recognizer that changed state or was asked about a touch (one that
    /// failed at once has no touches left after the event). Call before the session runs.
    static func recording(_ session: ReplaySession) -> FixSubjectsRecorder {
        let recorder = FixSubjectsRecorder()
        let window = session.window
        let previous = session.onEventDelivered
        session.onEventDelivered = { [weak recorder, weak window] event in
            previous?(event)
            guard let recorder, let window else { return }
            for recognizer in window.allGestureRecognizers where !recognizer.touches.isEmpty {
                recorder.subjects.note(recognizer)
            }
            for touch in window.activeTouches { recorder.subjects.note(scrollViewsAbove: touch.view) }
        }
        let noteNamed = { [weak recorder, weak window] (name: String) in
            guard let recorder, let window, recorder.subjects.recognizer(named: name) == nil,
                let recognizer = window.allGestureRecognizers.first(where: { $0.displayName == name })
            else { return }
            recorder.subjects.note(recognizer)
        }
        let diagnostics = window.diagnostics
        let previousTransition = diagnostics.onTransition
        diagnostics.onTransition = { record in
            previousTransition?(record)
            noteNamed(record.recognizer)
        }
        let previousDecision = diagnostics.onDecision
        diagnostics.onDecision = { record in
            previousDecision?(record)
            noteNamed(record.recognizer)
        }
        return recorder
    }
}

/// Holds the subjects a run's touches reached while the run goes on.
final class FixSubjectsRecorder {
    var subjects = FixSubjects()
}
