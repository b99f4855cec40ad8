import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// The software window redrawing only the device's dirty rectangles (`DeviceDamage`): the same picture as a whole
/// frame, for a fraction of the device's pixels.
@Suite("The window redraws only what changed in the device", .timeLimit(.minutes(3)))
struct DamageWindowTests {
    @Test("paging the photos viewer redraws a band of the device, as a whole frame would draw it", arguments: [false, true])
    func pagingRedrawsABand(byFinger: Bool) throws {
        let sdl = try #require(TestSupport.sdl)
        let clock = ManualClock()
        let app = try App(
            options: AppOptions(scene: "photos", options: [(key: "open", value: "0")], showsPanels: true), sdl: sdl,
            hidden: true, clock: clock)
        defer { app.close() }
        func frame(advancing: Bool = true) { app.frame(on: clock, advancing: advancing) }
        func settle() { app.settleDecodes(on: clock) }
        settle()
        let viewport = app.layout.viewport
        let devicePixels = viewport.pixelBounds.width * viewport.pixelBounds.height
        func window(_ x: Double, _ y: Double) -> (Int32, Int32) {
            (Int32(viewport.origin.x + x * viewport.scale), Int32(viewport.origin.y + y * viewport.scale))
        }
        /// Device pixels the last frame redrew, when it kept the window's pixels.
        func redrawn(_ body: () -> Void) -> Int {
            let before = app.rendering.redrawnDevicePixels, kept = app.rendering.retainedFrames
            body()
            #expect(app.rendering.retainedFrames == kept + 1, "the frame was drawn whole")
            return app.rendering.redrawnDevicePixels - before
        }
        #expect(redrawn { frame(advancing: false) } == 0, "a still frame redrew the device")
        var x = 300.0
        let (downX, downY) = window(x, 400)
        // The mouse, as a desktop user drags, or a finger, which brings the touch toolbar: drawn over everything,
        // again only where the frame redrew.
        func press(_ down: Bool, _ x: Int32, _ y: Int32) {
            if byFinger {
                app.pushFinger(down ? .down : .up, finger: 1, x: Double(x), y: Double(y))
            } else {
                app.pushMouseButton(down: down, x: x, y: y)
            }
        }
        func move(_ x: Int32, _ y: Int32) {
            if byFinger {
                app.pushFinger(.moved, finger: 1, x: Double(x), y: Double(y))
            } else {
                app.pushMouseMotion(x: x, y: y, buttons: 1)
            }
        }
        press(true, downX, downY)
        frame()
        for _ in 0..<8 {
            x -= 12
            let (wx, wy) = window(x, 402)
            move(wx, wy)
            frame()
        }
        // The neighbour page came into view: let its decode arrive (that frame redraws all of the device).
        settle()
        x -= 12
        let (wx, wy) = window(x, 404)
        let band = redrawn {
            move(wx, wy)
            frame()
        }
        #expect(band > 0, "the paged photo was not redrawn")
        #expect(band * 2 < devicePixels, "redrew \(band) of the device's \(devicePixels) pixels")

        // The picture the dirty rectangles left is the one a whole frame draws (outside the panels' column, whose
        // frame times change from frame to frame).
        let column = app.rendering.layout.panelColumn ?? .zero
        func outsideColumn() throws -> [UInt8] {
            let image = try app.rendering.renderer.readPixels()
            let left = min(image.width, max(0, Int(column.minX.rounded(.down))))
            var bytes: [UInt8] = []
            for y in 0..<image.height { bytes += image.bgra[(y * image.width) * 4..<(y * image.width + left) * 4] }
            return bytes
        }
        // Still frames until the list stops changing (the panels' touch trail takes a frame to catch up), drawn
        // with dirty rectangles all the same; then a whole frame draws the same list.
        var still = 0
        while still < 10, redrawn({ frame(advancing: false) }) > 0 { still += 1 }
        #expect(still < 10, "the list kept changing with nothing moving")
        if byFinger { #expect(app.tablet.toolbarAvailable, "no touch toolbar after a finger") }
        let kept = try outsideColumn()
        app.rendering.retained.invalidate()
        let whole = app.rendering.wholeFrames
        frame(advancing: false)
        #expect(app.rendering.wholeFrames == whole + 1)
        #expect(try outsideColumn() == kept, "the dirty rectangles left other pixels than a whole frame draws")
        press(false, wx, wy)
        frame()
    }
}
}
