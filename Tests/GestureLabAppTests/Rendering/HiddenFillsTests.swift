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
            // The grey inside a clip of its own that ends before the photo's: the photo's clip is found past it.
            let commands: [DrawCommand] = [
                .pushClip(CGRect(x: 0, y: 0, width: 390, height: 300)),
                .fill(
                    CGRect(x: 0, y: 0, width: 400, height: 300), transform: .identity, color: Color(hex: 0x404850),
                    cornerRadius: 0),
                .popClip,
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

        /// Three frames of a gallery (fills), the viewer's translucent backdrop over the whole output and a photo
        /// turned by `angle` over it, with the hidden parts left unpainted or not: the frames, the pixels left
        /// unpainted and the frames drawn from the kept backdrop.
        private func backdropFrames(hiding: Bool, angle: Double) throws -> ([RenderedImage], Int, Int) {
            let harness = try RenderHarness(width: 400, height: 300)
            let tiled = try TiledTexture(
                pixels: quadrantPixels(width: 300, height: 200), renderer: harness.renderer, maxTextureSize: 128)
            tiled.isOpaque = true
            // A provider whose content never changes, so the backdrop under the photo is kept.
            let provider = SDLSuites.BackdropCacheTests.CountedImages(tiled)
            harness.drawer.images = provider
            defer {
                harness.drawer.prescaled.removeAll()
                tiled.destroy()
                harness.close()
            }
            harness.drawer.hidesFillsUnderPhotos = hiding
            let turn = CGAffineTransform(translationX: 200, y: 150).rotated(by: angle)
            var commands: [DrawCommand] = [
                .fill(CGRect(x: 0, y: 0, width: 400, height: 300), transform: .identity, color: .white, cornerRadius: 0)
            ]
            for i in 0..<6 {
                commands.append(
                    .fill(
                        CGRect(x: 10 + Double(i) * 64, y: 20 + Double(i) * 40, width: 50, height: 70),
                        transform: .identity, color: Color(hex: 0x3366CC + UInt32(i) * 0x100A), cornerRadius: 0))
            }
            commands += [
                .fill(
                    CGRect(x: 0, y: 0, width: 400, height: 300), transform: .identity,
                    color: Color(white: 0, alpha: 0.6), cornerRadius: 0),
                .image(
                    ImageHandle(0), rect: CGRect(x: -130.3, y: -85.6, width: 260.5, height: 171.2), transform: turn,
                    alpha: 1, contentMode: .scaleToFill),
            ]
            var images: [RenderedImage] = []
            for _ in 0..<3 {
                harness.drawer.prescaled.nextFrame()
                images.append(try harness.render(commands))
            }
            return (images, harness.drawer.fillPixelsHidden, harness.drawer.backdrop.hits)
        }

        @Test(
            "a turned photo over the viewer's backdrop: the same bytes, kept backdrop or not", arguments: [0.05, -0.3])
        func turnedPhotoOverBackdrop(angle: Double) throws {
            let (hidden, hiddenPixels, hits) = try backdropFrames(hiding: true, angle: angle)
            let (whole, none, _) = try backdropFrames(hiding: false, angle: angle)
            #expect(none == 0)
            #expect(hits >= 1, "the backdrop was drawn from its kept pixels")
            #expect(hiddenPixels > 3 * 150 * 80, "\(hiddenPixels) pixels hidden")
            for (a, b) in zip(hidden, whole) {
                let same = a.bgra == b.bgra  // a failed `#expect(a == b)` on long arrays diffs them for minutes
                #expect(same, "angle \(angle)")
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
