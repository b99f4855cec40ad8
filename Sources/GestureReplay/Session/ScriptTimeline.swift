import GestureScript

/// The instants a touch script plays on, in order: its event times and the frame times (multiples of
/// `frameInterval`), and optionally a stopping time.
///
/// The one timeline of every script run: headless replay (`ReplaySession`, which `replay --record` and compare
/// runs step too) and the window's playback (`gesturelab run --replay`, `WindowReplay`) both play through it, so
/// the window visits the same instants as the report: events through the window's touch methods at their own
/// times, each frame time through `advance(to:)`. A frame time that coincides with an event is covered by the
/// event's own advance, so frame callbacks never run twice for one time. At equal times an event comes before a
/// frame, and a frame before the stopping time.
public final class ScriptTimeline {
    /// What happens at an instant.
    public enum Kind: Sendable {
        /// The script's events at this time (all of them, in script order).
        case event
        /// A frame: the window advances to this time.
        case frame
        /// The stopping time: the window advances to it and the run ends there.
        case limit
    }

    /// The script's events in time order.
    public let events: [TouchScriptEvent]
    /// Seconds between frames.
    public let frameInterval: Double
    /// The script's pointer events (`hover`, `hover-out`) in time order, each placed among `events` by its
    /// `touchIndex`.
    public let pointerEvents: [ScriptPointerEvent]
    /// The first event not yet played.
    public private(set) var nextEventIndex = 0
    /// The first pointer event not yet played.
    public private(set) var nextPointerIndex = 0
    private var nextFrameIndex = 1

    /// A timeline over `events` and `pointerEvents` with a frame every `frameInterval` seconds.
    public init(events: [TouchScriptEvent], pointerEvents: [ScriptPointerEvent] = [], frameInterval: Double) {
        self.events = events
        self.pointerEvents = pointerEvents
        self.frameInterval = frameInterval
    }

    /// Whether every event (touch and pointer) has been played.
    public var eventsDone: Bool { nextEventIndex >= events.count && nextPointerIndex >= pointerEvents.count }

    /// The time of the next event, touch or pointer, if any is left.
    private var nextEventTime: Double? {
        let touch = nextEventIndex < events.count ? events[nextEventIndex].time : nil
        let pointer = nextPointerIndex < pointerEvents.count ? pointerEvents[nextPointerIndex].time : nil
        switch (touch, pointer) {
        case (let t?, let p?): return min(t, p)
        case (let t?, nil): return t
        case (nil, let p?): return p
        case (nil, nil): return nil
        }
    }

    /// The next instant, with `limit` (a stopping time, or nil) competing with the next event and frame.
    public func next(limit: Double?) -> (time: Double, kind: Kind) {
        var best = (time: Double(nextFrameIndex) * frameInterval, kind: Kind.frame)
        if let eventTime = nextEventTime, eventTime <= best.time { best = (eventTime, .event) }
        if let limit, limit < best.time { best = (limit, .limit) }
        return best
    }

    /// Plays every instant up to and including `target`, in order, until `isDone` says the run is over.
    ///
    /// - Parameters:
    ///   - limit: the stopping time given whether every event has played (nil: none yet).
    ///   - willPlay: called with an instant's time before it is played (the replay snapshots due expectations).
    ///   - deliver: one event, in order (the caller sends it to its windows' touch methods).
    ///   - deliverPointer: one pointer event, in order with the touch events of its instant (the caller sends it to
    ///     its windows' pointer input); by default pointer events are skipped.
    ///   - advance: a frame or the stopping time (the caller advances its windows to it).
    ///   - isDone: asked after each instant with its time; true stops the play there.
    public func play(
        to target: Double, limit: (_ eventsDone: Bool) -> Double?, willPlay: (Double) -> Void = { _ in },
        deliver: (TouchScriptEvent) -> Void, deliverPointer: (ScriptPointerEvent) -> Void = { _ in },
        advance: (Double) -> Void, isDone: (Double) -> Bool
    ) {
        while true {
            let instant = next(limit: limit(eventsDone))
            guard instant.time <= target else { return }
            willPlay(instant.time)
            switch instant.kind {
            case .event:
                while let eventTime = nextEventTime, eventTime <= instant.time {
                    if nextPointerIndex < pointerEvents.count, pointerEvents[nextPointerIndex].time <= instant.time,
                        pointerEvents[nextPointerIndex].touchIndex <= nextEventIndex
                            || nextEventIndex >= events.count || events[nextEventIndex].time > instant.time
                    {
                        deliverPointer(pointerEvents[nextPointerIndex])
                        nextPointerIndex += 1
                    } else {
                        deliver(events[nextEventIndex])
                        nextEventIndex += 1
                    }
                }
                // A frame at exactly this time is covered by the events' own advance.
                while Double(nextFrameIndex) * frameInterval <= instant.time { nextFrameIndex += 1 }
            case .frame:
                advance(instant.time)
                nextFrameIndex += 1
            case .limit:
                advance(instant.time)
            }
            // The stopping time ends the play even if `isDone` disagrees: nothing comes after it.
            if isDone(instant.time) || instant.kind == .limit { return }
        }
    }

}
