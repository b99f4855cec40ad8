internal import CSDL2
import GestureCore
import GestureReplay
import GestureScenes

/// The window app's hooks for a replayed script, the touch recorder and compare mode (`WindowFeatures`).
///
/// The loop calls `routed(_:)` on every input event, `dispatch(_:)` for every translated command,
/// `advanceFeatures(to:)` before advancing the scene, `drawFeatures(with:)` after drawing it and
/// `relayoutFeatures()` after every relayout; the launcher calls `startFeatures(_:)` before the loop and
/// `finishFeatures()` after it.
extension App {
    /// Starts what `start` asks for: the compared run (the window grows to show both devices), the replay (scene
    /// time restarts at 0 with it) and a recording from `--record-input`.
    func startFeatures(_ start: WindowStart) throws(AppError) {
        features.recorder = InputRecorder(basePath: start.options.recordInputPath)
        if let compare = start.options.compare {
            do {
                features.compare = try CompareRun(lead: host, key: compare.key, values: compare.values)
            } catch {
                throw AppError("can't build the compared scene: \(error.message)")
            }
            growForCompare()
        }
        relayout()
        clock.restart(wall: now)
        if let script = start.script {
            features.replay = WindowReplay(script: script, windows: featureWindows)
            Self.log("gesturelab: playing \(script.sourceName) (\(script.events.count) events; P pauses, . steps)")
        }
        if start.options.recordInputPath != nil { startRecording(resetting: false) }
    }

    /// The windows touches go to: the app's scene, then the compared one.
    private var featureWindows: [Window] {
        [host.window] + (features.compare.map { [$0.host.window] } ?? [])
    }

    /// Whether the extras need frames: a script is playing or the compared scene moves.
    var featuresNeedFrame: Bool {
        guard !clock.isPaused else { return false }
        return (features.replay?.isPlaying ?? false) || (features.compare?.host.isAnimating ?? false)
    }

    /// In compare mode, an event on the second device moved onto the first.
    func routed(_ input: InputEvent) -> InputEvent {
        guard features.compare?.router != nil else { return input }
        return features.compare?.router?.route(input) ?? input
    }

    /// One input to the scene, the compared scene and the recorder.
    func dispatch(_ input: TouchInput) {
        followLead()
        host.send(input)
        features.compare?.host.send(input)
        features.recorder.record(input)
    }

    /// Before the scene advances to `time`: the compared scene follows and advances, the script plays up to it,
    /// and a recording whose scene was rebuilt or changed stops.
    func advanceFeatures(to time: Double) {
        followLead()
        if let replay = features.replay {
            noteExpectations(
                replay.checkExpectations(
                    window: host.window, scene: host.scene, actions: host.context.actions), of: replay)
            let before = replay.state
            let state = replay.play(upTo: time, current: featureWindows)
            if state != before {
                Self.log(
                    state == .finished
                        ? "gesturelab: \(replay.script.sourceName) finished at \(Int(time * 1000)) ms; the window is yours"
                        : "gesturelab: stopped playing \(replay.script.sourceName): the scene was rebuilt")
                features.replay = nil
            }
        }
        features.compare?.host.advance(to: time)
        if let reason = features.recorder.check(host: host, time: time) { stopRecording(endTime: nil, reason: reason) }
    }

    /// Shows the checked `expect` lines in the panels and logs each one: `FILE:LINE: pass|FAIL ...`.
    private func noteExpectations(_ checked: [ExpectationResult], of replay: WindowReplay) {
        panels?.model.expectations = (replay.expectationResults, replay.script.expectations.count)
        for result in checked {
            let outcome = result.passed ? "pass \(result.text)" : "FAIL \(result.message)"
            Self.log("gesturelab: \(replay.script.sourceName):\(result.line): \(outcome)")
        }
    }

    private func followLead() {
        guard let compare = features.compare else { return }
        do {
            try compare.follow(host)
        } catch {
            Self.log("gesturelab: the compared scene: \(error.message)")
        }
    }

    /// Draws the compared device and both label bars (compare mode), and the recording badge.
    func drawFeatures(with drawer: DisplayListRenderer) {
        if let compare = features.compare, let layout = compare.layout, layout.devices.count > 1 {
            compare.host.render(into: &compare.sceneList, hoverPoints: translator.hoverPoints)
            drawer.draw(compare.sceneList, in: layout.devices[1])
            for (i, viewport) in layout.labels.enumerated() {
                Recorder.label(
                    compare.label(i, lead: host), width: viewport.size.width, height: viewport.size.height,
                    into: &compare.labelList)
                drawer.draw(compare.labelList, in: viewport)
            }
        }
        if features.recorder.isRecording { drawRecordingBadge(with: drawer) }
    }

    /// A red "REC" in the top-left corner of the device while recording.
    private func drawRecordingBadge(with drawer: DisplayListRenderer) {
        var list = DisplayList()
        let viewport = layout.viewport
        let badge = Rect(x: 8, y: 8, width: 64, height: 24)
        list.append(.fill(badge, transform: .identity, color: Color(white: 0, alpha: 0.6), cornerRadius: 12))
        list.append(.circle(center: Point(x: badge.minX + 14, y: badge.midY), radius: 6, color: Color(hex: 0xFF3B30)))
        list.append(
            .text(
                "REC", rect: Rect(x: badge.minX + 24, y: badge.minY, width: 38, height: 24),
                transform: .identity, size: 13, bold: true, color: .white, alignment: .left))
        drawer.draw(
            list,
            in: DeviceViewport(
                size: Size(width: 80, height: 40), scale: viewport.scale,
                origin: viewport.origin))
    }

    /// Compare mode: both devices and labels in the area left of the panels; input mapped to the first device.
    func relayoutFeatures() {
        guard let compare = features.compare else { return }
        let windowSize = sdlWindow.size
        let output = renderer.outputSize
        guard windowSize.width > 0, output.width > 0, output.height > 0 else { return }
        let ppu = Double(output.width) / Double(windowSize.width)
        let device = options.device ?? .default
        let both = CompareLayout(
            outputWidth: Double(output.width), height: Double(output.height), device: host.deviceSize,
            deviceScale: device.scale, zoom: options.zoom, showsPanels: showsPanels,
            count: compare.values.count, pixelsPerUnit: ppu)
        compare.layout = both
        layout.viewport = both.devices[0]
        translator.mapping.viewport = both.devices[0]
        func windowRect(_ v: DeviceViewport) -> Rect {
            Rect(
                x: v.origin.x / ppu, y: v.origin.y / ppu, width: v.size.width * v.scale / ppu,
                height: v.size.height * v.scale / ppu)
        }
        let size = Size(width: Double(windowSize.width), height: Double(windowSize.height))
        if compare.router == nil {
            compare.router = CompareInputRouter(
                first: windowRect(both.devices[0]), second: windowRect(both.devices[1]),
                windowSize: size)
        } else {
            compare.router?.first = windowRect(both.devices[0])
            compare.router?.second = windowRect(both.devices[1])
            compare.router?.windowSize = size
        }
    }

    /// Resizes the window (not full screen) to show every compared device, centred on the desktop.
    private func growForCompare() {
        guard !options.fullscreen, let handle = sdlWindow.handle, let compare = features.compare else { return }
        var rect = SDL_Rect()
        let usable =
            SDL_GetDisplayUsableBounds(0, &rect) == 0 && rect.w > 0 && rect.h > 0
            ? Size(width: Double(rect.w), height: Double(rect.h)) : Size(width: 1280, height: 800)
        let device = options.device ?? .default
        let size = CompareLayout.initialWindowSize(
            device: host.deviceSize, deviceScale: device.scale, zoom: options.zoom,
            showsPanels: showsPanels, usable: usable, count: compare.values.count)
        SDL_SetWindowSize(handle, Int32(size.width), Int32(size.height))
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        SDL_SetWindowPosition(handle, centered, centered)
    }

    // MARK: Recording

    /// The I key: stops and writes a recording, or resets the scene and starts one.
    func toggleRecording() {
        if features.recorder.isRecording {
            stopRecording(endTime: clock.sceneTime(wall: now), reason: nil)
        } else {
            startRecording(resetting: true)
        }
    }

    /// Starts recording; `resetting` rebuilds the scene first so the script replays from the same start.
    private func startRecording(resetting: Bool) {
        if resetting { rebuild { () throws(SceneError) in try host.reset() } }
        followLead()
        let device = options.device ?? .default
        features.recorder.start(
            host: host, deviceScale: device.scale, imagePaths: options.imagePaths,
            time: clock.sceneTime(wall: now))
        Self.log("gesturelab: recording touches in \(host.sceneName)\(resetting ? " (reset)" : ""); I stops")
    }

    /// Writes the recording ending at scene time `endTime` (nil: the last time it saw); `reason` says why it
    /// stopped on its own. Returns false when the file could not be written.
    @discardableResult
    func stopRecording(endTime: Double?, reason: String?) -> Bool {
        do {
            guard let path = try features.recorder.stop(endTime: endTime) else { return true }
            Self.log("gesturelab: \(reason.map { "recording stopped: \($0); " } ?? "")wrote \(path)")
            return true
        } catch {
            Self.log("gesturelab: \(error)")
            return false
        }
    }

    /// After the loop: writes a recording still running. Returns the exit status (1 if it couldn't be written).
    func finishFeatures() -> Int32 {
        guard features.recorder.isRecording else { return 0 }
        return stopRecording(endTime: clock.sceneTime(wall: now), reason: nil) ? 0 : 1
    }
}
