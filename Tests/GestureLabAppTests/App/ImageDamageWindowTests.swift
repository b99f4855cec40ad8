import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
    /// A texture arriving or a spinner turning redraws only that image's footprints (`DeviceDamage`'s `images`),
    /// not the whole device, and leaves the picture a whole frame draws.
    @Suite("The window redraws an image whose pixels changed, not the whole device", .timeLimit(.minutes(3)))
    struct ImageDamageWindowTests {
        @Test(
            "a neighbour photo's texture arriving redraws its rectangle, not the device; the picture is a whole frame's"
        )
        func textureArrivingRedrawsItsFootprint() throws {
            let sdl = try #require(TestSupport.sdl)
            let clock = ManualClock()
            let app = try App(
                options: AppOptions(scene: "photos", options: [(key: "open", value: "0")], showsPanels: false),
                sdl: sdl, hidden: true, clock: clock)
            defer { app.close() }
            #expect(app.rendering.redrawsImageFootprints)
            // The next photo's thumbnail is not asked for while the window is still (`HiddenImagesTests` holds that
            // it is): with it kept, the next photo shows the thumbnail and waits for one decode, which on a loaded
            // machine could land within the drag's frames, leaving no arrival for the kept frames this test reads.
            // Without it, the preview and then the decode arrive, as the test needs.
            app.rendering.drawer.prefetchesHiddenImages = false
            let viewport = app.layout.viewport
            let devicePixels = viewport.pixelBounds.width * viewport.pixelBounds.height
            func frame(advancing: Bool = true) { app.frame(on: clock, advancing: advancing) }
            func settle() { app.settleDecodes(on: clock) }
            settle()
            func window(_ x: Double, _ y: Double) -> (Int32, Int32) {
                (Int32(viewport.origin.x + x * viewport.scale), Int32(viewport.origin.y + y * viewport.scale))
            }
            // Drag the photo sideways until the next one shows; then hold still while its decode arrives.
            var x = 300.0
            let (downX, downY) = window(x, 400)
            app.pushMouseButton(down: true, x: downX, y: downY)
            frame()
            for _ in 0..<8 {
                x -= 12
                let (wx, wy) = window(x, 402)
                app.pushMouseMotion(x: wx, y: wy, buttons: 1)
                frame()
            }
            // Each kept frame in which a texture of a shown image arrived or a spinner turned redraws less than the
            // device (before, all of it).
            var imageFrames = 0
            let waitingAfterDrag = (app.worker.outstanding.count, app.rendering.cache.hasPendingUploads)
            for _ in 0..<60 {
                let before = app.rendering.redrawnDevicePixels, kept = app.rendering.retainedFrames
                let generation = app.rendering.cache.generation
                app.worker.waitUntilIdle(timeout: 20)
                frame(advancing: false)
                let redrawn = app.rendering.redrawnDevicePixels - before
                if app.rendering.retainedFrames == kept + 1, app.rendering.cache.generation != generation {
                    #expect(redrawn < devicePixels, "a texture's arrival redrew the whole device")
                    if redrawn > 0 { imageFrames += 1 }
                }
                if !app.rendering.cache.hasPendingUploads && app.worker.outstanding.isEmpty { break }
            }
            #expect(
                imageFrames > 0,
                "no texture arrived in a kept frame (after the drag: \(waitingAfterDrag.0) decodes outstanding, uploads pending \(waitingAfterDrag.1))"
            )
            // The picture the footprints left is the one a whole frame draws.
            frame(advancing: false)
            let kept = try app.rendering.renderer.readPixels()
            app.rendering.retained.invalidate()
            let whole = app.rendering.wholeFrames
            frame(advancing: false)
            #expect(app.rendering.wholeFrames == whole + 1)
            let drawn = try app.rendering.renderer.readPixels()
            #expect(drawn.bgra == kept.bgra, "the footprints left other pixels than a whole frame draws")
            let (wx, wy) = window(x, 402)
            app.pushMouseButton(down: false, x: wx, y: wy)
            frame()
        }

        @Test("a frame after one that redrew the whole device uploads less; after light frames, the whole budget")
        func uploadsSpreadAfterHeavyFrames() throws {
            let sdl = try #require(TestSupport.sdl)
            let clock = ManualClock()
            let app = try App(
                options: AppOptions(scene: "photos", options: [], showsPanels: false), sdl: sdl, hidden: true,
                clock: clock)
            defer { app.close() }
            // The first frame draws the whole window: the next one's uploads are cut.
            app.pumpFrame()
            clock.advance(by: 1.0 / 60)
            app.pumpFrame()
            #expect(app.rendering.cache.uploadBytesPerFrame == UploadBudget.heavyFrameBytes)
            // Still frames redraw little (a thumbnail arriving, a spinner): the whole budget again.
            var light = false
            for _ in 0..<60 where !light {
                clock.advance(by: 1.0 / 60)
                app.pumpFrame()
                app.worker.waitUntilIdle(timeout: 20)
                light = app.rendering.cache.uploadBytesPerFrame == UploadBudget.lightFrameBytes
            }
            #expect(light)
        }
    }
}
