import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// Images hidden under an opaque fill (the gallery's thumbnails under the photo viewer) asked for ahead of being
/// shown, and a texture change counted against the images a frame shows only.
extension SDLSuites {
    @Suite("Hidden images and per-image changes", .serialized)
    struct HiddenImagesTests {
        /// Records what it is asked to prefetch.
        final class RecordingImages: ImageTextureProvider {
            var prefetched: [(image: ImageHandle, shownPixelSize: Double)] = []
            func appearance(of image: ImageHandle, shownPixelSize: Double) -> ImageAppearance { .loading }
            func prefetch(_ requests: [(image: ImageHandle, shownPixelSize: Double)]) { prefetched += requests }
        }

        @Test("a thumbnail under an opaque full-screen fill is asked for at the size it is shown; one off screen isn't")
        func hiddenThumbnailIsPrefetched() throws {
            let images = RecordingImages()
            let h = try RenderHarness(width: 200, height: 200, images: images)
            defer { h.close() }
            let all = CGRect(x: 0, y: 0, width: 100, height: 100)
            let commands: [DrawCommand] = [
                .image(
                    ImageHandle(3), rect: CGRect(x: 10, y: 10, width: 30, height: 20), transform: .identity, alpha: 1,
                    contentMode: .scaleToFill),
                .image(
                    ImageHandle(4), rect: CGRect(x: 150, y: 10, width: 30, height: 20), transform: .identity,
                    alpha: 1, contentMode: .scaleToFill),
                .fill(all, transform: .identity, color: .black, cornerRadius: 0),
            ]
            _ = try h.render(commands, scale: 2)
            #expect(images.prefetched.map(\.image) == [ImageHandle(3)])
            #expect(images.prefetched.first?.shownPixelSize == 60)
            images.prefetched = []
            h.drawer.prefetchesHiddenImages = false
            _ = try h.render(commands, scale: 2)
            #expect(images.prefetched.isEmpty)
            // Nothing hidden: nothing to ask for.
            h.drawer.prefetchesHiddenImages = true
            _ = try h.render(Array(commands.prefix(2)), scale: 2)
            #expect(images.prefetched.isEmpty)
        }

        @Test("another image's texture arriving is no change to the images shown; a reset is a change to all")
        func changesPerImage() throws {
            _ = TestSupport.sdl
            let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
            let library = ImageLibrary(sources: [
                ImageSource(path: TestSupport.photo("photo-small-rocket-640x427.jpg")),
                ImageSource(path: TestSupport.photo("photo-small-chelsea-451x300.png")),
            ])
            let worker = DecodeWorker()
            let cache = TextureCache(renderer: renderer, library: library, worker: worker, budgetBytes: 10_000_000)
            defer {
                cache.destroyAll()
                worker.stop()
                renderer.destroy()
            }
            cache.beginFrame()
            let before = cache.generation
            // Asked for as a hidden image: nothing shown waits, so it is decoded.
            cache.prefetch([(ImageHandle(1), 451)])
            cache.endFrame()
            #expect(worker.waitUntilIdle(timeout: 10))
            cache.beginFrame()
            #expect(cache.generation > before)
            #expect(!cache.changed(since: before, among: [ImageHandle(0)]))
            #expect(cache.changed(since: before, among: [ImageHandle(0), ImageHandle(1)]))
            guard case .ready = cache.appearance(of: ImageHandle(1), shownPixelSize: 451) else {
                Issue.record("the prefetched image should be ready")
                return
            }
            cache.endFrame()
            let afterInstall = cache.generation
            cache.invalidateAll()
            #expect(cache.changed(since: afterInstall, among: [ImageHandle(0)]))
        }
    }
}
