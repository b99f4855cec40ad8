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
    /// The time until which `touch`'s touchesBegan is held for a scroll view between it and the window that
    /// delays content touches, or nil.
    func contentTouchDeadline(for touch: UITouch) -> Double? {
        var view = touch.view?.superview
        while let candidate = view {
            if let scrollView = candidate as? UIScrollView, scrollView.delaysContentTouches,
                scrollView.scrollPan.isEnabled
            {
                return touch.beganAt + scrollView.tuning.scrollTouchDelay
            }
            view = candidate.superview
        }
        return nil
    }
}
