extension GestureEnvironment {
    // MARK: Transitions

    /// Applies, defers or turns into a failure the transition a recognizer asks for.
    func requestTransition(_ recognizer: UIGestureRecognizer, to target: GestureRecognizerState, rule: RecognizerRule) {
        withDispatch {
            let standing = standing(of: recognizer)
            if standing.isParked {
                switch target {
                case .began, .changed, .possible: return
                case .ended: setStanding(standing.ending(discrete: recognizer.isDiscrete), of: recognizer)
                case .failed, .cancelled: fail(recognizer, .reported(rule))
                }
                return
            }
            guard recognizer.state.canTransition(to: target, discrete: recognizer.isDiscrete) else { return }
            if recognizer.state == .possible, target == .began || target == .ended {
                attemptToRecognize(recognizer, as: target, rule: rule)
            } else {
                commit(recognizer, target, .reported(rule))
            }
        }
    }

    /// Decides a possible recognizer's request to begin or recognize: fail it, park it, or apply it.
    private func attemptToRecognize(
        _ recognizer: UIGestureRecognizer, as target: GestureRecognizerState,
        rule: RecognizerRule
    ) {
        let requirements = failureRequirements(of: recognizer)
        if let recognized = requirements.first(where: hasRecognized) {
            fail(recognizer, .requirementRecognized(recognized.displayName))
            return
        }
        if let excluder = earlierExcluder(of: recognizer) {
            fail(recognizer, .excludedByEarlier(excluder.displayName))
            return
        }
        if let refusal = reasonToRefuseBegin(recognizer) {
            fail(recognizer, refusal)
            return
        }
        let unmet = requirements.filter(isUnresolved).map(\.displayName)
        if !unmet.isEmpty {
            setStanding(.parked(target: target, request: rule, thenEnds: false), of: recognizer)
            recognizer.lastReason = .waitingFor(unmet)
            record(.waiting, recognizer, unmet.joined(separator: ", "), .parked(request: rule, waitingFor: unmet))
            return
        }
        commit(recognizer, target, .reported(rule))
    }

    /// Records and applies a transition, then applies its consequences: exclusion, dependents, actions.
    func commit(_ recognizer: UIGestureRecognizer, _ target: GestureRecognizerState, _ reason: GestureReason) {
        let old = recognizer.state
        recognizer.storedState = target
        recognizer.lastReason = reason
        diagnostics.record(
            TransitionRecord(
                time: scheduler.now, recognizer: recognizer.displayName,
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
        recognizer.stateDidChange(from: old)
    }

    /// Fails a possible recognizer (parked or not), or cancels one that had begun.
    func fail(_ recognizer: UIGestureRecognizer, _ reason: GestureReason) {
        setStanding(.free, of: recognizer)
        guard recognizer.state == .possible else {
            if recognizer.state.isActive { commit(recognizer, .cancelled, reason) }
            return
        }
        commit(recognizer, .failed, reason)
    }

    /// Fails the possible recognizers that require `recognizer` to fail, now that it has recognized.
    private func failDependents(of recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && other.state == .possible {
            if requires(other, recognizer) {
                fail(other, .requirementRecognized(recognizer.displayName))
            }
        }
    }

    /// Fails or cancels every related recognizer that `recognizer`, having just recognized, excludes.
    private func exclude(by recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && (other.state == .possible || other.state.isActive) {
            guard decideExclusion(by: recognizer, of: other) else { continue }
            if other.state == .possible {
                fail(other, .excluded(by: recognizer.displayName))
            } else {
                commit(other, .cancelled, .cancelledByExclusion(recognizer.displayName))
            }
        }
    }

    /// Releases parked recognizers whose requirements have all failed (or stopped taking part).
    private func releaseDependents() {
        for parked in participants where isParked(parked) {
            // An earlier release may have failed it.
            guard case .parked(let target, let request, let thenEnds) = standing(of: parked) else { continue }
            let requirements = failureRequirements(of: parked)
            if let recognized = requirements.first(where: hasRecognized) {
                fail(parked, .requirementRecognized(recognized.displayName))
                continue
            }
            guard !requirements.contains(where: isUnresolved) else { continue }
            setStanding(.free, of: parked)
            record(.released, parked, nil, .requirementsFailed)
            if let excluder = earlierExcluder(of: parked) {
                fail(parked, .excludedByEarlier(excluder.displayName))
                continue
            }
            parked.willBeginAfterSatisfyingFailureRequirements()
            commit(parked, target, .released(request: request))
            if thenEnds, parked.state.isActive {
                commit(parked, .ended, .endedWhileParked)
            }
        }
    }

    // MARK: Decisions that record

    /// The first participant that has recognized and excludes `recognizer`; records each simultaneous
    /// permission met on the way, as the search makes that decision.
    private func earlierExcluder(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        participants.first { other in
            other !== recognizer && hasRecognized(other) && decideExclusion(by: other, of: recognizer)
        }
    }

    /// Whether `excluder` excludes `other`, recording a delegate's permission to recognize simultaneously.
    private func decideExclusion(by excluder: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        switch exclusion(by: excluder, of: other) {
        case .excludes:
            return true
        case .unrelated:
            return false
        case .simultaneous(let owner, let partner):
            record(
                .simultaneous, owner, partner.displayName,
                .simultaneous(delegateOf: owner.displayName, with: partner.displayName))
            return false
        }
    }
}
