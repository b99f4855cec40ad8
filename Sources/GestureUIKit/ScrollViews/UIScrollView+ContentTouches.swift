/// Touches inside a scroll view: the content-touch delay and the cancellation of content touches.
///
/// UIKit (uikit-behaviour.md §1.6, §3.1):
/// - `delaysContentTouches` (default true): a private `UIScrollViewDelayedTouchesBeganGestureRecognizer` with
///   `delaysTouchesBegan` holds the content's touchesBegan for 0.15 s (`_touchDelayForScrollDetection` [RE]);
///   when the touch lifts sooner, touchesBegan and touchesEnded are delivered together; when the pan begins
///   sooner, the content never hears of the touch (the pan's `cancelsTouchesInView`).
/// - When the pan begins over content that has seen the touch, `-[UIScrollViewPanGestureRecognizer
///   touchesMoved:withEvent:]` (iOS 18.2) fails it unless `_canCancelContentTouches:` — `canCancelContentTouches`
///   and `touchesShouldCancelInContentView:` (false for a UIControl by default) — so a button held past the
///   delay keeps its touch and the view does not scroll.
///
/// - When the delay lets the touch through (0.15 s, the lift, or a move off the scroll axes on a control), each
///   scroll view's `touchesShouldBegin(_:with:in:)` is asked; false keeps the touch from the view for good.
/// - The delayed touchesBegan carries the touch as it was at touch-down (UIKit delivers a
///   `UIGestureDelayedTouch`'s `stateWhenDelayed` [RE]); the moves that followed come after it as one move.
///
/// Deviations: the delay is a rule of the touch delivery, not a recognizer, so it adds no transitions to the
/// reports; the pan is refused in its `shouldBegin` (with a reason) rather than failed right after beginning.
extension UIScrollView {
    /// Whether the pan may begin: false (with a note) when content that has seen one of its touches can't be
    /// made to let go of it.
    func mayCancelContentTouches() -> Bool {
        let pan = scrollPan
        for touch in pan.touches where touch.delivery.stage == .began {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches {
                pan.note("\(view.displayName) is tracking the touch and canCancelContentTouches is false")
                return false
            }
            if !touchesShouldCancel(in: view) {
                pan.note("\(view.displayName) is tracking the touch and touchesShouldCancel(in:) returned false")
                return false
            }
        }
        return true
    }
}

extension GestureEnvironment {
    /// The scroll views between `touch`'s view and the window that hold its touchesBegan back
    /// (`delaysContentTouches`, scrolling enabled), innermost first.
    func delayingScrollViews(for touch: UITouch) -> [UIScrollView] {
        var result: [UIScrollView] = []
        var view = touch.view?.superview
        while let candidate = view {
            if let scrollView = candidate as? UIScrollView, scrollView.delaysContentTouches,
                scrollView.scrollPan.isEnabled
            {
                result.append(scrollView)
            }
            view = candidate.superview
        }
        return result
    }

    /// The time until which `touch`'s touchesBegan is held for a scroll view between it and the window that
    /// delays content touches, or nil.
    func contentTouchDeadline(for touch: UITouch) -> Double? {
        guard let scrollView = delayingScrollViews(for: touch).first else { return nil }
        return touch.beganAt + scrollView.tuning.scrollTouchDelay
    }

    /// Whether a move lets `touch`'s held touchesBegan through before the delay: the touch is on a control and,
    /// for every scroll view holding it, the finger moved more than the pan's hysteresis along an axis that
    /// scroll view can't scroll (`-[UIScrollViewDelayedTouchesBeganGestureRecognizer touchesMoved:withEvent:]`
    /// [RE]: `!_canScrollX && |dx| > _scrollHysteresis || !_canScrollY && |dy| > _scrollHysteresis` sends the
    /// delayed touches; the class tested on the touch's view is hidden by the decompiler, UIControl here).
    func movedOffScrollAxes(_ touch: UITouch) -> Bool {
        guard touch.view is UIControl else { return false }
        let scrollViews = delayingScrollViews(for: touch)
        guard !scrollViews.isEmpty else { return false }
        let dx = abs(touch.locationInWindow.x - touch.initialLocation.x)
        let dy = abs(touch.locationInWindow.y - touch.initialLocation.y)
        return scrollViews.allSatisfy { scrollView in
            let h = scrollView.tuning.panHysteresis
            return (!scrollView.canScrollHorizontally && dx > h) || (!scrollView.canScrollVertically && dy > h)
        }
    }

    /// Whether every scroll view between `touch`'s view and the window lets the view hear of the touch
    /// (`touchesShouldBegin(_:with:in:)`, asked as the delay lets it through).
    func contentMayBegin(_ touch: UITouch, with event: UIEvent) -> Bool {
        guard let view = touch.view else { return true }
        var ancestor = view.superview
        while let candidate = ancestor {
            if let scrollView = candidate as? UIScrollView,
                !scrollView.touchesShouldBegin([touch], with: event, in: view)
            {
                return false
            }
            ancestor = candidate.superview
        }
        return true
    }
}
