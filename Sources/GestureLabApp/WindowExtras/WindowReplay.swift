import Foundation
import GestureUIKit
import GestureReplay
import GestureScript

/// Plays a touch script in the window (`gesturelab run --replay SCRIPT`) on the scene clock.
///
/// Each frame hands it the scene time, and it plays the script's `ScriptTimeline` up to it: the same instants as
/// a headless replay (`ReplaySession`), every event through the window's touch methods at its own time and every
/// frame time (a multiple of 1/60 s) through `advance(to:)`, so window playback and the replay report cannot
/// disagree on what happened when. Pausing the clock (P) pauses the replay and stepping (.) steps it.
/// Script fingers are offset by `fingerOffset` in the window, so a person touching during the replay gets
/// fingers of their own (the translator numbers from 1). The replay is bound to the window it started in: a
/// rebuild (reset, another scene, a fitted device resized) stops it. When the last event (and `end`, if any)
/// has passed, it is finished and the window stays the person's.
final class WindowReplay {
    /// Added to every script finger in the window: scripts use 0...99, the translator 1, 2...
    static let fingerOffset = 100

    /// Where a replay is.
    enum State: Equatable {
        case playing
        /// Every event played and `end` (if any) reached.
        case finished
        /// The window it played into was replaced (the scene was rebuilt).
        case stopped
    }

    let script: TouchScript
    private(set) var state = State.playing
    /// The windows it plays into (a compared run's second device too); the first one's replacement stops it.
    private var windows: [UIWindow]
    let timeline: ScriptTimeline
    /// The first script event not yet played.
    var nextEvent: Int { timeline.nextEventIndex }
    /// The `expect` lines checked so far, in order (`WindowReplay+Expectations.swift`).
    var expectationResults: [ExpectationResult] = []
    /// The first `expect` line not yet checked.
    var nextExpectation = 0

    /// `frameInterval`: the timeline's frames, as a headless replay's (`ReplaySettings`' default, 60 Hz).
    init(script: TouchScript, windows: [UIWindow], frameInterval: Double = ReplaySettings().frameInterval) {
        self.script = script
        self.windows = windows
        timeline = ScriptTimeline(
            events: script.events, pointerEvents: script.pointerEvents, frameInterval: frameInterval)
    }

    var isPlaying: Bool { state == .playing }

    /// Plays every event at or before scene time `time` into the windows, in order; returns the new state.
    ///
    /// `current`: the windows now shown, in the same order as at the start. If the first is not the one the
    /// replay started in, the replay stops without touching either.
    @discardableResult
    func play(upTo time: Double, current: [UIWindow]) -> State {
        guard state == .playing else { return state }
        guard let first = windows.first, let now = current.first, first === now else {
            state = .stopped
            return state
        }
        windows = current
        timeline.play(
            to: time, limit: { _ in nil },
            deliver: { event in
                let input = TouchInput(event, fingerOffset: Self.fingerOffset)
                for window in current { window.send(input) }
            },
            deliverPointer: { event in
                let input = PointerInput(event)
                for window in current { window.send(input) }
            },
            advance: { instant in for window in current { window.advance(to: instant) } },
            isDone: { _ in false })
        // It finishes once every expect line has been checked too (a frame after its time: see check(scene:...)).
        if timeline.eventsDone, time >= (script.endTime ?? script.lastEventTime),
            nextExpectation >= script.expectations.count
        {
            state = .finished
        }
        return state
    }

    // MARK: Start-up

    /// A script that can't be played: printed as it is, exit status 2, before any window opens.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `options.replayScript` and merges its header under the command line's options.
    ///
    /// The command line wins: `--scene` over the script's scene (whose options are then dropped, as they
    /// belong to another scene), `--set` over the script's options key by key, `--device` over its device,
    /// image paths over its images. A script that doesn't parse fails with `FILE:LINE:COLUMN: message`;
    /// `--set` and `--compare` values are checked again against the scene finally chosen.
    static func prepare(_ options: AppOptions) throws(StartError) -> (options: AppOptions, script: TouchScript)? {
        guard let path = options.replayScript else { return nil }
        let catalog = options.scenes.catalog
        let script: TouchScript
        do {
            script = try TouchScriptParser.parseFile(path: path, catalog: catalog)
        } catch {
            throw StartError(description: error.description)
        }
        var merged = options
        let sameScene = options.scene == nil || options.scene == script.scene
        merged.scene = options.scene ?? script.scene
        var values = sameScene ? script.options : []
        for (key, value) in options.options {
            if let i = values.firstIndex(where: { $0.key == key }) {
                values[i].value = value
            } else {
                values.append((key, value))
            }
        }
        merged.options = values
        if options.device == nil, !options.fitsDeviceToWindow { merged.device = script.device }
        if options.iosVersion == nil { merged.iosVersion = script.iosVersion }
        // As in `replay`: the script's whatif lines, then --whatif.
        if sameScene { merged.whatIf = script.whatIfEdits + options.whatIf }
        if options.imagePaths.isEmpty { merged.imagePaths = script.images }
        do {
            try catalog.validate(overrides: options.options, compare: options.compare, scene: merged.scene)
        } catch {
            throw StartError(description: "gesturelab: \(path): \(error.message)")
        }
        return (options: merged, script: script)
    }
}
