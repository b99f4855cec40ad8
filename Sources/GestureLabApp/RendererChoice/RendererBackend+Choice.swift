import Foundation

/// The window's renderer choice by evidence: it starts on the software renderer, probes GL in a child
/// process once the first photo is up, and moves to SDL's GL renderer if the probe finds hardware GL.
extension RendererBackend {
    /// Seconds after start by which the probe starts even if decodes are still running.
    static let glProbeLatestStart = 1.5

    /// What `App` must do after the probe moved or a renderer was adopted.
    enum Event: Equatable {
        /// Draw another frame: the probe looks again then.
        case wantsFrame
        /// A choice was applied: relayout when the pipeline was rebuilt, quit when no renderer is left.
        case adopted(relayout: Bool, quit: Bool)
    }

    /// Starts the probe when nothing is decoding (so it doesn't slow the first photo: the machine may have two
    /// cores) or after `glProbeLatestStart`; applies its answer when it comes. Called at the start of each frame
    /// with the app clock's time.
    func advanceRendererProbe(now: Double) -> Event? {
        switch glProbe {
        case .notNeeded, .done:
            return nil
        case .pending:
            let idle = frame.stats.frameCount > 0 && worker.outstanding.isEmpty
            if idle || now - startedAt > Self.glProbeLatestStart {
                glProbe = .running(GLProbeProcess(onAnswer: pipeline.wake))  // its answer wakes the loop
                return nil
            } else {
                return .wantsFrame  // look again next frame
            }
        case .running(let process):
            guard let answer = process.result else { return nil }
            glProbe = .done
            return adopt(RendererChoice.decide(requested: nil, probe: answer))
        }
    }

    /// Uses `choice`: when it names another driver, the frame pipeline is rebuilt on a new renderer (textures and
    /// text are made again on demand; the panels restart); if that renderer fails, software again.
    func adopt(_ choice: RendererChoice) -> Event {
        var chosen = choice
        var rebuilt = false
        var noRendererLeft = false
        if choice.driver != renderer.driverName {
            panels?.close()
            panels = nil
            let library = cache.library
            pipeline.close()
            do {
                let made = try Self.makeRenderer(window: window, choice: choice)
                chosen = made.1
                pipeline = try FramePipeline(
                    renderer: made.0, library: library,
                    worker: FramePipeline.makeWorker(wake: pipeline.wake), wake: pipeline.wake)
            } catch {
                chosen = choice.fallingBack(because: "\(error)")
                do {
                    let software = try SDLRenderer(window: window, driver: "software", vsync: true)
                    pipeline = try FramePipeline(
                        renderer: software, library: library,
                        worker: FramePipeline.makeWorker(wake: pipeline.wake), wake: pipeline.wake)
                } catch {
                    App.log("gesturelab: no renderer left: \(error)")
                    noRendererLeft = true
                }
            }
            hasVSync = Self.reportsVSync(renderer)
            rebuilt = true
        }
        rendererChoice = chosen
        panels?.model.frames.renderer = "renderer \(renderer.driverName): \(chosen.reason)"
        if logsRendererChoice { logRendererChoice() }
        return .adopted(relayout: rebuilt, quit: noRendererLeft)
    }

    /// Prints the X window drawn in, then the render driver and why (`GESTURELAB_STATS=1`). SDL re-creates the X
    /// window for a GL renderer, so the id printed before a renderer line is the one that renderer draws in: the
    /// Xvfb tests screenshot that id rather than search for the window.
    func logRendererChoice() {
        if let id = window.x11WindowID { App.log("gesturelab: x11 window \(id)") }
        App.log("gesturelab: renderer \(renderer.driverName): \(rendererChoice.reason)")
    }
}
