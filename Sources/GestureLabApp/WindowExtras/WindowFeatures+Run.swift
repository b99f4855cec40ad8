internal import CSDL2
import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript

/// The window's extras at work: a replayed script, the touch recorder and compare mode (`WindowFeatures`).
///
/// `App` calls `route(_:)` on every input event, `dispatch(_:to:)` for every translated command,
/// `advance(to:lead:onChecked:)` before advancing the scene, `draw(with:lead:hoverPoints:viewport:)` after drawing
/// it and `relayout(...)` after every relayout; `App+Features.swift` starts and finishes them around the loop.
extension WindowFeatures {
    /// Sets up what `start` asks for beside the scene `host`: the recorder (not yet recording) and the compared run.
    func prepare(_ start: WindowStart, lead host: SceneHost) throws(AppError) {
        recorder = InputRecorder(basePath: start.options.recordInputPath)
        guard let compare = start.options.compare else { return }
        do {
            self.compare = try CompareRun(lead: host, key: compare.key, values: compare.values)
        } catch {
            throw AppError("can't build the compared scene: \(error.message)")
        }
    }

    /// Plays `script` in the scene `host` (and the compared one) from now on.
    func play(_ script: TouchScript, lead host: SceneHost) {
        replay = WindowReplay(script: script, windows: windows(lead: host))
    }

    /// The windows touches go to: the app's scene, then the compared one.
    func windows(lead host: SceneHost) -> [UIWindow] {
        [host.window] + (compare.map { [$0.host.window] } ?? [])
    }

    /// Whether the extras need frames: a script is playing or the compared scene moves or waits for a deadline
    /// (the loop sleeps until the lead scene's deadline only; a compared scene's is drawn frame by frame).
    func needFrame(isPaused: Bool) -> Bool {
        guard !isPaused else { return false }
        return (replay?.isPlaying ?? false) || (compare.map { $0.host.isAnimating || !$0.host.window.isIdle } ?? false)
    }

    /// In compare mode, an event on the second device moved onto the first.
    func route(_ input: InputEvent) -> InputEvent {
        guard compare?.router != nil else { return input }
        return compare?.router?.route(input) ?? input
    }

    /// One input to the scene, the compared scene and the recorder.
    func dispatch(_ input: TouchInput, to host: SceneHost) {
        follow(host)
        host.send(input)
        compare?.host.send(input)
        recorder.record(input)
    }

    /// The hovering pointer's input to the scene and the compared scene (not recorded: scripts have no hover).
    func dispatch(_ input: PointerInput, to host: SceneHost) {
        follow(host)
        host.window.send(input)
        compare?.host.window.send(input)
    }

    /// Before the scene advances to `time`: the compared scene follows and advances, the script plays up to it
    /// (`onChecked` sees the `expect` lines checked, which are logged too), and a recording whose scene was rebuilt
    /// or changed stops.
    func advance(
        to time: Double, lead host: SceneHost, onChecked: ([ExpectationResult], WindowReplay) -> Void
    ) {
        follow(host)
        if let replay {
            let checked = replay.checkExpectations(
                window: host.window, scene: host.scene, actions: host.context.actions)
            onChecked(checked, replay)
            for result in checked {
                let outcome = result.passed ? "pass \(result.text)" : "FAIL \(result.message)"
                App.log("gesturelab: \(replay.script.sourceName):\(result.line): \(outcome)")
            }
            let before = replay.state
            let state = replay.play(upTo: time, current: windows(lead: host))
            if state != before {
                App.log(
                    state == .finished
                        ? "gesturelab: \(replay.script.sourceName) finished at \(Int(time * 1000)) ms; the window is yours"
                        : "gesturelab: stopped playing \(replay.script.sourceName): the scene was rebuilt")
                self.replay = nil
            }
        }
        compare?.host.advance(to: time)
        if let reason = recorder.check(host: host, time: time) { stopRecording(endTime: nil, reason: reason) }
    }

    /// The compared scene takes the lead's options again (the one compared excepted).
    func follow(_ host: SceneHost) {
        guard let compare else { return }
        do {
            try compare.follow(host)
        } catch {
            App.log("gesturelab: the compared scene: \(error.message)")
        }
    }

    /// Draws the compared device and both label bars (compare mode), and the recording badge in the corner of
    /// `viewport` (the lead device).
    func draw(with drawer: DisplayListRenderer, lead host: SceneHost, hoverPoints: [CGPoint], viewport: DeviceViewport)
    {
        if let compare, let layout = compare.layout, layout.devices.count > 1 {
            compare.host.render(into: &compare.sceneList, hoverPoints: hoverPoints)
            drawer.draw(compare.sceneList, in: layout.devices[1 - compare.leadIndex])
            for (i, viewport) in layout.labels.enumerated() {
                Recorder.label(
                    compare.label(i, lead: host), width: viewport.size.width, height: viewport.size.height,
                    into: &compare.labelList)
                drawer.draw(compare.labelList, in: viewport)
            }
        }
        if recorder.isRecording { drawRecordingBadge(with: drawer, viewport: viewport) }
    }

    /// A red "REC" in the top-left corner of the device while recording.
    private func drawRecordingBadge(with drawer: DisplayListRenderer, viewport: DeviceViewport) {
        var list = DisplayList()
        let badge = CGRect(x: 8, y: 8, width: 64, height: 24)
        list.append(.fill(badge, transform: .identity, color: Color(white: 0, alpha: 0.6), cornerRadius: 12))
        list.append(.circle(center: CGPoint(x: badge.minX + 14, y: badge.midY), radius: 6, color: Color(hex: 0xFF3B30)))
        list.append(
            .text(
                "REC", rect: CGRect(x: badge.minX + 24, y: badge.minY, width: 38, height: 24),
                transform: .identity, size: 13, bold: true, color: .white, alignment: .left))
        drawer.draw(
            list,
            in: DeviceViewport(
                size: CGSize(width: 80, height: 40), scale: viewport.scale,
                origin: viewport.origin))
    }

    /// Compare mode: both devices and labels in the area left of the panels, for a window of `windowSize` units
    /// and `output` pixels. Returns the lead device's viewport (input maps to it), nil when not comparing.
    func relayout(
        windowSize: (width: Int, height: Int), output: (width: Int, height: Int), device: CGSize,
        deviceScale: Double, zoom: Double?, showsPanels: Bool
    ) -> DeviceViewport? {
        guard let compare else { return nil }
        guard windowSize.width > 0, output.width > 0, output.height > 0 else { return nil }
        let ppu = Double(output.width) / Double(windowSize.width)
        let both = CompareLayout(
            outputWidth: Double(output.width), height: Double(output.height), device: device,
            deviceScale: deviceScale, zoom: zoom, showsPanels: showsPanels,
            count: compare.values.count, pixelsPerUnit: ppu)
        compare.layout = both
        func windowRect(_ v: DeviceViewport) -> CGRect {
            CGRect(
                x: v.origin.x / ppu, y: v.origin.y / ppu, width: v.size.width * v.scale / ppu,
                height: v.size.height * v.scale / ppu)
        }
        let size = CGSize(width: Double(windowSize.width), height: Double(windowSize.height))
        // The router's first device is the lead's, wherever it is shown (comparing edits, it is the right one).
        let lead = both.devices[compare.leadIndex], other = both.devices[1 - compare.leadIndex]
        if compare.router == nil {
            compare.router = CompareInputRouter(first: windowRect(lead), second: windowRect(other), windowSize: size)
        } else {
            compare.router?.first = windowRect(lead)
            compare.router?.second = windowRect(other)
            compare.router?.windowSize = size
        }
        return lead
    }

    /// Resizes `window` (not full screen) to show every compared device, centred on the desktop.
    func growForCompare(
        window: SDLWindow, options: AppOptions, device: CGSize, showsPanels: Bool
    ) {
        guard !options.fullscreen, let handle = window.handle, let compare else { return }
        var rect = SDL_Rect()
        let usable =
            SDL_GetDisplayUsableBounds(0, &rect) == 0 && rect.w > 0 && rect.h > 0
            ? CGSize(width: Double(rect.w), height: Double(rect.h)) : CGSize(width: 1280, height: 800)
        let scale = (options.device ?? .default).scale
        let size = CompareLayout.initialWindowSize(
            device: device, deviceScale: scale, zoom: options.zoom,
            showsPanels: showsPanels, usable: usable, count: compare.values.count)
        SDL_SetWindowSize(handle, Int32(size.width), Int32(size.height))
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        SDL_SetWindowPosition(handle, centered, centered)
    }

    // MARK: Recording

    /// Starts recording `host` at scene time `time`; `resetting` only says so in the log.
    func startRecording(host: SceneHost, options: AppOptions, time: Double, resetting: Bool) {
        follow(host)
        let device = options.device ?? .default
        recorder.start(host: host, deviceScale: device.scale, imagePaths: options.imagePaths, time: time)
        App.log("gesturelab: recording touches in \(host.sceneName)\(resetting ? " (reset)" : ""); I stops")
    }

    /// Writes the recording ending at scene time `endTime` (nil: the last time it saw); `reason` says why it
    /// stopped on its own. Returns false when the file could not be written.
    @discardableResult
    func stopRecording(endTime: Double?, reason: String?) -> Bool {
        do {
            guard let path = try recorder.stop(endTime: endTime) else { return true }
            App.log("gesturelab: \(reason.map { "recording stopped: \($0); " } ?? "")wrote \(path)")
            return true
        } catch {
            App.log("gesturelab: \(error)")
            return false
        }
    }
}
