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

        /// A texture cache over the bundled `photos` on an offscreen renderer with one decode thread, and what closes
        /// all three.
        static func cache(of photos: [String], budgetBytes: Int) throws -> (TextureCache, DecodeWorker, () -> Void) {
            _ = TestSupport.sdl
            let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
            let library = ImageLibrary(sources: photos.map { ImageSource(path: TestSupport.photo($0)) })
            let worker = DecodeWorker()
            let cache = TextureCache(renderer: renderer, library: library, worker: worker, budgetBytes: budgetBytes)
            return (
                cache, worker,
                {
                    cache.destroyAll()
                    worker.stop()
                    renderer.destroy()
                }
            )
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

        @Test("an image drawn over the fill but out of the device is not shown: its thumbnail under it is asked for")
        func pageOutOfTheDeviceIsNotShown() throws {
            let images = RecordingImages()
            let h = try RenderHarness(width: 200, height: 200, images: images)
            defer { h.close() }
            let thumbnail = DrawCommand.image(
                ImageHandle(3), rect: CGRect(x: 10, y: 10, width: 30, height: 20), transform: .identity, alpha: 1,
                contentMode: .scaleToFill)
            let fill = DrawCommand.fill(
                CGRect(x: 0, y: 0, width: 100, height: 100), transform: .identity, color: .black, cornerRadius: 0)
            func page(atX x: Double) -> DrawCommand {
                .image(
                    ImageHandle(3), rect: CGRect(x: x, y: 0, width: 100, height: 70), transform: .identity, alpha: 1,
                    contentMode: .scaleToFill)
            }
            // The viewer's next page, beside the device: not shown, so the thumbnail is asked for.
            _ = try h.render([thumbnail, fill, page(atX: 110)], scale: 2)
            #expect(images.prefetched.map(\.image) == [ImageHandle(3)])
            images.prefetched = []
            // The page on the device: its own decode comes when it is drawn.
            _ = try h.render([thumbnail, fill, page(atX: 0)], scale: 2)
            #expect(images.prefetched.isEmpty)
        }

        @Test("a frame that draws nothing of the list still asks for the images hidden in it")
        func askedForWithoutDrawing() throws {
            let images = RecordingImages()
            let h = try RenderHarness(width: 200, height: 200, images: images)
            defer { h.close() }
            var list = DisplayList()
            list.append(
                .image(
                    ImageHandle(5), rect: CGRect(x: 10, y: 10, width: 30, height: 20), transform: .identity, alpha: 1,
                    contentMode: .scaleToFill))
            list.append(
                .fill(CGRect(x: 0, y: 0, width: 100, height: 100), transform: .identity, color: .black, cornerRadius: 0)
            )
            let viewport = DeviceViewport(size: CGSize(width: 100, height: 100), scale: 2, origin: .zero)
            let listsDrawn = h.drawer.listsDrawn
            h.drawer.prefetchHiddenImages(in: list, viewport: viewport)
            #expect(h.drawer.listsDrawn == listsDrawn)
            #expect(images.prefetched.map(\.image) == [ImageHandle(5)])
            #expect(images.prefetched.first?.shownPixelSize == 60)
            images.prefetched = []
            h.drawer.prefetchesHiddenImages = false
            h.drawer.prefetchHiddenImages(in: list, viewport: viewport)
            #expect(images.prefetched.isEmpty)
        }

        /// Found by logging decode requests in the viewer's dismiss drag: a still window keeps its frame and drew
        /// none of the device, so the gallery under the viewer was asked for only when the drag began.
        @Test("the window still: the gallery's thumbnails under the viewer decode in frames that redraw nothing")
        func stillWindowDecodesTheGalleryUnderTheViewer() throws {
            let sdl = try #require(TestSupport.sdl)
            let clock = ManualClock()
            let app = try App(
                options: AppOptions(scene: "photos", options: [(key: "open", value: "3")], showsPanels: false),
                sdl: sdl, hidden: true, clock: clock)
            defer { app.close() }
            app.settleDecodes(on: clock)
            let cache = app.rendering.cache
            func decodedImages() -> Int {
                (0..<cache.library.sources.count).filter { cache.changed(since: 0, among: [ImageHandle($0)]) }.count
            }
            let decodedAtRest = decodedImages()
            var askedInAnEmptyFrame = false
            // Until three frames in a row ask for nothing and leave nothing to decode or upload.
            var quietFrames = 0
            for _ in 0..<200 where quietFrames < 3 {
                let redrawn = app.rendering.redrawnDevicePixels, kept = app.rendering.retainedFrames
                let asked = app.worker.submissionCount, decoded = decodedImages()
                app.frame(on: clock, advancing: false)
                let askedNow = app.worker.submissionCount > asked
                if askedNow, app.rendering.retainedFrames == kept + 1, app.rendering.redrawnDevicePixels == redrawn {
                    askedInAnEmptyFrame = true
                }
                app.worker.waitUntilIdle(timeout: 20)
                let busy = askedNow || decodedImages() != decoded || cache.hasPendingUploads
                quietFrames = busy ? 0 : quietFrames + 1
            }
            #expect(askedInAnEmptyFrame, "no frame that redrew nothing asked for a decode")
            #expect(decodedImages() >= decodedAtRest + 6, "\(decodedImages()) images decoded, \(decodedAtRest) at rest")
        }

        @Test("a hidden photo is asked for without its DCT preview; a shown one still gets the preview first")
        func hiddenPhotoWithoutPreview() throws {
            let (cache, worker, close) = try Self.cache(
                of: ["huge-kleiber-6028x3391.jpg", "photo-landscape-seeding-5312x2988.jpg"], budgetBytes: 50_000_000)
            defer { close() }
            cache.beginFrame()
            let beforeHidden = worker.submissionCount
            cache.prefetch([(ImageHandle(0), 512)])
            #expect(worker.submissionCount == beforeHidden + 1, "the hidden photo's thumbnail alone")
            cache.endFrame()
            #expect(worker.waitUntilIdle(timeout: 20))
            cache.beginFrame()
            let beforeShown = worker.submissionCount
            _ = cache.appearance(of: ImageHandle(1), shownPixelSize: 512)
            #expect(worker.submissionCount == beforeShown + 2, "the shown photo's preview and its thumbnail")
            cache.endFrame()
        }

        @Test("another image's texture arriving is no change to the images shown; a reset is a change to all")
        func changesPerImage() throws {
            let (cache, worker, close) = try Self.cache(
                of: ["photo-small-rocket-640x427.jpg", "photo-small-chelsea-451x300.png"], budgetBytes: 10_000_000)
            defer { close() }
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
