import Foundation
import GestureUIKit
import GestureScenes
@testable import GestureLabApp

/// A scene host on the bundled photos, drawn headless at one pixel a point through the app's `FramePipeline`.
final class SceneRenderHarness {
    let host: SceneHost
    let pipeline: FramePipeline
    var worker: DecodeWorker { pipeline.worker }
    var cache: TextureCache { pipeline.cache }
    private var list = DisplayList()
    /// Whether `close()` closes the pipeline: false when it was lent by another harness.
    private let ownsPipeline: Bool

    init(scene: String, options: [(key: String, value: String)] = [], size: CGSize = CGSize(width: 390, height: 844)) throws {
        _ = TestSupport.sdl
        let loaded = ImageCatalogLoader.load(paths: [TestSupport.repoRoot + "/Resources/Photos"])
        host = try SceneHost(sceneName: scene, options: options, deviceSize: size, images: loaded.catalog)
        pipeline = try FramePipeline(renderer: try SDLRenderer(offscreenWidth: Int(size.width), height: Int(size.height)),
                                     library: loaded.library)
        ownsPipeline = true
    }

    /// A new scene drawn through `other`'s pipeline (its renderer, decode worker and textures), as the window draws
    /// one scene after another: what `other` decoded stays decoded. `other` must be of the same size and outlive it.
    init(scene: String, options: [(key: String, value: String)] = [], sharingPipelineOf other: SceneRenderHarness) throws {
        host = try SceneHost(sceneName: scene, options: options, deviceSize: other.host.deviceSize,
                             images: other.host.images)
        pipeline = other.pipeline
        ownsPipeline = false
    }

    /// Draws one frame at scene time `time` and reads it back.
    func frame(at time: Double) throws -> RenderedImage {
        host.advance(to: time)
        pipeline.clear(to: Color(hex: 0x1C1C1E))
        pipeline.beginFrame(time: time)
        host.render(into: &list)
        pipeline.drawer.draw(list, in: DeviceViewport(size: host.deviceSize, scale: 1, origin: .zero))
        pipeline.endFrame()
        return try pipeline.renderer.readPixels()
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
        if ownsPipeline { pipeline.close() }
    }
}
