import Foundation
import GestureCore
import GestureScenes
@testable import GestureLabApp

/// A scene host on the bundled photos, drawn headless at one pixel a point, with the app's real image pipeline.
final class SceneRenderHarness {
    let host: SceneHost
    let renderer: SDLRenderer
    let text: TextCache
    let worker: DecodeWorker
    let cache: TextureCache
    let drawer: DisplayListRenderer
    private var list = DisplayList()

    init(scene: String, options: [(key: String, value: String)] = [], size: Size = Size(width: 390, height: 844)) throws {
        _ = TestSupport.sdl
        let loaded = ImageCatalogLoader.load(paths: [TestSupport.repoRoot + "/Resources/Photos"])
        host = try SceneHost(sceneName: scene, options: options, deviceSize: size, images: loaded.catalog)
        renderer = try SDLRenderer(offscreenWidth: Int(size.width), height: Int(size.height))
        text = try TextCache(renderer: renderer)
        worker = DecodeWorker(threads: 2)
        cache = TextureCache(renderer: renderer, library: loaded.library, worker: worker)
        drawer = DisplayListRenderer(renderer: renderer, text: text, images: cache)
    }

    /// Draws one frame at scene time `time` and reads it back.
    func frame(at time: Double) throws -> RenderedImage {
        host.advance(to: time)
        renderer.clear(red: 0x1C, green: 0x1C, blue: 0x1E)
        cache.beginFrame()
        text.beginFrame()
        host.render(into: &list)
        drawer.draw(list, in: DeviceViewport(size: host.deviceSize, scale: 1, origin: .zero))
        cache.endFrame()
        return try renderer.readPixels()
    }

    /// Draws frames until no decode or upload is outstanding (at most `timeout` seconds of waiting), then one more.
    func settledFrame(at time: Double, timeout: Double = 10) throws -> RenderedImage {
        var image = try frame(at: time)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !worker.outstanding.isEmpty || cache.hasPendingUploads, Date() < deadline {
            worker.waitUntilIdle(timeout: 0.5)
            image = try frame(at: time)
        }
        return try frame(at: time)
    }

    func close() {
        cache.destroyAll()
        text.close()
        worker.stop()
        renderer.destroy()
    }
}
