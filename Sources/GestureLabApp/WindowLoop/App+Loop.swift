internal import CSDL2
import GestureUIKit

extension App {
    /// Runs until the window is closed, a quit key, or `done` returns true; returns the exit status.
    ///
    /// The thin platform half of the loop: each pass asks the platform backend for SDL events (waiting, only when
    /// nothing needs a frame, at most until the scene's next deadline and `PlatformBackend.idleWaitMilliseconds`:
    /// `idleWait(at:)`), reads the clock once, hands
    /// both to `step(to:inputs:)`, then paces to 60 Hz when presenting doesn't wait for vsync. `done` is asked before every pass, so the loop ends when it
    /// says so whether or not frames were drawn: an idle window still looks at least 4 times a second.
    func run(until done: () -> Bool = { false }) -> Int32 {
        while !isQuitting, !done() {
            let held = heldInputs
            heldInputs.removeAll()
            let wait = needsFrame || !held.isEmpty ? 0 : idleWait(at: appClock.seconds)
            let inputs = held + platform.waitForInputs(waitingAtMost: wait)
            let start = PlatformBackend.counter()
            // Without vsync, wait out the rest of a 60 Hz frame (waking for a decode) so an animation doesn't spin
            // a core; what came meanwhile is the next pass's.
            if step(to: appClock.seconds, inputs: inputs), !rendering.hasVSync {
                heldInputs = platform.pace(since: start)
            }
        }
        return 0
    }

    /// One pass of the loop at `time` (seconds on the app's clock): handles `inputs` in order, cancels touches of
    /// an unplugged device, and draws a frame if something needs one. Returns whether it drew.
    ///
    /// Reads no clock and never waits: everything in the pass sees `time` (`now`), and the scene clock maps it to
    /// scene time (standing still while paused; the deviation from a `step(to sceneTime:)` is that pausing lives
    /// in that mapping). Tests drive the app with it on a `ManualClock`.
    @discardableResult
    func step(to time: Double, inputs: [SDL_Event]) -> Bool {
        state.beginPass(at: time)
        defer { state.endPass() }
        for event in inputs {
            handle(event)
            if isQuitting { return false }
        }
        checkTouchDevices()
        guard !isQuitting, needsFrame else { return false }
        drawFrame()
        return true
    }

    /// Milliseconds the loop may sleep waiting for input at wall time `time`: until the scene's next deadline (a
    /// recognizer's timer: a single tap waiting for a double tap sleeps 0.35 s, not 21 frames), at most
    /// `PlatformBackend.idleWaitMilliseconds`; at least 1.
    func idleWait(at time: Double) -> Int32 {
        let limit = PlatformBackend.idleWaitMilliseconds
        guard !clock.isPaused, let deadline = host.nextDeadline else { return limit }
        let remaining = (deadline - clock.sceneTime(wall: time)) * 1000
        return Int32(max(1, min(Double(limit), remaining.rounded(.up))))
    }

    /// Whether a scene deadline has come at the pass's time: the pass advances the scene to fire it.
    var deadlineIsDue: Bool {
        guard !clock.isPaused, let deadline = host.nextDeadline else { return false }
        return deadline <= clock.sceneTime(wall: now)
    }

    /// Whether the next pass must draw: something moves, a finger is down, a deadline is due, an image loads, or we
    /// were asked.
    var needsFrame: Bool {
        state.framesToDraw > 0 || translator.isTracking || (!clock.isPaused && host.isAnimating) || deadlineIsDue
            || !worker.outstanding.isEmpty || features.needFrame(isPaused: clock.isPaused)
            || tablet.toolbar.isTracking || (panels?.needsFingerFrames ?? false)
    }

    /// SDL2 sends no event when a touch device is unplugged: while its fingers are down, look whether it is still
    /// attached, and cancel them if not (UIKit cancels touches it can no longer track).
    func checkTouchDevices() {
        let inUse = translator.touchDevicesInUse.subtracting([MouseTouchBridge.touchID])
        guard !inUse.isEmpty else { return }
        let present = platform.attachedTouchDevices()
        guard !inUse.isSubset(of: present) else { return }
        let time = clock.sceneTime(wall: now)
        for command in translator.translate(features.route(.touchDevices(present: present, time: time))) {
            dispatch(command)
        }
    }

    /// One SDL event, decoded once (`SDLInputAdapter`): the tablet, then the panels, then input to the translator
    /// and on to the scene, keys to the key table, the rest here.
    func handle(_ original: SDL_Event) {
        state.requestFrames()
        if original.type == wakeEventType { return }
        let decoded = SDLInputAdapter.decode(original, windowID: sdlWindow.id) { [clock] milliseconds in
            clock.sceneTime(wall: Double(milliseconds) / 1000)
        }
        let event: DecodedInput
        switch tablet.take(decoded, context: { toolbarContext }) {
        case .event(let passed):
            event = passed
        case .taken:
            return
        case .action(let action):
            perform(action)
            tablet.refresh(context: toolbarContext)
            return
        }
        if rendering.panelsTake(event, showsPanels: showsPanels, uiScale: uiScale) {
            // A pointer over the panels is not over the scene: a hover there ends.
            if case .input(.mouseMoved(_, _, _, let time, false)) = event.kind,
                let pointer = translator.pointerInput(for: .pointerLeft(time: time))
            {
                features.dispatch(pointer, to: host)
            }
            return
        }
        tablet.noteSceneTouch(event)
        switch event.kind {
        case .quit:
            state.quit()
        case .keyDown(let press?):
            if let command = KeyBindings.command(for: press) { perform(command) }
        case .input(.resized):
            relayout()
        case .input(let input):
            let routed = features.route(input)
            for command in translator.translate(routed) { dispatch(command) }
            if let pointer = translator.pointerInput(for: routed) { features.dispatch(pointer, to: host) }
        case .renderReset:
            rendering.renderTargetsReset()
        case .displayChanged, .redraw:
            // The window was uncovered or moved to another display: the next frame is drawn whole.
            rendering.retained.invalidate()
        case .keyDown(nil), .keyUp, .text, .syntheticWheel, .ignored:
            break
        }
    }

    /// Advances the scene to the pass's time and has the renderer half draw it, the touch indicators, the compared
    /// device and the overlays, then present it.
    func drawFrame() {
        follow(rendering.advanceRendererProbe(now: now))
        let start = SDL_GetPerformanceCounter()
        let cpuStart = ThreadCPUClock.seconds()
        let wall = now
        let sceneTime = clock.sceneTime(wall: wall)
        // A replayed script's frames, from its first event to the frame it finishes in (the stats' script frames).
        let replayBefore = features.replay
        features.advance(to: sceneTime, lead: host) { _, replay in
            panels?.model.expectations = (replay.expectationResults, replay.script.expectations.count)
        }
        host.advance(to: sceneTime)
        let input = FrameInput(
            host: host, hoverPoints: translator.hoverPoints, wall: wall, isPaused: clock.isPaused,
            showsPanels: showsPanels, showsHelp: showsHelp, uiScale: uiScale, compare: panelCompareMode)
        let wantsFrame = rendering.drawFrame(
            input, apply: { apply($0) },
            extras: {
                features.draw(with: $0, lead: host, hoverPoints: translator.hoverPoints, viewport: layout.viewport)
            },
            top: { tablet.drawing(output: renderer.outputSize, context: { toolbarContext }) })
        if wantsFrame { state.requestFrames() }
        if state.wantsScreenshot {
            state.screenshotTaken()
            rendering.saveScreenshot(sceneName: host.sceneName, wake: wakeEventType)
        }
        let duringScript = (features.replay ?? replayBefore).map { $0.nextEvent > 0 } ?? false
        rendering.present(
            start: start, wall: wall, showsPanels: showsPanels, duringScript: duringScript, cpuStart: cpuStart)
        state.frameDrawn()
    }

    /// Carries out what the renderer half asks after its GL probe moved or it adopted a renderer.
    private func follow(_ event: RendererBackend.Event?) {
        switch event {
        case nil:
            return
        case .wantsFrame:
            state.requestFrames()
        case .adopted(let relayout, let quit):
            if quit { state.quit() }
            if relayout { self.relayout() }
            state.requestFrames()
        }
    }
}
