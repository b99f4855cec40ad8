/// How far the hit view has been told about one touch, honouring the recognizers' delays and cancellation.
///
/// UIKit's rules: touchesBegan waits while a recognizer with `delaysTouchesBegan` may still recognize;
/// touchesEnded waits while one with `delaysTouchesEnded` may; a recognizer that recognizes with
/// `cancelsTouchesInView` cancels the touch in the view (touchesCancelled if the view had seen it began).
/// Inside a scroll view that `delaysContentTouches`, touchesBegan also waits 0.15 s or until the touch lifts
/// (see `UIScrollView+ContentTouches.swift`).
struct TouchDelivery {
    enum Stage { case notStarted, began, finished }

    var stage = Stage.notStarted
    /// Phases not yet delivered, oldest first.
    var queue: [UITouch.Phase] = []
    /// The event to deliver queued phases with.
    var event: UIEvent?
    /// Until when touchesBegan waits for a scroll view's content-touch delay (nil: no delay).
    var contentDeadline: Double?
}

extension GestureEnvironment {
    func updateDelivery(of touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        guard touch.delivery.stage != .finished else { return }
        // A control's held touch that moved off the scroll axes goes through now (see UIScrollView+ContentTouches).
        let released =
            phase == .moved && touch.delivery.stage == .notStarted && touch.delivery.contentDeadline != nil
            && movedOffScrollAxes(touch)
        if released { touch.delivery.contentDeadline = nil }
        if phase == .moved, touch.delivery.queue.last == .moved {  // coalesce unsent moves
            if released { flush(touch) }
            return
        }
        touch.delivery.queue.append(phase)
        touch.delivery.event = event
        if phase == .began, let deadline = contentTouchDeadline(for: touch), deadline > scheduler.now {
            touch.delivery.contentDeadline = deadline
            scheduler.schedule(at: deadline) { [weak self] in self?.flushViewDelivery() }
        }
        flush(touch)
    }

    /// Cancels the view's touches that `recognizer` recognized, as cancelsTouchesInView.
    func cancelViewDelivery(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.touches where touch.delivery.stage != .finished {
            let wasBegan = touch.delivery.stage == .began
            touch.delivery.stage = .finished
            touch.delivery.queue.removeAll()
            if wasBegan, let view = touch.view, let event = touch.delivery.event {
                view.touchesCancelled([touch], with: event)
            }
        }
    }

    func flushViewDelivery() {
        guard let window else { return }
        for touch in window.touchesAwaitingDelivery { flush(touch) }
        window.forgetDeliveredTouches()
    }

    private func flush(_ touch: UITouch) {
        guard let view = touch.view, let event = touch.delivery.event else {
            touch.delivery.stage = .finished  // a touch outside every view has no one to tell
            touch.delivery.queue.removeAll()
            return
        }
        while let next = touch.delivery.queue.first {
            switch next {
            case .began:
                if isDelayed(touch, by: \.delaysTouchesBegan) { return }
                if let deadline = touch.delivery.contentDeadline, scheduler.now < deadline,
                    !touch.delivery.queue.contains(where: \.isFinished)
                {
                    return
                }
                guard contentMayBegin(touch, with: event), !isExtraTouch(touch, on: view) else {
                    touch.delivery.stage = .finished
                    touch.delivery.queue.removeAll()
                    return
                }
                touch.delivery.stage = .began
                touch.asAtTouchDown { view.touchesBegan([touch], with: event) }
            case .moved, .stationary:
                guard touch.delivery.stage == .began else { return }
                view.touchesMoved([touch], with: event)
            case .ended:
                guard touch.delivery.stage == .began else { return }
                if isDelayed(touch, by: \.delaysTouchesEnded) { return }
                touch.delivery.stage = .finished
                view.touchesEnded([touch], with: event)
            case .cancelled:
                if touch.delivery.stage == .began { view.touchesCancelled([touch], with: event) }
                touch.delivery.stage = .finished
            }
            if !touch.delivery.queue.isEmpty { touch.delivery.queue.removeFirst() }
            if touch.delivery.stage == .finished { touch.delivery.queue.removeAll() }
        }
    }

    /// A second finger on a view that is not `isMultipleTouchEnabled`: UIKit's view "receives only the first touch
    /// event in a multi-touch sequence" (UIView.isMultipleTouchEnabled documentation), so its touch methods never
    /// hear of this one; its recognizers still get every touch (a pinch works on a view with the default false).
    private func isExtraTouch(_ touch: UITouch, on view: UIView) -> Bool {
        guard !view.isMultipleTouchEnabled, let window else { return false }
        return window.activeTouches.contains { other in
            other !== touch && other.view === view && other.delivery.stage == .began
        }
    }

    /// Whether a recognizer that still may recognize this touch holds its delivery back.
    private func isDelayed(_ touch: UITouch, by flag: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        touch.recognizers.contains { recognizer in
            recognizer[keyPath: flag] && recognizer.state == .possible && recognizer.isEnabled
                && recognizer.touches.contains { $0 === touch }
        }
    }
}
