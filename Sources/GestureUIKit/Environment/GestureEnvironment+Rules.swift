extension GestureEnvironment {
    /// What the exclusion rule says about two recognizers, without recording anything.
    enum Exclusion {
        /// The first excludes the second.
        case excludes
        /// No exclusion: not related (siblings), a failure requirement, or `canPrevent`/`canBePrevented` said no.
        case unrelated
        /// No exclusion because the delegate of `owner` allows simultaneous recognition with `partner`.
        case simultaneous(owner: UIGestureRecognizer, partner: UIGestureRecognizer)
    }

    // MARK: Rules

    /// Began, changed, or recognized and not yet reset.
    func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.state.isActive || recognizer.state == .ended
    }

    /// Still able to recognize: taking part and possible (parked counts as possible).
    func isUnresolved(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.isParticipating && recognizer.state == .possible
    }

    /// Whether `a`, having begun or recognized, excludes `b` (UIKit's `_isExcludedByExcludable:`). A query: it
    /// records nothing (the arbitration records the simultaneous permissions it acts on).
    func excludes(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if case .excludes = exclusion(by: a, of: b) { return true }
        return false
    }

    /// The exclusion rule: related views (same, ancestor or descendant), no failure requirement from `a` on `b`,
    /// both allow prevention, and neither delegate allows simultaneous recognition (`b`'s is asked first).
    func exclusion(by a: UIGestureRecognizer, of b: UIGestureRecognizer) -> Exclusion {
        guard let viewA = a.view, let viewB = b.view,
            viewA === viewB || viewA.isDescendant(of: viewB) || viewB.isDescendant(of: viewA)
        else { return .unrelated }
        if requires(a, b) { return .unrelated }
        guard a.canPrevent(b), b.canBePrevented(by: a) else { return .unrelated }
        if let edits = window?.gestureEdits {
            if edits.allowsSimultaneous(b, with: a) { return .simultaneous(owner: b, partner: a) }
            if edits.allowsSimultaneous(a, with: b) { return .simultaneous(owner: a, partner: b) }
        }
        if let delegate = b.askedDelegate, delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) {
            return .simultaneous(owner: b, partner: a)
        }
        if let delegate = a.askedDelegate, delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) {
            return .simultaneous(owner: a, partner: b)
        }
        return .excludes
    }

    /// Whether `a` must wait for `b` to fail: require(toFail:), subclass overrides, public and private delegates.
    func requires(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.staticFailureRequirements.contains(where: { $0.value === b }) { return true }
        if a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a) { return true }
        if let delegate = a.askedDelegate {
            if delegate.gestureRecognizer(a, shouldRequireFailureOf: b) { return true }
            if let system = delegate as? SystemGestureRecognizerDelegate,
                system.systemGestureRecognizer(a, shouldRequireFailureOf: b)
            {
                return true
            }
        }
        if let delegate = b.askedDelegate {
            if delegate.gestureRecognizer(b, shouldBeRequiredToFailBy: a) { return true }
            if let system = delegate as? SystemGestureRecognizerDelegate,
                system.systemGestureRecognizer(b, shouldBeRequiredToFailBy: a)
            {
                return true
            }
        }
        return false
    }

    /// The recognizers `recognizer` must wait for now: its static requirements and every taking part one that a
    /// dynamic rule names ("called once per attempt to recognize").
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if requires(recognizer, other) { result.append(other) }
        }
        return result
    }

    /// Asks the views the touches hit (UIView's hook), then the delegate; returns the reason for a refusal, with
    /// the note the refusing answer gave (`GestureRecognizer.note(_:)`), or nil when all agree.
    func reasonToRefuseBegin(_ recognizer: UIGestureRecognizer) -> GestureReason? {
        var asked: [UIView] = []
        for touch in recognizer.touches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            // A view that is also the delegate answers once, as the delegate (a scroll view for its own pan).
            if (view as AnyObject) === (recognizer.askedDelegate as AnyObject)
                || (recognizer.askedDelegate as? ScrollViewRecognizerDelegate)?.scrollView === view
            {
                continue
            }
            _ = takeNote(for: recognizer)
            if !view.gestureRecognizerShouldBegin(recognizer) {
                return .viewRefusedBegin(view: view.displayName, note: takeNote(for: recognizer))
            }
        }
        _ = takeNote(for: recognizer)
        if let edited = window?.gestureEdits?.shouldBegin(recognizer) {
            return edited.answer ? nil : .delegateRefusedBegin(note: edited.note)
        }
        if let delegate = recognizer.askedDelegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .delegateRefusedBegin(note: takeNote(for: recognizer))
        }
        return nil
    }
}
