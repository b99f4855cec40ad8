import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// The first photo at once: a DCT 1/8 preview while the wanted decode runs, then the sharp one in the same frame.
@Suite("Preview decodes", .serialized)
struct PreviewDecodeTests {
    /// The bundled 5312x2988 JPEG, shown 1100 px wide: the wanted decode is level 3 (DCT 1/2, 2656x1494).
    private static let big = "photo-landscape-seeding-5312x2988.jpg"
    private static let rect = CGRect(x: 50, y: 40, width: 1100, height: 620)

    /// One frame: uploads what arrived, draws the photo aspect-fit in `rect`, reads it back; and the texture drawn.
    private func frame(_ cache: TextureCache, _ harness: RenderHarness) throws -> (RenderedImage, TiledTexture?) {
        cache.beginFrame()
        let image = try harness.render([.image(ImageHandle(0), rect: Self.rect, transform: .identity, alpha: 1,
                                               contentMode: .scaleAspectFit)])
        var texture: TiledTexture?
        if case .ready(let t) = cache.appearance(of: ImageHandle(0), shownPixelSize: 1100) { texture = t }
        cache.endFrame()
        return (image, texture)
    }

    /// The bounding box of the pixels that are not black.
    private func litBox(_ image: RenderedImage) -> (Int, Int, Int, Int) {
        var box = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where !image.isBlack(x: x, y: y) {
                box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
            }
        }
        return box
    }

    @Test("a large JPEG shows its DCT 1/8 preview first, then the wanted decode in the same place")
    func previewThenSharp() throws {
        _ = TestSupport.sdl
        let library = ImageLibrary(sources: [ImageSource(path: TestSupport.photo(Self.big))])
        // One thread: the newest request, the preview, runs first, as on a busy machine.
        let worker = DecodeWorker(threads: 1)
        let harness = try RenderHarness(width: 1200, height: 700)
        let cache = TextureCache(renderer: harness.renderer, library: library, worker: worker)
        harness.drawer.images = cache
        defer { cache.destroyAll(); worker.stop(); harness.close() }

        let (first, none) = try frame(cache, harness)
        #expect(none == nil, "nothing but the loading placeholder before any decode")
        _ = first
        #expect(worker.waitUntilIdle(timeout: 30))

        // Both decodes are done; this frame uploads the 664x374 preview whole and only starts the 2656x1494 one
        // (8 MB a frame): the preview draws.
        let (blurry, preview) = try frame(cache, harness)
        #expect(preview?.width == 664 && preview?.height == 374)
        var sharp: (RenderedImage, TiledTexture?) = (blurry, preview)
        for _ in 0..<10 where sharp.1?.width != 2656 { sharp = try frame(cache, harness) }
        #expect(sharp.1?.width == 2656 && sharp.1?.height == 1494)
        // The frame comes from the header's size: the photo covers the same pixels before and after.
        let box = litBox(blurry)
        #expect(box == litBox(sharp.0))
        #expect(box.2 - box.0 + 1 >= 1098 && box.2 - box.0 + 1 <= 1100, "aspect-fit width: \(box)")
    }

    @Test("a photo opened from its thumbnail shows the thumbnail at once while its sharp decode runs (KSPhotoBrowser's thumbImage)")
    func thumbnailFirst() throws {
        _ = TestSupport.sdl
        let library = ImageLibrary(sources: [ImageSource(path: TestSupport.photo(Self.big))])
        let worker = DecodeWorker(threads: 1)
        let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
        let cache = TextureCache(renderer: renderer, library: library, worker: worker)
        defer { cache.destroyAll(); worker.stop(); renderer.destroy() }
        // The gallery's cell: a level 0 decode (DCT 1/8 then box 1/2: 332x187).
        cache.beginFrame()
        _ = cache.appearance(of: ImageHandle(0), shownPixelSize: 200)
        cache.endFrame()
        #expect(worker.waitUntilIdle(timeout: 30))
        cache.beginFrame()
        cache.endFrame()
        // The viewer's first frame: the thumbnail draws, the sharp decode is asked for, no preview is.
        cache.beginFrame()
        guard case .ready(let shown) = cache.appearance(of: ImageHandle(0), shownPixelSize: 1100) else {
            Issue.record("the viewer's first frame should draw the thumbnail")
            return
        }
        #expect(shown.width == 332)
        #expect(worker.outstanding == [ImageLevelKey(image: 0, level: TextureCache.level(forShownPixels: 1100))])
        cache.endFrame()
    }

    @Test("a thumbnail-sized request and a small JPEG ask for no preview")
    func noPreviewWhenQuick() throws {
        _ = TestSupport.sdl
        let library = ImageLibrary(sources: [ImageSource(path: TestSupport.photo(Self.big)),
                                             ImageSource(path: TestSupport.photo("photo-small-rocket-640x427.jpg"))])
        let worker = DecodeWorker(threads: 1)
        let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
        let cache = TextureCache(renderer: renderer, library: library, worker: worker)
        defer { cache.destroyAll(); worker.stop(); renderer.destroy() }
        cache.beginFrame()
        _ = cache.appearance(of: ImageHandle(0), shownPixelSize: 200)  // level 0: already the quick decode
        _ = cache.appearance(of: ImageHandle(1), shownPixelSize: 640)  // 640 px: quick whole
        #expect(worker.outstanding.count == 2)
        #expect(worker.outstanding.allSatisfy { $0.level == TextureCache.level(forShownPixels: $0.image == 0 ? 200 : 640) })
        cache.endFrame()
    }
}
}
