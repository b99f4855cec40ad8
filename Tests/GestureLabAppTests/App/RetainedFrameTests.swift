import GestureUIKit
import Testing
@testable import GestureLabApp

/// When a window frame may keep the last frame's pixels outside the device (`RetainedFrame`).
@Suite("A frame that keeps the last one's pixels")
struct RetainedFrameTests {
    @Test("the first frame is whole, then frames keep the window until something else drew or it was invalidated")
    func transitions() {
        var frame = RetainedFrame()
        var whole = [frame.beginFrame(retains: true)]
        frame.endFrame(retains: true)
        whole.append(frame.beginFrame(retains: true))
        frame.noteExtraDrawn()
        frame.endFrame(retains: true)
        // Help or a toast drew over the window: the next frame clears it.
        whole.append(frame.beginFrame(retains: true))
        frame.endFrame(retains: true)
        whole.append(frame.beginFrame(retains: true))
        frame.endFrame(retains: true)
        frame.invalidate()
        whole.append(frame.beginFrame(retains: true))
        #expect(whole == [true, false, true, false, true])
    }

    @Test("a renderer whose pixels don't survive a present always draws whole frames")
    func glAlwaysWhole() {
        var frame = RetainedFrame()
        for _ in 0..<3 {
            let whole = frame.beginFrame(retains: false)
            #expect(whole)
            frame.endFrame(retains: false)
        }
    }
}

extension SDLSuites {
/// The software window keeping its pixels: the same picture as a whole frame, without the clear and the column copy.
@Suite("The window keeps its pixels between frames", .timeLimit(.minutes(3)))
struct RetainedWindowFrameTests {
    @Test("a kept frame shows the same pixels as a whole one; help shown then hidden leaves nothing behind")
    func keptFrameMatchesWholeFrame() throws {
        let clock = ManualClock()
        let sdl = try #require(TestSupport.sdl)
        let app = try App(options: AppOptions(scene: "taps", showsPanels: true), sdl: sdl, hidden: true, clock: clock)
        defer { app.close() }
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.state.requestFrames()
            app.step(to: clock.seconds, inputs: [])
        }
        frame()
        frame()
        frame()
        let kept = app.rendering.retainedFrames
        #expect(kept >= 1, "no frame kept the window's pixels")
        // The panels' column shows frame times that differ from frame to frame: compare the rest of the window.
        let column = app.rendering.layout.panelColumn ?? .zero
        func outsideColumn() throws -> [UInt8] {
            let image = try app.rendering.renderer.readPixels()
            // The column spans the window's height at the right: each row up to the column's left edge.
            let left = min(image.width, max(0, Int(column.minX.rounded(.down))))
            var bytes: [UInt8] = []
            for y in 0..<image.height {
                bytes += image.bgra[(y * image.width) * 4..<(y * image.width + left) * 4]
            }
            return bytes
        }
        let keptPixels = try outsideColumn()
        #expect(!keptPixels.isEmpty)
        app.rendering.retained.invalidate()
        let whole = app.rendering.wholeFrames
        frame()
        #expect(app.rendering.wholeFrames == whole + 1)
        #expect(try outsideColumn() == keptPixels)
        // Help over the window, then gone: the frame after it is whole and shows the window as before.
        app.perform(.toggleHelp)
        frame()
        app.perform(.toggleHelp)
        let beforeHidden = app.rendering.wholeFrames
        frame()
        #expect(app.rendering.wholeFrames == beforeHidden + 1)
        frame()
        #expect(try outsideColumn() == keptPixels)
    }
}
}
