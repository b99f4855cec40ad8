import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
    /// A texture arriving or a spinner turning redraws only that image's footprints (`DeviceDamage`'s `images`),
    /// not the whole device, and leaves the picture a whole frame draws.
    @Suite("The window redraws an image whose pixels changed, not the whole device", .timeLimit(.minutes(3)))
    struct ImageDamageWindowTests {
        @Test("the gallery's thumbnails arriving redraw their rectangles; the picture is a whole frame's")
        func thumbnailsArrivingRedrawTheirFootprints() throws {
            let sdl = try #require(TestSupport.sdl)
            let clock = ManualClock()
            let app = try App(
                options: AppOptions(scene: "photos", options: [], showsPanels: false), sdl: sdl, hidden: true,
                clock: clock)
            defer { app.close() }
            #expect(app.rendering.redrawsImageFootprints)
            let viewport = app.layout.viewport
            let devicePixels = viewport.pixelBounds.width * viewport.pixelBounds.height
            func frame(advancing: Bool = true) {
                if advancing { clock.advance(by: 1.0 / 60) }
                app.pumpFrame()
            }
            frame()
            // Frames while the thumbnails decode and arrive: each kept frame in which a texture arrived or a spinner
            // turned redraws less than the device (before, all of it).
            var partialImageFrames = 0
            for _ in 0..<120 {
                let before = app.rendering.redrawnDevicePixels, kept = app.rendering.retainedFrames
                let generation = app.rendering.cache.generation
                frame()
                app.worker.waitUntilIdle(timeout: 20)
                let redrawn = app.rendering.redrawnDevicePixels - before
                if app.rendering.retainedFrames == kept + 1, app.rendering.cache.generation != generation {
                    #expect(redrawn < devicePixels, "a thumbnail's arrival redrew the whole device")
                    if redrawn > 0 { partialImageFrames += 1 }
                }
                if !app.rendering.cache.hasPendingUploads && app.worker.outstanding.isEmpty { break }
            }
            frame()
            frame()
            #expect(partialImageFrames > 0, "no thumbnail arrived in a kept frame")
            // The picture the footprints left is the one a whole frame draws.
            let kept = try app.rendering.renderer.readPixels()
            app.rendering.retained.invalidate()
            let whole = app.rendering.wholeFrames
            frame(advancing: false)
            #expect(app.rendering.wholeFrames == whole + 1)
            let drawn = try app.rendering.renderer.readPixels()
            #expect(drawn.bgra == kept.bgra, "the footprints left other pixels than a whole frame draws")
        }
    }
}
