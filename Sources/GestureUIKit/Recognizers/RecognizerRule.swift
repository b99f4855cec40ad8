import Foundation

/// Why a recognizer asked for a state: the UIKit rule it applied and the rule's operands, as data.
///
/// The recognizers report these to `setState(_:rule:)`; the gesture environment carries them in its reasons
/// (`GestureReason.reported`), the diagnostics records, the replay report's model and the panels, and only
/// `description` turns one into the text the reports and panels print. That text is a public contract
/// (touch-script.md, "Report"): a case's words must not change.
package enum RecognizerRule: Sendable, Equatable, CustomStringConvertible {
    /// An axis a move is measured along.
    package enum Axis: String, Sendable {
        case horizontally, vertically
    }

    // MARK: Any recognizer

    /// Words given by hand, not by a recognizer: a report model built outside the engine.
    case described(String)
    /// A subclass set `state` (UIKit's subclass API), named by its class.
    case stateSet(by: String, to: GestureRecognizerState)
    /// The system cancelled its touches.
    case touchesCancelled
    /// The fingers moved while it was active.
    case moved
    /// Its one touch was cancelled.
    case touchCancelled
    /// The fingers lifted while it was active.
    case lifted
    /// One of the fingers lifted (a pinch ends).
    case aFingerLifted
    /// More fingers touched than the gesture takes (`gesture`: tap, press, swipe).
    case tooManyFingers(count: Int, required: Int, gesture: String)
    /// The fingers moved farther than allowed, from where the touch (or the first tap) began.
    case movedTooFar(distance: Double, limit: Double, fromFirstTap: Bool)

    // MARK: Taps (UITapRecognizer)

    /// A later tap landed too far from where the first began.
    case tapLandedTooFar(tap: Int, distance: Double, limit: Double)
    /// A finger stayed down longer than a tap may.
    case heldTooLong(limit: Double)
    /// The fingers lifted with fewer than the tap needs.
    case tooFewFingers(count: Int, required: Int)
    /// The next tap did not start in time.
    case noNextTap(tap: Int, within: Double)
    /// Enough taps.
    case tapped(count: Int)

    // MARK: Pans

    /// The translation crossed the hysteresis along `axis` (UIPanGestureRecognizer `_willScrollX/Y`).
    case crossedHysteresis(distance: Double, axis: Axis)
    /// The fingers lifted before moving the hysteresis.
    case liftedShort(moved: Double, hysteresis: Double)
    /// The finger lifted before moving the hysteresis along the one axis the pan takes.
    case liftedShortAlong(axis: Axis, moved: Double, hysteresis: Double)
    /// The fingers lifted after moving `translation` with too few of them.
    case liftedWithTooFewFingers(translation: CGPoint, count: Int, required: Int)
    /// The fingers lifted after moving `translation` without the pan beginning.
    case liftedWithoutBeginning(translation: CGPoint)
    /// A scroll view's pan: the drag went only along axes the scroll view can't scroll.
    case cannotScroll(translation: CGPoint, scrollView: String, axes: [Axis])
    /// A scroll view's pan: a touch caught the scroll view moving by itself, so it begins at once
    /// (`_shouldTrackImmediatelyWhileDecelerating`).
    case caughtDeceleratingScrollView
    /// An edge pan: the touch landed outside the edge region.
    case outsideEdgeRegion(point: CGPoint, region: Double)
    /// An edge pan: the finger moved the hysteresis away from its edge.
    case movedAwayFromEdge(distance: Double)
    /// An edge pan: the finger first travelled along the edge.
    case movedAlongEdge(distance: Double)
    /// The iOS 26 content swipe: the finger moved right its hysteresis (30 pt).
    case swipedRightPast(distance: Double)
    /// The iOS 26 content swipe: the finger moved left its hysteresis (30 pt), away from the pop.
    case swipedLeftPast(distance: Double)
    /// The iOS 26 content swipe: `|dy|` reached `min(25, 10 + 0.8·|dx|)` (UIKit's "exceededYTranslation").
    case exceededYTranslation(dy: Double, limit: Double)

    // MARK: Long press

    /// Held for the minimum duration.
    case held(seconds: Double)
    /// Moved too far before the minimum duration.
    case movedBeforeHeld(distance: Double, limit: Double, duration: Double)
    /// Lifted before the minimum duration.
    case liftedEarly(held: Double, needed: Double)

    // MARK: Context menus (UIContextMenuInteraction's recognizers)

    /// The touch rested `minimumDurationRequired`: the preview starts to lift (`_performDelayedBegin`).
    case touchRested(seconds: Double)
    /// The touch has lasted `clickDownDuration`: the driver clicks down and the menu shows.
    case clickDown(seconds: Double)
    /// The interaction presented its menu (`clickPresentationExclusion` begins).
    case menuPresented
    /// The touch lifted before the menu was presented.
    case liftedBeforeMenu
    /// `clickPresentationExclusion` failed, so its companion fails (`_gestureRecognizerFailed:`).
    case exclusionFailed

    // MARK: Pinch and rotation

    /// The fingers' distance changed by the pinch's hysteresis.
    case pinchDistanceChanged(hysteresis: Double)
    /// The angle moved past the rotation's hysteresis.
    case turnedPast(degrees: Double)
    /// The angle changed while it was active.
    case turned
    /// Only one finger touched a two-finger gesture.
    case onlyOneFinger
    /// The fingers lifted before the pinch began.
    case liftedBeforePinching
    /// The fingers lifted before the rotation began.
    case liftedBeforeTurning

    // MARK: Swipe

    /// The swipe took too long.
    case tookTooLong(limit: Double)
    /// The swipe went far and fast enough in one of its directions.
    case swiped(directions: String)
    /// The fingers lifted before the swipe went far or fast enough.
    case liftedBeforeSwiping
    /// A finger lifted before the others did.
    case aFingerLiftedBeforeTheOthers
    /// A finger went the wrong way.
    case movedTheWrongWay(distance: Double, limit: Double)
    /// A finger drifted across the swipe's axis.
    case drifted(distance: Double, across: String, limit: Double)

    // MARK: Row selection (a table's touch-down highlight)

    /// A second finger touched.
    case aSecondFinger
    /// The touch is not on a row.
    case notOnARow
    /// The finger moved off the row it began on.
    case movedOffRow(Int?)
    /// The finger lifted off the row it began on.
    case liftedOffRow(Int?)
    /// The finger lifted on the row it began on.
    case liftedOnRow(Int?)

    // MARK: Swipe actions (a table's `_UISwipeDismissalGestureRecognizer`)

    /// iOS 26's swipe-actions pan: at the 25 pt crossing the drag had gone more vertically than horizontally.
    case movedMoreVerticallyAtBegin(horizontal: Double, vertical: Double)
    /// The touch is on the open row's actions, which take it.
    case onSwipeActions
    /// A touch went down outside the row whose actions are open.
    case touchDownOutsideSwipedRow
    /// The finger moved on the open row.
    case movedOnSwipedRow(distance: Double)
    /// The finger lifted on the open row.
    case liftedOnSwipedRow

    // MARK: Hover (UIHoverGestureRecognizer)

    /// The desktop's pointer, no button down, entered the recognizer's view (named).
    case pointerEntered(view: String)
    /// The pointer moved while over the recognizer's view.
    case pointerMoved
    /// The pointer left the recognizer's view (named) for another part of the window.
    case pointerLeft(view: String)
    /// The pointer left the window.
    case pointerLeftWindow

    /// The rule's text as the reports write it (a public contract).
    package var description: String {
        switch self {
        case .described(let text): text
        case .stateSet(let type, let state): "\(type) set \(state.rawValue)"
        case .touchesCancelled: "touches cancelled"
        case .moved: "moved"
        case .touchCancelled: "touch cancelled"
        case .lifted: "lifted"
        case .aFingerLifted: "a finger lifted"
        case .tooManyFingers(let count, let required, let gesture):
            "\(count) fingers for a \(required)-finger \(gesture)"
        case .movedTooFar(let distance, let limit, let fromFirstTap):
            "moved \(distance.compact) pt\(fromFirstTap ? " from where the first tap began" : "") (> \(limit.compact))"
        case .tapLandedTooFar(let tap, let distance, let limit):
            "tap \(tap) landed \(distance.compact) pt from where the first began (> \(limit.compact))"
        case .heldTooLong(let limit): "held longer than \(limit.compact) s"
        case .tooFewFingers(let count, let required): "\(count) of \(required) fingers"
        case .noNextTap(let tap, let within): "no tap \(tap) within \(within.compact) s"
        case .tapped(let count): count == 1 ? "tapped" : "\(count) taps"
        case .crossedHysteresis(let distance, let axis): "moved \(distance.compact) pt \(axis.rawValue)"
        case .liftedShort(let moved, let hysteresis):
            "lifted after moving \(moved.compact) pt (< \(hysteresis.compact))"
        case .liftedShortAlong(let axis, let moved, let hysteresis):
            "lifted after moving \(moved.compact) pt \(axis.rawValue) (< \(hysteresis.compact))"
        case .liftedWithTooFewFingers(let t, let count, let required):
            "lifted after moving \(Self.describe(t)) with \(count) of \(required) fingers"
        case .liftedWithoutBeginning(let t): "lifted after moving \(Self.describe(t)) without beginning"
        case .cannotScroll(let t, let scrollView, let axes):
            "lifted after moving \(Self.describe(t)); \(scrollView) can't scroll "
                + axes.map(\.rawValue).joined(separator: " or ")
        case .caughtDeceleratingScrollView: "caught a decelerating scroll view"
        case .outsideEdgeRegion(let point, let region):
            "touch at \(point) is outside the \(region.compact) pt edge region"
        case .movedAwayFromEdge(let distance): "moved \(distance.compact) pt away from the edge"
        case .movedAlongEdge(let distance): "moved \(distance.compact) pt along the edge"
        case .swipedRightPast(let distance): "moved \(distance.compact) pt right"
        case .swipedLeftPast(let distance): "moved \(distance.compact) pt left, away from the pop"
        case .exceededYTranslation(let dy, let limit):
            "moved \(dy.compact) pt vertically (limit \(limit.compact) pt): exceeded y translation"
        case .held(let seconds): "held \(seconds.compact) s"
        case .movedBeforeHeld(let distance, let limit, let duration):
            "moved \(distance.compact) pt (> \(limit.compact)) before \(duration.compact) s"
        case .liftedEarly(let held, let needed): "lifted after \(held.compact) s (< \(needed.compact))"
        case .touchRested(let seconds): "rested \(seconds.compact) s: the preview lifts"
        case .clickDown(let seconds): "held \(seconds.compact) s: click down"
        case .menuPresented: "the context menu appeared"
        case .liftedBeforeMenu: "lifted before the context menu appeared"
        case .exclusionFailed: "clickPresentationExclusion failed"
        case .pinchDistanceChanged(let hysteresis): "fingers' distance changed \(hysteresis.compact) pt"
        case .turnedPast(let degrees): "turned past \(degrees.compact)°"
        case .turned: "turned"
        case .onlyOneFinger: "only one finger"
        case .liftedBeforePinching: "lifted before pinching"
        case .liftedBeforeTurning: "lifted before turning"
        case .tookTooLong(let limit): "took longer than \(limit.compact) s"
        case .swiped(let directions): "swiped \(directions)"
        case .liftedBeforeSwiping: "lifted before swiping far or fast enough"
        case .aFingerLiftedBeforeTheOthers: "a finger lifted before the others"
        case .movedTheWrongWay(let distance, let limit):
            "moved \(distance.compact) pt the wrong way (> \(limit.compact) pt)"
        case .drifted(let distance, let across, let limit):
            "drifted \(distance.compact) pt across a \(across) swipe (> \(limit.compact))"
        case .aSecondFinger: "a second finger"
        case .notOnARow: "not on a row"
        case .movedOffRow(let row): "moved off row \(Self.row(row))"
        case .liftedOffRow(let row): "lifted off row \(Self.row(row))"
        case .liftedOnRow(let row): "lifted on row \(Self.row(row))"
        case .movedMoreVerticallyAtBegin(let horizontal, let vertical):
            "moved \(vertical.compact) pt vertically and \(horizontal.compact) pt horizontally at begin (iOS 26)"
        case .onSwipeActions: "the touch is on the swipe actions"
        case .touchDownOutsideSwipedRow: "touch down outside the swiped row"
        case .movedOnSwipedRow(let distance): "moved \(distance.compact) pt on the swiped row"
        case .liftedOnSwipedRow: "lifted on the swiped row"
        case .pointerEntered(let view): "the pointer entered \(view)"
        case .pointerMoved: "the pointer moved"
        case .pointerLeft(let view): "the pointer left \(view)"
        case .pointerLeftWindow: "the pointer left the window"
        }
    }

    /// "12 pt right, 3 pt down": a translation in words, largest axis first.
    package static func describe(_ t: CGPoint) -> String {
        UIPanGestureRecognizer.describe(t)
    }

    private static func row(_ row: Int?) -> String { row.map(String.init) ?? "-" }
}
