import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// The on-screen confirmation of a screenshot (S saved a PNG and said so only on standard error).
@Suite("Toast", .serialized)
struct ToastTests {
    @Test("a posted message shows for its duration from when it is first drawn, then goes")
    func showsForItsDuration() {
        let toast = Toast()
        #expect(toast.current(now: 1) == nil)
        toast.post("Screenshot saved: /tmp/x.png")
        // Posted while the loop slept: the clock starts at the first draw (10 s), not at the post.
        #expect(toast.current(now: 10) == "Screenshot saved: /tmp/x.png")
        #expect(toast.current(now: 10 + Toast.duration - 0.1) != nil)
        #expect(toast.current(now: 10 + Toast.duration) == nil)
        #expect(toast.current(now: 20) == nil)
    }

    @Test("the card and its text stay inside the window, the path not cropped (measured with the app's font)")
    func drawnInside() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
        defer { renderer.destroy() }
        let text = try TextCache(renderer: renderer)
        defer { text.close() }
        var list = DisplayList()
        let path = "Screenshot saved: /home/someone/a/rather/long/folder/gesturelab-photos-1763900000000.png"
        Overlays.toast(path, in: CGRect(x: 0, y: 0, width: 808, height: 800), into: &list)
        var texts = 0
        for command in list.commands {
            if case .text(let string, let rect, _, let size, let bold, _, _) = command {
                texts += 1
                #expect(string == path)
                #expect(rect.minX >= 0 && rect.maxX <= 808 && rect.maxY <= 800)
                let pixelSize = Int(size.rounded())
                let texture = try #require(text.texture(for: TextCache.Key(text: string, pixelSize: pixelSize, bold: bold)))
                #expect(Double(texture.width) * size / Double(pixelSize) <= rect.width + 0.5)
            }
        }
        #expect(texts == 1)
    }
}
}
