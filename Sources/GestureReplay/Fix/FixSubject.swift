import GestureScript
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
    /// That scroll view's public UIKit class (`UITableView`, for a user's subclass too): the type code casts to.
    public var scrollViewClass: String?
    /// Whether it is continuous (pans, pinches): direction conditions apply to it.
    public var isContinuous: Bool
    /// The user's class and property that hold it (`CardCell.panGesture`), when a user object holds it.
    public var host: FixHost?
    /// Whether code reaches it only by matching UIKit's private class name (no public handle exists).
    public var isReachedByPrivateClass = false

    init(_ recognizer: UIGestureRecognizer) {
        name = recognizer.displayName
        className = String(describing: type(of: recognizer))
        isContinuous = !recognizer.isDiscrete
        host = FixHost.find(for: recognizer)
        if let owner = recognizer.view as? UIScrollView,
            recognizer === owner.panGestureRecognizer || recognizer === owner.pinchGestureRecognizer
        {
            scrollView = owner.displayName
            scrollViewClass = Self.publicKitClass(of: owner)
            let property =
                recognizer === owner.panGestureRecognizer ? "panGestureRecognizer" : "pinchGestureRecognizer!"
            expression = "\(FixCode.identifier(owner.displayName)).\(property)"
        } else {
            scrollView = nil
            let privateAccess = Self.privateAccess(recognizer, className: className)
            isReachedByPrivateClass = recognizer.codeAccess == nil && host == nil && privateAccess != nil
            expression =
                recognizer.codeAccess ?? host?.property ?? privateAccess ?? FixCode.identifier(recognizer.displayName)
        }
    }
}

extension FixRecognizer {
    /// The first class of `object`'s chain that UIKit declares publicly (`UITableView` for `FeedTableView`).
    static func publicKitClass(of object: AnyObject) -> String {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            let name = String(describing: current.subjectType)
            if !FixHost.isUserType(current.subjectType), !name.hasPrefix("_") { return name }
            mirror = current.superclassMirror
        }
        return "UIScrollView"
    }

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
    /// The names of the recognizers and scroll views made per row: in a reused cell (`UITableViewCell`,
    /// `UICollectionReusableView`) or held by a user's class. Their edits are tried on the name's pattern
    /// (`card.N.pan`) first: code for them is written once, in the class, and holds for every row.
    public var perRow: Set<String> = []

    /// The recognizer named `name`, if it received a touch; for a pattern (`card.N.pan`), the first reached that
    /// it matches.
    public func recognizer(named name: String) -> FixRecognizer? {
        recognizers.first { $0.name == name }
            ?? recognizers.first { SceneCatalog.SceneEntry.name($0.name, matches: name) }
    }

    mutating func note(_ recognizer: UIGestureRecognizer) {
        guard !recognizers.contains(where: { $0.name == recognizer.displayName }) else { return }
        let noted = FixRecognizer(recognizer)
        recognizers.append(noted)
        if noted.host != nil || Self.isInReusedCell(recognizer.view) { perRow.insert(noted.name) }
    }

    /// Whether `view` is a reused cell or inside one.
    static func isInReusedCell(_ view: UIView?) -> Bool {
        var view = view
        while let current = view {
            if current is UITableViewCell || current is UICollectionReusableView { return true }
            view = current.superview
        }
        return false
    }

    mutating func note(scrollViewsAbove view: UIView?) {
        var view = view
        while let current = view {
            if current is UIScrollView, !current.displayName.isEmpty, !scrollViews.contains(current.displayName) {
                scrollViews.append(current.displayName)
                if Self.isInReusedCell(current) { perRow.insert(current.displayName) }
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
