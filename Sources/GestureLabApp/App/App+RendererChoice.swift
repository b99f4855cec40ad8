import Foundation

/// The window's renderer choice by evidence (issue 17): it starts on the software renderer, probes GL in a child
/// process once the first photo is up, and moves to SDL's GL renderer if the probe finds hardware GL.
extension App {
    /// Seconds after start by which the probe starts even if decodes are still running.
    static let glProbeLatestStart = 1.5

    /// Starts the probe when nothing is decoding (so it doesn't slow the first photo: the machine may have two
    /// cores) or after `glProbeLatestStart`; applies its answer when it comes. Called at the start of each frame.
    func advanceRendererProbe() {
        switch glProbe {
        case .notNeeded, .done:
            return
        case .pending:
            let idle = stats.frameCount > 0 && worker.outstanding.isEmpty
            if idle || now - startedAt > Self.glProbeLatestStart {
                glProbe = .running(GLProbeProcess(onAnswer: pipeline.wake))  // its answer wakes the loop
            } else {
                state.requestFrames()  // look again next frame
            }
        case .running(let process):
            guard let answer = process.result else { return }
            glProbe = .done
            adopt(RendererChoice.decide(requested: nil, probe: answer))
        }
    }

    /// Uses `choice`: when it names another driver, the frame pipeline is rebuilt on a new renderer (textures and
    /// text are made again on demand; the panels restart); if that renderer fails, software again.
    func adopt(_ choice: RendererChoice) {
        var chosen = choice
        if choice.driver != renderer.driverName {
            panels?.close()
            panels = nil
            let library = cache.library
            pipeline.close()
            do {
                let made = try Self.makeRenderer(window: sdlWindow, choice: choice)
                chosen = made.1
                pipeline = try FramePipeline(renderer: made.0, library: library, wake: pipeline.wake)
            } catch {
                chosen = choice.fallingBack(because: "\(error)")
                do {
                    let software = try SDLRenderer(window: sdlWindow, driver: "software", vsync: true)
                    pipeline = try FramePipeline(renderer: software, library: library, wake: pipeline.wake)
                } catch {
                    Self.log("gesturelab: no renderer left: \(error)")
                    state.isQuitting = true
                }
            }
            hasVSync = Self.reportsVSync(renderer)
            relayout()
        }
        rendererChoice = chosen
        panels?.model.frames.renderer = "renderer \(renderer.driverName): \(chosen.reason)"
        if logsRendererChoice { logRendererChoice() }
        state.requestFrames()
    }

    /// Prints the X window drawn in, then the render driver and why (`GESTURELAB_STATS=1`). SDL re-creates the X
    /// window for a GL renderer, so the id printed before a renderer line is the one that renderer draws in: the
    /// Xvfb tests screenshot that id rather than search for the window.
    func logRendererChoice() {
        if let id = sdlWindow.x11WindowID { Self.log("gesturelab: x11 window \(id)") }
        Self.log("gesturelab: renderer \(renderer.driverName): \(rendererChoice.reason)")
    }
}
