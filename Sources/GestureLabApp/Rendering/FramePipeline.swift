import Foundation
import GestureUIKit

/// A renderer and everything that draws with it: the text cache, the decode worker, the texture cache and the
/// display-list renderer, built in that order and freed in reverse by `close()`.
///
/// The one frame pipeline of the window (`RendererBackend`), the recorder (`Recorder`) and the bench's probe
/// (`HeadlessFrameProbe`), so the three draw a display list the same way: `clear(to:)`, `beginFrame(time:)`
/// (finished decodes uploaded, text cache readied, the loading spinner set to `time`), `drawer.draw(...)` per
/// list, `endFrame()` (textures past the budget evicted). What differs is around it: the window presents and
/// paces, the recorder reads pixels back, the probe times the parts. Render thread only.
final class FramePipeline {
    let renderer: SDLRenderer
    let text: TextCache
    let worker: DecodeWorker
    let cache: TextureCache
    let drawer: DisplayListRenderer
    /// What the worker calls when a decode finishes (kept so a pipeline on a new renderer wakes the same loop).
    let wake: (@Sendable () -> Void)?

    /// Builds the pipeline on `renderer`, which it then owns (destroyed by `close()`, or here if building fails).
    ///
    /// `wake`: called from a decode thread when a decode finishes (the window pushes an SDL event); nil when the
    /// caller polls the worker instead (the recorder, the probe).
    ///
    /// `worker`: one already decoding (the window starts its first photos' previews before SDL, `makeWorker`),
    /// then owned here too; nil makes one.
    init(
        renderer: SDLRenderer, library: ImageLibrary, worker given: DecodeWorker? = nil,
        wake: (@Sendable () -> Void)? = nil
    ) throws {
        self.renderer = renderer
        self.wake = wake
        do {
            text = try TextCache(renderer: renderer)
        } catch {
            // Owned from here: a given worker's threads stop with the pipeline that failed.
            given?.stop()
            renderer.destroy()
            throw error
        }
        worker = given ?? Self.makeUnprioritisedWorker(wake: wake)
        // Large images are tiled at TextureCache.safeTileSize (SDL's software renderer needs it).
        cache = TextureCache(renderer: renderer, library: library, worker: worker)
        drawer = DisplayListRenderer(renderer: renderer, text: text, images: cache)
    }

    /// The window's decode worker: a thread per core, two at most, each below the frame's threads once past the
    /// previews (`ThreadPriority`).
    static func makeWorker(wake: (@Sendable () -> Void)?) -> DecodeWorker {
        DecodeWorker(
            threads: min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)),
            backgroundNice: ThreadPriority.windowBackgroundNice(), wake: wake)
    }

    /// A decode worker for a pipeline that made its own (the recorder, the headless probe): no frame deadline, so
    /// its threads keep their priority.
    static func makeUnprioritisedWorker(wake: (@Sendable () -> Void)?) -> DecodeWorker {
        DecodeWorker(threads: min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)), wake: wake)
    }

    /// Fills the whole output with `color`.
    func clear(to color: Color) {
        renderer.clear(red: UInt8(color.red * 255), green: UInt8(color.green * 255), blue: UInt8(color.blue * 255))
    }

    /// Starts a frame at `time` seconds: uploads finished decodes, readies the text cache, turns the spinner.
    func beginFrame(time: Double) {
        cache.beginFrame()
        drawer.prescaled.nextFrame()
        text.beginFrame()
        drawer.loadingSpinnerPhase = time.truncatingRemainder(dividingBy: 1)
    }

    /// Ends a frame: evicts textures past the cache's budget.
    func endFrame() {
        cache.endFrame()
    }

    /// Frees the caches, stops the worker and destroys the renderer, in the reverse order of creation.
    func close() {
        drawer.prescaled.removeAll()
        drawer.discs.removeAll()
        cache.destroyAll()
        text.close()
        worker.stop()
        renderer.destroy()
    }
}
