import CSDL2
import Testing
@testable import GestureLabApp

/// A stretched copy reaching past the output is cut to the texels that land inside it (`StretchCrop`), so SDL's
/// software renderer never stretches it through a temporary surface of the whole destination.
@Suite("Stretched copies cut to the output")
struct StretchCropTests {
    private let output = SDL_Rect(x: 0, y: 0, w: 2560, h: 1600)

    @Test("the tall photo's tile, 6,700 px tall from above the output, keeps only the rows that land inside it")
    func tallTileIsCut() throws {
        let source = SDL_Rect(x: 0, y: 0, w: 1080, h: 10000)
        let destination = SDL_Rect(x: 600, y: -3000, w: 725, h: 6713)
        guard case .cropped(let s, let d) = StretchCrop.crop(source: source, destination: destination, visible: output)
        else {
            Issue.record("not cut")
            return
        }
        // Inside the output but for under a texel's stretch at its edges, and the same texels per pixel as before.
        #expect(d.y >= -1 && d.y + d.h <= 1600 + 2)
        #expect(d.x == 600 && d.w == 725 && s.x == 0 && s.w == 1080)
        let ratio = Double(source.h) / Double(destination.h), cut = Double(s.h) / Double(d.h)
        #expect(abs(cut - ratio) / ratio < 0.002)
        // The rows shown are the ones that land there: row 3000 of the destination is about texel 4469.
        #expect(abs(Double(s.y) + Double(-d.y) * cut - 3000 * ratio) < 2)
    }

    @Test("a copy inside the output, or not stretched, is left alone; one outside it is not drawn")
    func leftAloneOrHidden() {
        let source = SDL_Rect(x: 0, y: 0, w: 100, h: 100)
        let inside = StretchCrop.crop(
            source: source, destination: SDL_Rect(x: 10, y: 10, w: 200, h: 200), visible: output)
        let sameSize = StretchCrop.crop(
            source: source, destination: SDL_Rect(x: -50, y: 0, w: 100, h: 100), visible: output)
        let outside = StretchCrop.crop(
            source: source, destination: SDL_Rect(x: 3000, y: 0, w: 300, h: 300), visible: output)
        #expect({ if case .unchanged = inside { true } else { false } }())
        #expect({ if case .unchanged = sameSize { true } else { false } }())
        #expect({ if case .hidden = outside { true } else { false } }())
    }
}
