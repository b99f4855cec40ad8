/// UIKit's gesture environment: decides which recognizers see a touch, when one may begin, whom it excludes,
/// and who waits for whom; records every decision with its reason.
///
/// Rules (see `uikit-behaviour.md` §1):
/// - The recognizers that see a touch are those of the hit view and its ancestors, hit view first, fixed at
///   touch-down and filtered by the delegate's `shouldReceive`.
/// - A recognizer leaving possible is failed if an active related recognizer excludes it, or if one of its
///   failure requirements has recognized; then the views its touches hit and its delegate are asked
///   `shouldBegin`; then, if a failure requirement is still possible, it is parked until that one fails.
/// - When one begins or recognizes, the recognizers that require it to fail fail, and it excludes every related
///   recognizer (same view, ancestor or descendant; never siblings) unless it requires that one to fail,
///   `canPrevent`/`canBePrevented` say no, or either delegate allows simultaneous recognition. An excluded
///   recognizer fails if possible, or is cancelled if it had begun.
/// - Terminal recognizers reset to possible when the current event (or timer) has been handled.
///
/// The concerns live in their own files: gathering and dispatch here, arbitration (`+Arbitration`), the rules
/// it asks (`+Rules`), each participant's parked standing (`+Standing`), the reasons (`+Reason`) and the view's
/// touch delivery (`TouchDelivery`).
///
/// Deviation: `shouldBegin` is asked before a recognizer is parked, not when it is released; a refusal therefore
/// never parks. UIKit's order here is not documented.
package final class GestureEnvironment {
    /// The window's scheduler: recognizers' timers and touch-delivery delays.
    package let scheduler: Scheduler
    /// Where transitions and decisions are recorded.
    package let diagnostics: Diagnostics
    weak var window: UIWindow?
    /// Recognizers that have seen a touch or a timer since their last reset, in order of arrival.
    package internal(set) var participants: [UIGestureRecognizer] = []
    /// The parked participants' standings (absent: free). See `Standing`.
    var standings: [ObjectIdentifier: Standing] = [:]
    /// The explanations delegates and views gave with their latest answers, until a decision takes them.
    var notes: [ObjectIdentifier: String] = [:]
    /// How many dispatches are running; terminal recognizers reset only when the outermost one finishes.
    private var dispatchDepth = 0

    init(scheduler: Scheduler, diagnostics: Diagnostics) {
        self.scheduler = scheduler
        self.diagnostics = diagnostics
    }

    // MARK: Touch dispatch

    /// Gathers the recognizers for new touches, then delivers touchesBegan to them, hit view first.
    func dispatchBegan(_ touch: UITouch, event: UIEvent) {
        withDispatch {
            let edits = window?.gestureEdits
            if let window { edits?.prepare(window) }
            for recognizer in gather(for: touch) {
                if let note = edits?.refusalToReceive(for: recognizer) {
                    record(.touchRefused, recognizer, nil, .touchRefused(note: note))
                    continue
                }
                if let delegate = recognizer.askedDelegate,
                    !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                {
                    record(.touchRefused, recognizer, nil, .touchRefused(note: takeNote(for: recognizer)))
                    continue
                }
                recognizer.reportDeviations(
                    [.gestureRecognizerShouldReceiveEvent, .delegateShouldReceiveEvent],
                    if: recognizer.askedDelegate != nil && !recognizer.shouldReceive(event))
                recognizer.environment = self
                recognizer.touches.append(touch)
                touch.recognizers.append(recognizer)
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            }
            for recognizer in touch.recognizers where accepts(recognizer, touch) {
                recognizer.touchesBegan([touch], with: event)
            }
            updateDelivery(of: touch, phase: .began, event: event)
        }
    }

    /// Delivers a moved, ended or cancelled touch to its recognizers, hit view first.
    func dispatch(_ touch: UITouch, event: UIEvent) {
        withDispatch {
            for recognizer in touch.recognizers where accepts(recognizer, touch) {
                switch touch.phase {
                case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
                case .ended: recognizer.touchesEnded([touch], with: event)
                case .cancelled: recognizer.touchesCancelled([touch], with: event)
                case .began: recognizer.touchesBegan([touch], with: event)
                }
            }
            updateDelivery(of: touch, phase: touch.phase, event: event)
        }
    }

    /// The enabled, non-terminal recognizers of the hit view and its ancestors, hit view first.
    private func gather(for touch: UITouch) -> [UIGestureRecognizer] {
        var view = touch.view
        var gathered: [UIGestureRecognizer] = []
        while let v = view {
            // Hover recognizers take the pointer, never touches (UIKit's `_shouldReceiveTouch:withEvent:`).
            for recognizer in v.attachedRecognizers
            where recognizer.isEnabled && !recognizer.state.isTerminal && !(recognizer is UIHoverGestureRecognizer) {
                gathered.append(recognizer)
            }
            view = v.superview
        }
        return gathered
    }

    /// Whether `recognizer` should be handed `touch` now: it tracks it, is enabled, and has not finished.
    /// A recognizer parked asking to recognize (a discrete one, built in or a subclass that set `.recognized`) has
    /// decided and sees nothing more; one parked asking to begin keeps tracking.
    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, recognizer.touches.contains(where: { $0 === touch }) else { return false }
        if case .parked(let target, _, _) = standing(of: recognizer) { return target != .ended }
        return recognizer.state == .possible || recognizer.state.isActive
    }

    /// Lets `recognizer` take part without a touch (a hover recognizer the pointer entered), so its transitions
    /// are arbitrated, recorded and reset like any other.
    func takePart(_ recognizer: UIGestureRecognizer) {
        recognizer.environment = self
        if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
    }

    // MARK: Dispatch scope

    /// Runs `body` as one dispatch: transitions it causes (and the actions they call, which may ask for more)
    /// apply at once, and terminal recognizers reset only when the outermost dispatch has finished.
    ///
    /// UIKit resets recognizers after the event has been delivered (`uikit-behaviour.md` §1.1: `reset()` is
    /// "called after Ended/Recognized/Cancelled/Failed"); a target that sets another recognizer's state from an
    /// action is inside the same event.
    func withDispatch(_ body: () -> Void) {
        nested(body)
        settle()
    }

    private func nested(_ body: () -> Void) {
        dispatchDepth += 1
        defer { dispatchDepth -= 1 }
        body()
    }

    // MARK: Reset

    /// Resets terminal recognizers and lets go of idle ones, once the outermost dispatch has finished.
    func settle() {
        guard dispatchDepth == 0 else { return }
        nested {
            var changed = true
            while changed {
                changed = false
                for recognizer in participants where recognizer.state.isTerminal {
                    recognizer.performReset()
                    changed = true
                }
                // Safety net: a possible recognizer whose touches have all lifted, with no timer and not parked,
                // has nothing left to wait for (UIKit's subclasses fail themselves here; a custom one might not).
                for recognizer in participants
                where recognizer.state == .possible && !isParked(recognizer)
                    && !recognizer.hasPendingTimers && !recognizer.touches.isEmpty
                    && recognizer.touches.allSatisfy({ $0.phase.isFinished })
                {
                    fail(recognizer, .touchesAllEnded)
                    changed = true
                }
                participants.removeAll { !$0.isParticipating }
            }
            flushViewDelivery()
        }
    }

    /// Forgets what the environment held for `recognizer` (its standing and note), as it resets.
    func forget(_ recognizer: UIGestureRecognizer) {
        setStanding(.free, of: recognizer)
        notes[ObjectIdentifier(recognizer)] = nil
    }

    /// Disabling or removing a recognizer cancels an active gesture and fails a possible one.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        withDispatch {
            if recognizer.state.isActive {
                commit(recognizer, .cancelled, .disabledWhileRecognizing)
            } else if recognizer.state == .possible {
                fail(recognizer, .disabled)
            }
        }
    }

    // MARK: Diagnostics

    /// Records a decision with its reason, at the point it is made.
    func record(
        _ kind: DecisionRecord.Kind, _ recognizer: UIGestureRecognizer, _ other: String?, _ reason: GestureReason
    ) {
        diagnostics.record(
            DecisionRecord(
                time: scheduler.now, kind: kind, recognizer: recognizer.displayName,
                other: other, reason: reason))
    }

    /// A snapshot of `recognizer` for panels.
    package func snapshot(of recognizer: UIGestureRecognizer) -> RecognizerSnapshot {
        let waiting =
            isParked(recognizer)
            ? failureRequirements(of: recognizer).filter(isUnresolved).map(\.displayName) : []
        return RecognizerSnapshot(
            name: recognizer.displayName, kind: recognizer.kind, view: recognizer.view?.displayName ?? "-",
            state: recognizer.state, isEnabled: recognizer.isEnabled, touchCount: recognizer.numberOfTouches,
            waitingFor: waiting, requiresToFail: recognizer.failureRequirements.map(\.displayName),
            lastReason: recognizer.lastReason)
    }
}
