import GestureScript

extension GestureTester {
    // MARK: Gestures

    /// Taps at `point`: `count` taps of 0.05 s, `interval` seconds apart start to start (a script's `tap`).
    ///
    /// Time ends at the last lift; a recognizer that waits (a single tap for a double tap) decides after
    /// `advance(by:)` or `settle()`.
    public func tap(at point: CGPoint, count: Int = 1, interval: Double = 0.15) {
        playStatement(.tap(point: scriptPoint(point), count: max(1, count), interval: interval))
    }

    /// Two taps at `point` 0.15 s apart (a script's `tap X Y count 2`).
    public func doubleTap(at point: CGPoint) {
        tap(at: point, count: 2)
    }

    /// Taps the middle of the view named `identifier` (its `accessibilityIdentifier`), where it is on screen now.
    public func tap(on identifier: String, count: Int = 1) throws(GestureTesterError) {
        tap(at: try center(of: identifier), count: count)
    }

    /// Holds one finger still at `point` for `duration` seconds, then lifts it.
    public func longPress(at point: CGPoint, duration: Double = 0.8) {
        touchDown(at: point)
        advance(by: duration)
        touchUp()
    }

    /// Presses the view named `identifier` for `duration` seconds.
    public func longPress(on identifier: String, duration: Double = 0.8) throws(GestureTesterError) {
        longPress(at: try center(of: identifier), duration: duration)
    }

    /// Drags one finger from `start` to `end` in a straight line over `duration` seconds, sampled at `hz`, and
    /// lifts it `hold` seconds after it stops (a script's `drag ... in D [finger F] [hold H] [hz R]`).
    ///
    /// A lift with no hold keeps the drag's speed: the scroll view decelerates, a swipe flings.
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: Double = 0.3, hold: Double = 0, finger: Int = 1,
        hz: Double = 120
    ) {
        playStatement(
            .drag(
                from: scriptPoint(start), to: scriptPoint(end), duration: max(0, duration), finger: finger,
                hold: max(0, hold), hz: hz > 0 ? hz : 120))
    }

    /// Drags the view named `identifier` by `offset` from its middle.
    public func drag(on identifier: String, by offset: CGSize, duration: Double = 0.3, hold: Double = 0)
        throws(GestureTesterError)
    {
        let start = try center(of: identifier)
        drag(
            from: start, to: CGPoint(x: start.x + offset.width, y: start.y + offset.height), duration: duration,
            hold: hold)
    }

    /// A quick drag lifted while moving (0.1 s, no hold): what makes a scroll view decelerate or a swipe
    /// recognize.
    public func fling(from start: CGPoint, to end: CGPoint, duration: Double = 0.1) {
        drag(from: start, to: end, duration: duration, hold: 0)
    }

    /// Two fingers on a line through `center` at `angle` degrees, their distance from it going from `startRadius`
    /// to `endRadius` points over `duration` seconds; both lift at the end (a script's `pinch`). A growing radius
    /// zooms in.
    public func pinch(
        center: CGPoint, from startRadius: CGFloat, to endRadius: CGFloat, duration: Double = 0.4,
        angle: Double = 0
    ) {
        playStatement(
            .pinch(
                center: scriptPoint(center), fromRadius: Double(startRadius), toRadius: Double(endRadius),
                duration: max(0, duration), angle: angle))
    }

    /// Swipes in from a screen edge: from 5 points inside `edge` (within UIKit's 13-point edge region), `distance`
    /// points straight inward over `duration` seconds, at `position` along the edge (default: its middle).
    ///
    /// The built-in navigation scripts' edge pop is `edgeSwipe(from: .left, at: 400)`: 5,400 to 300,400 in 0.4 s.
    public func edgeSwipe(
        from edge: UIRectEdge = .left, at position: CGFloat? = nil, distance: CGFloat = 295, duration: Double = 0.4,
        hold: Double = 0
    ) {
        let width = CGFloat(device.width)
        let height = CGFloat(device.height)
        let inset: CGFloat = 5
        let start: CGPoint
        let end: CGPoint
        if edge.contains(.right) {
            let y = position ?? height / 2
            start = CGPoint(x: width - inset, y: y)
            end = CGPoint(x: width - inset - distance, y: y)
        } else if edge.contains(.top) {
            let x = position ?? width / 2
            start = CGPoint(x: x, y: inset)
            end = CGPoint(x: x, y: inset + distance)
        } else if edge.contains(.bottom) {
            let x = position ?? width / 2
            start = CGPoint(x: x, y: height - inset)
            end = CGPoint(x: x, y: height - inset - distance)
        } else {
            let y = position ?? height / 2
            start = CGPoint(x: inset, y: y)
            end = CGPoint(x: inset + distance, y: y)
        }
        drag(from: start, to: end, duration: duration, hold: hold)
    }

    // MARK: Fingers, one event at a time

    /// Puts `finger` down at `point` now.
    public func touchDown(at point: CGPoint, finger: Int = 1) {
        playStatement(.down(finger: finger, point: scriptPoint(point)))
    }

    /// Moves `finger` (down already) to `point` now, in one event; `advance(by:)` between moves gives them time.
    public func moveTo(_ point: CGPoint, finger: Int = 1) {
        playStatement(.move(finger: finger, point: scriptPoint(point)))
    }

    /// Moves `finger` by `offset` from where it is now, in one event.
    public func moveBy(_ offset: CGSize, finger: Int = 1) {
        let from = fingers[finger] ?? .zero
        moveTo(CGPoint(x: from.x + offset.width, y: from.y + offset.height), finger: finger)
    }

    /// Lifts `finger` now, where it is (or at `point` when given).
    public func touchUp(at point: CGPoint? = nil, finger: Int = 1) {
        let at = point ?? fingers[finger] ?? .zero
        playStatement(.up(finger: finger, point: scriptPoint(at)))
    }

    /// The system cancels `finger` now (touchesCancelled).
    public func cancelTouch(finger: Int = 1) {
        playStatement(.cancel(finger: finger))
    }

    // MARK: The pointer

    /// The desktop pointer, no button down, moves to `point` now (a script's `hover X Y`): hover recognizers of the
    /// view under it and its ancestors begin or change, those it left end. Time does not move.
    public func hover(at point: CGPoint) {
        playPointer(ScriptPointerEvent(time: time, kind: .hover(scriptPoint(point))))
    }

    /// The desktop pointer leaves the window now (a script's `hover-out`): every hover recognizer it was over ends.
    public func hoverOut() {
        playPointer(ScriptPointerEvent(time: time, kind: .out))
    }

    // MARK: Views

    /// The middle of the view named `identifier` in device points, where it is on screen now.
    public func center(of identifier: String) throws(GestureTesterError) -> CGPoint {
        let frame = try frame(of: identifier)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The frame of the view named `identifier` (its `accessibilityIdentifier`, or a built-in scene's view name)
    /// in device points.
    public func frame(of identifier: String) throws(GestureTesterError) -> CGRect {
        guard let view = window.descendant(named: identifier) else {
            throw .unknownView(identifier, known: viewNames)
        }
        return view.convert(view.bounds, to: window)
    }

    /// The names of the views in the window, depth first (derived names such as `UIView[0.1]` included).
    public var viewNames: [String] {
        var names: [String] = []
        func walk(_ view: UIView) {
            if !view.name.isEmpty, view !== window { names.append(view.name) }
            view.subviews.forEach(walk)
        }
        walk(window)
        return names
    }

    // MARK: Playing

    private func scriptPoint(_ point: CGPoint) -> ScriptPoint {
        ScriptPoint(x: Double(point.x), y: Double(point.y))
    }

    /// Expands one statement at the current time, as the script parser does, and plays its events.
    private func playStatement(_ kind: ScriptStatement.Kind) {
        play(ScriptStatement(line: 0, column: 0, time: time, kind: kind).touchEvents)
    }
}
