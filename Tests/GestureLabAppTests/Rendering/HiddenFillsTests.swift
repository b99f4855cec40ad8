import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// An opaque fill left unpainted where an opaque photo drawn after it covers it
/// (`DisplayListRenderer.drawFillHiddenInPart`): the frame's bytes are those of the fill painted whole, with the
/// photo at fractional positions, inside a clip that cuts it, drawn from its tiles and from its kept copy.
extension SDLSuites {
    @Suite("Opaque fills hidden under photos", .serialized)
    struct HiddenFillsTests {
        /// Three frames of a grey fill, a translucent band, a clipped photo and a fill over part of it, with the
        /// hidden part of the grey left unpainted or not; the frames and the fill pixels left unpainted.
        private func frames(hiding: Bool, opaque: Bool, at rect: CGRect) throws -> ([RenderedImage], Int) {
            let stub = StubImages(.loading)
            let harness = try RenderHarness(width: 400, height: 300, images: stub)
            let tiled = try TiledTexture(
                pixels: quadrantPixels(width: 300, height: 200), renderer: harness.renderer, maxTextureSize: 128)
            tiled.isOpaque = opaque
            stub.answer = .ready(tiled)
            defer {
                harness.drawer.prescaled.removeAll()
                tiled.destroy()
                harness.close()
            }
            harness.drawer.hidesFillsUnderPhotos = hiding
            let commands: [DrawCommand] = [
                .fill(
                    CGRect(x: 0, y: 0, width: 400, height: 300), transform: .identity, color: Color(hex: 0x404850),
                    cornerRadius: 0),
                .fill(
                    CGRect(x: 0, y: 100, width: 400, height: 40), transform: .identity,
                    color: Color(white: 1, alpha: 0.5), cornerRadius: 0),
                .pushClip(CGRect(x: 0, y: 0, width: 260.5, height: 300)),
                .image(ImageHandle(0), rect: rect, transform: .identity, alpha: 1, contentMode: .scaleToFill),
                .popClip,
                .fill(
                    CGRect(x: 200, y: 150, width: 30, height: 30), transform: .identity, color: .white,
                    cornerRadius: 0),
            ]
            var images: [RenderedImage] = []
            for _ in 0..<3 {
                harness.drawer.prescaled.nextFrame()
                images.append(try harness.render(commands))
            }
            return (images, harness.drawer.fillPixelsHidden)
        }

        @Test("the same bytes as the fill painted whole, from the photo's tiles and from its kept copy")
        func sameBytes() throws {
            for rect in [
                CGRect(x: 40.4, y: 30.6, width: 250.3, height: 170.2), CGRect(x: -20, y: 10, width: 450, height: 280),
            ] {
                let (hidden, hiddenPixels) = try frames(hiding: true, opaque: true, at: rect)
                let (whole, none) = try frames(hiding: false, opaque: true, at: rect)
                #expect(none == 0)
                // Each frame hides at least the clipped photo less a pixel ring, three frames.
                #expect(hiddenPixels > 3 * 200 * 160, "\(hiddenPixels) pixels hidden")
                // Compared first: a failed `#expect(a == b)` on arrays this long diffs them for minutes.
                for (a, b) in zip(hidden, whole) {
                    let same = a.bgra == b.bgra
                    #expect(same, "photo at \(rect)")
                }
            }
        }

        @Test("a photo that is not opaque hides nothing")
        func translucentPhotoHidesNothing() throws {
            let (_, hiddenPixels) = try frames(
                hiding: true, opaque: false, at: CGRect(x: 40, y: 30, width: 250, height: 170))
            #expect(hiddenPixels == 0)
        }
    }
}
