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
/// Deviation: `shouldBegin` is asked before a recognizer is parked, not when it is released; a refusal therefore
/// never parks. UIKit's order here is not documented.
public final class GestureEnvironment {
    public let scheduler: Scheduler
    public let diagnostics: Diagnostics
    weak var window: Window?
    /// Recognizers that have seen a touch or a timer since their last reset, in order of arrival.
    public private(set) var participants: [GestureRecognizer] = []
    private var dispatchDepth = 0

    init(scheduler: Scheduler, diagnostics: Diagnostics) {
        self.scheduler = scheduler
        self.diagnostics = diagnostics
    }

    // MARK: Touch dispatch

    /// Gathers the recognizers for new touches, then delivers touchesBegan to them, hit view first.
    func dispatchBegan(_ touch: Touch, event: TouchEvent) {
        dispatchDepth += 1
        var view = touch.view
        var gathered: [GestureRecognizer] = []
        while let v = view {
            for recognizer in v.gestureRecognizers where recognizer.isEnabled && !recognizer.state.isTerminal {
                gathered.append(recognizer)
            }
            view = v.superview
        }
        for recognizer in gathered {
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                let why = recognizer.pendingNote.map { ": \($0)" } ?? ""
                recognizer.pendingNote = nil
                record(.touchRefused, recognizer, nil, "shouldReceive returned false\(why)")
                continue
            }
            recognizer.environment = self
            recognizer.touches.append(touch)
            touch.gestureRecognizers.append(recognizer)
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        }
        for recognizer in touch.gestureRecognizers where accepts(recognizer, touch) {
            recognizer.touchesBegan([touch], with: event)
        }
        updateDelivery(of: touch, phase: .began, event: event)
        dispatchDepth -= 1
        settle()
    }

    /// Delivers a moved, ended or cancelled touch to its recognizers, hit view first.
    func dispatch(_ touch: Touch, event: TouchEvent) {
        dispatchDepth += 1
        for recognizer in touch.gestureRecognizers where accepts(recognizer, touch) {
            switch touch.phase {
            case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
            case .ended: recognizer.touchesEnded([touch], with: event)
            case .cancelled: recognizer.touchesCancelled([touch], with: event)
            case .began: recognizer.touchesBegan([touch], with: event)
            }
        }
        updateDelivery(of: touch, phase: touch.phase, event: event)
        dispatchDepth -= 1
        settle()
    }

    /// Whether `recognizer` should be handed `touch` now: it tracks it, is enabled, and has not finished.
    /// A parked discrete recognizer has decided and sees nothing more; a parked continuous one keeps tracking.
    private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard recognizer.isEnabled, recognizer.touches.contains(where: { $0 === touch }) else { return false }
        if recognizer.isWaitingForFailure { return !recognizer.isDiscrete }
        return recognizer.state == .possible || recognizer.state.isActive
    }

    // MARK: Transitions

    /// Applies, defers or turns into a failure the transition a recognizer asks for.
    func requestTransition(_ recognizer: GestureRecognizer, to target: GestureRecognizerState, reason: String) {
        dispatchDepth += 1
        defer {
            dispatchDepth -= 1
            settle()
        }
        if recognizer.isWaitingForFailure {
            switch target {
            case .began, .changed, .possible: return
            case .ended:
                if recognizer.isDiscrete { recognizer.waitingState = .ended } else { recognizer.waitingToEnd = true }
            case .failed, .cancelled:
                fail(recognizer, reason)
            }
            return
        }
        guard recognizer.state.canTransition(to: target, discrete: recognizer.isDiscrete) else { return }
        if recognizer.state == .possible, target == .began || target == .ended {
            attemptToRecognize(recognizer, as: target, reason: reason)
        } else {
            commit(recognizer, target, reason)
        }
    }

    private func attemptToRecognize(_ recognizer: GestureRecognizer, as target: GestureRecognizerState,
                                    reason: String) {
        let requirements = failureRequirements(of: recognizer)
        if let recognized = requirements.first(where: hasRecognized) {
            fail(recognizer, "Failing due to recognition of \(recognized.displayName)")
            return
        }
        if let excluder = participants.first(where: { $0 !== recognizer && hasRecognized($0) && excludes($0, recognizer) }) {
            fail(recognizer, "excluded by \(excluder.displayName), which had already begun")
            return
        }
        if let denial = shouldBeginDenial(recognizer) {
            fail(recognizer, denial)
            return
        }
        let unmet = requirements.filter(isUnresolved)
        if !unmet.isEmpty {
            recognizer.waitingState = target
            recognizer.waitingReason = reason
            let names = unmet.map(\.displayName).joined(separator: ", ")
            recognizer.lastReason = "waiting for \(names) to fail"
            record(.waiting, recognizer, names, "\(reason); waiting for \(names) to fail")
            return
        }
        commit(recognizer, target, reason)
    }

    /// Records and applies a transition, then applies its consequences: exclusion, dependents, actions.
    private func commit(_ recognizer: GestureRecognizer, _ target: GestureRecognizerState, _ reason: String) {
        let old = recognizer.state
        recognizer.state = target
        recognizer.lastReason = reason
        diagnostics.record(TransitionRecord(time: scheduler.now, recognizer: recognizer.displayName,
                                            kind: recognizer.kind, from: old, to: target, reason: reason))
        let recognized = old == .possible && (target == .began || target == .ended)
        if recognized {
            failDependents(of: recognizer)
            exclude(by: recognizer)
            if recognizer.cancelsTouchesInView { cancelViewDelivery(of: recognizer) }
        }
        if target == .failed {
            releaseDependents()
        } else {
            recognizer.sendActions()
        }
    }

    private func fail(_ recognizer: GestureRecognizer, _ reason: String) {
        recognizer.waitingState = nil
        recognizer.waitingToEnd = false
        guard recognizer.state == .possible else {
            if recognizer.state.isActive { commit(recognizer, .cancelled, reason) }
            return
        }
        commit(recognizer, .failed, reason)
    }

    private func failDependents(of recognizer: GestureRecognizer) {
        for other in participants where other !== recognizer && other.state == .possible {
            if requires(other, recognizer) {
                fail(other, "Failing due to recognition of \(recognizer.displayName)")
            }
        }
    }

    private func exclude(by recognizer: GestureRecognizer) {
        for other in participants where other !== recognizer && (other.state == .possible || other.state.isActive) {
            guard excludes(recognizer, other) else { continue }
            if other.state == .possible {
                fail(other, "excluded by \(recognizer.displayName)")
            } else {
                commit(other, .cancelled, "cancelled: excluded by \(recognizer.displayName)")
            }
        }
    }

    /// Releases parked recognizers whose requirements have all failed (or stopped taking part).
    private func releaseDependents() {
        for parked in participants where parked.isWaitingForFailure {
            guard parked.isWaitingForFailure else { continue }  // an earlier release may have failed it
            let requirements = failureRequirements(of: parked)
            if let recognized = requirements.first(where: hasRecognized) {
                fail(parked, "Failing due to recognition of \(recognized.displayName)")
                continue
            }
            guard !requirements.contains(where: isUnresolved), let target = parked.waitingState else { continue }
            let endsAtOnce = parked.waitingToEnd
            parked.waitingState = nil
            parked.waitingToEnd = false
            record(.released, parked, nil, "failure requirements failed")
            if let excluder = participants.first(where: { $0 !== parked && hasRecognized($0) && excludes($0, parked) }) {
                fail(parked, "excluded by \(excluder.displayName), which had already begun")
                continue
            }
            parked.willBeginAfterSatisfyingFailureRequirements()
            commit(parked, target, "\(parked.waitingReason), after its failure requirements failed")
            if endsAtOnce, parked.state.isActive {
                commit(parked, .ended, "touches ended while it waited for failure requirements")
            }
        }
    }

    // MARK: Rules

    /// Began, changed, or recognized and not yet reset.
    private func hasRecognized(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.state.isActive || recognizer.state == .ended
    }

    /// Still able to recognize: taking part and possible (parked counts as possible).
    private func isUnresolved(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.isParticipating && recognizer.state == .possible
    }

    /// Whether `a`, having begun or recognized, excludes `b` (UIKit's `_isExcludedByExcludable:`).
    func excludes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard let viewA = a.view, let viewB = b.view,
              viewA === viewB || viewA.isDescendant(of: viewB) || viewB.isDescendant(of: viewA)
        else { return false }
        if requires(a, b) { return false }
        guard a.canPrevent(b), b.canBePrevented(by: a) else { return false }
        if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) {
            record(.simultaneous, b, a.displayName, "delegate of \(b.displayName) allows simultaneous recognition with \(a.displayName)")
            return false
        }
        if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) {
            record(.simultaneous, a, b.displayName, "delegate of \(a.displayName) allows simultaneous recognition with \(b.displayName)")
            return false
        }
        return true
    }

    /// Whether `a` must wait for `b` to fail: require(toFail:), subclass overrides, public and private delegates.
    func requires(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.staticFailureRequirements.contains(where: { $0.value === b }) { return true }
        if a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a) { return true }
        if let delegate = a.delegate {
            if delegate.gestureRecognizer(a, shouldRequireFailureOf: b) { return true }
            if let system = delegate as? SystemGestureRecognizerDelegate,
               system.systemGestureRecognizer(a, shouldRequireFailureOf: b) { return true }
        }
        if let delegate = b.delegate {
            if delegate.gestureRecognizer(b, shouldBeRequiredToFailBy: a) { return true }
            if let system = delegate as? SystemGestureRecognizerDelegate,
               system.systemGestureRecognizer(b, shouldBeRequiredToFailBy: a) { return true }
        }
        return false
    }

    /// The recognizers `recognizer` must wait for now: its static requirements and every taking part one that a
    /// dynamic rule names ("called once per attempt to recognize").
    func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result = recognizer.failureRequirements
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if requires(recognizer, other) { result.append(other) }
        }
        return result
    }

    /// Asks the views the touches hit (UIView's hook), then the delegate; returns the reason for a refusal.
    private func shouldBeginDenial(_ recognizer: GestureRecognizer) -> String? {
        var asked: [View] = []
        for touch in recognizer.touches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if (view as AnyObject) === (recognizer.delegate as AnyObject) { continue }
            recognizer.pendingNote = nil
            if !view.gestureRecognizerShouldBegin(recognizer) {
                return "\(view.displayName).gestureRecognizerShouldBegin returned false" + noteSuffix(recognizer)
            }
        }
        recognizer.pendingNote = nil
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return "shouldBegin returned false" + noteSuffix(recognizer)
        }
        return nil
    }

    private func noteSuffix(_ recognizer: GestureRecognizer) -> String {
        defer { recognizer.pendingNote = nil }
        return recognizer.pendingNote.map { ": \($0)" } ?? ""
    }

    // MARK: Reset

    /// Resets terminal recognizers and lets go of idle ones, once the outermost dispatch has finished.
    func settle() {
        guard dispatchDepth == 0 else { return }
        dispatchDepth += 1
        defer { dispatchDepth -= 1 }
        var changed = true
        while changed {
            changed = false
            for recognizer in participants where recognizer.state.isTerminal {
                recognizer.performReset()
                changed = true
            }
            // Safety net: a possible recognizer whose touches have all lifted, with no timer and not parked, has
            // nothing left to wait for (UIKit's subclasses fail themselves here; a custom one might not).
            for recognizer in participants where recognizer.state == .possible && !recognizer.isWaitingForFailure
                && !recognizer.hasPendingTimers && !recognizer.touches.isEmpty
                && recognizer.touches.allSatisfy({ $0.phase.isFinished }) {
                fail(recognizer, "all its touches ended")
                changed = true
            }
            participants.removeAll { !$0.isParticipating }
        }
        flushViewDelivery()
    }

    /// Disabling or removing a recognizer cancels an active gesture and fails a possible one.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        dispatchDepth += 1
        if recognizer.state.isActive {
            commit(recognizer, .cancelled, "disabled while recognizing")
        } else if recognizer.state == .possible {
            fail(recognizer, "disabled")
        }
        dispatchDepth -= 1
        settle()
    }

    // MARK: Diagnostics

    func record(_ kind: DecisionRecord.Kind, _ recognizer: GestureRecognizer, _ other: String?, _ reason: String) {
        diagnostics.record(DecisionRecord(time: scheduler.now, kind: kind, recognizer: recognizer.displayName,
                                          other: other, reason: reason))
    }

    /// A snapshot of `recognizer` for panels.
    public func snapshot(of recognizer: GestureRecognizer) -> RecognizerSnapshot {
        let waiting = recognizer.isWaitingForFailure
            ? failureRequirements(of: recognizer).filter(isUnresolved).map(\.displayName) : []
        return RecognizerSnapshot(
            name: recognizer.displayName, kind: recognizer.kind, view: recognizer.view?.displayName ?? "-",
            state: recognizer.state, isEnabled: recognizer.isEnabled, touchCount: recognizer.numberOfTouches,
            waitingFor: waiting, requiresToFail: recognizer.failureRequirements.map(\.displayName),
            lastReason: recognizer.lastReason)
    }
}
