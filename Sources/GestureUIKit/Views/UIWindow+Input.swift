extension UIWindow {
    /// Delivers one input: advances time to the input's own time first, then dispatches it.
    ///
    /// Advancing first is what makes a script land where it says. Deadlines due at or before the input fire
    /// (a long press that was due recognizes before the finger lifts) and frame callbacks run at exactly that
    /// time, so a decelerating scroll view has the offset of that instant when a touch-down catches it: the
    /// catch lands at the exact offset the animation had at the event's time, not at the last frame's. The
    /// touch methods (`touchDown`, `touchMoved`, ...) each do the same; this is the one entry that every source
    /// of input uses (`TouchInput`).
    package func send(_ input: TouchInput) {
        switch input {
        case .down(let finger, let point, let time): touchDown(finger: finger, at: point, time: time)
        case .moved(let finger, let point, let time): touchMoved(finger: finger, to: point, time: time)
        case .up(let finger, let point, let time): touchUp(finger: finger, at: point, time: time)
        case .cancel(let finger, let time): touchCancelled(finger: finger, time: time)
        case .cancelAll(let time): cancelAllTouches(time: time)
        case .wheel(let point, let delta, let time):
            advance(to: time)
            scrollView(at: point, along: delta)?.scroll(byWheel: delta)
        }
    }
}
