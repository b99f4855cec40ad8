import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Texture cache", .serialized)
struct TextureCacheTests {
    @Test("an image loads, then draws; the budget evicts the least recently used; after invalidateAll it comes back")
    func lifecycle() throws {
        _ = TestSupport.sdl
        let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
        let library = ImageLibrary(sources: [
            ImageSource(path: TestSupport.photo("photo-small-rocket-640x427.jpg")),
            ImageSource(path: TestSupport.photo("photo-small-chelsea-451x300.png")),
            ImageSource(path: "/missing/photo.jpg"),
        ])
        let worker = DecodeWorker()
        // 560x374 (rocket at 7/8) is 838 KB; 451x300 is 541 KB: a 1 MB budget holds one of them.
        let cache = TextureCache(renderer: renderer, library: library, worker: worker, budgetBytes: 1_000_000)
        defer { cache.destroyAll(); worker.stop(); renderer.destroy() }

        cache.beginFrame()
        guard case .loading = cache.appearance(of: ImageHandle(0), shownPixelSize: 400) else {
            Issue.record("first ask should be loading")
            return
        }
        if case .failed(let name, _) = cache.appearance(of: ImageHandle(2), shownPixelSize: 400) {
            #expect(name == "photo.jpg")
        } else {
            Issue.record("a missing file should fail")
        }
        cache.endFrame()
        #expect(worker.waitUntilIdle(timeout: 10))
        cache.beginFrame()
        guard case .ready(let rocket) = cache.appearance(of: ImageHandle(0), shownPixelSize: 400) else {
            Issue.record("rocket should be ready")
            return
        }
        #expect(rocket.width == 560 && cache.bytesInUse == 560 * 374 * 4)
        cache.endFrame()

        cache.beginFrame()
        _ = cache.appearance(of: ImageHandle(1), shownPixelSize: 451)  // request the cat; rocket not drawn
        cache.endFrame()
        #expect(worker.waitUntilIdle(timeout: 10))
        cache.beginFrame()
        guard case .ready = cache.appearance(of: ImageHandle(1), shownPixelSize: 451) else {
            Issue.record("cat should be ready")
            return
        }
        cache.endFrame()
        #expect(cache.textureCount == 1 && cache.bytesInUse == 451 * 300 * 4, "the rocket, least recently used, went")

        cache.invalidateAll()
        #expect(cache.bytesInUse == 0 && cache.textureCount == 0)

        // After a render reset the textures come back: the next frames decode and upload them again.
        cache.beginFrame()
        guard case .loading = cache.appearance(of: ImageHandle(1), shownPixelSize: 451) else {
            Issue.record("an invalidated image should load again")
            return
        }
        cache.endFrame()
        #expect(worker.waitUntilIdle(timeout: 10))
        cache.beginFrame()
        guard case .ready(let cat) = cache.appearance(of: ImageHandle(1), shownPixelSize: 451) else {
            Issue.record("the cat should come back after the reset")
            return
        }
        cache.endFrame()
        #expect(cat.width == 451 && cache.textureCount == 1)
    }
}
}
