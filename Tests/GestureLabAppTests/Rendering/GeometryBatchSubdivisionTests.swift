import Testing
@testable import GestureLabApp

/// Textured quads are split where SDL's software triangle filler would overflow.
@Suite("Geometry batch: splitting large textured quads")
struct GeometryBatchSubdivisionTests {
    /// SDL's product for one part: 4 (fixed point, FP_BITS 1) × doubled area × the largest texel coordinate.
    private func product(doubledArea: Double, maxTexel: Double, parts: Int) -> Double {
        4 * doubledArea / Double(parts * parts) * maxTexel
    }

    @Test("the quad that scrambled the tall photo (860x930 px, texel rows to 1024) is split until each part fits")
    func largeQuadIsSplit() {
        let area = 860.0 * 930, texel = 1024.0
        #expect(4 * area * texel > Double(Int32.max), "the unsplit quad overflows SDL's int")
        let n = GeometryBatch.softwareSubdivisions(doubledArea: area, maxTexel: texel)
        #expect(n > 1)
        #expect(product(doubledArea: area, maxTexel: texel, parts: n) < Double(GeometryBatch.softwareTriangleLimit))
    }

    @Test("small quads, text and thumbnails, are drawn whole")
    func smallQuadIsWhole() {
        #expect(GeometryBatch.softwareSubdivisions(doubledArea: 390 * 300, maxTexel: 512) == 1)
        #expect(GeometryBatch.softwareSubdivisions(doubledArea: 200 * 20, maxTexel: 200) == 1)
    }

    @Test("a quad stretched far past the screen from a low level still ends up in parts that fit, at most 64 a side")
    func hugeQuadIsBounded() {
        let area = 860.0 * 15926, texel = 270.0
        let n = GeometryBatch.softwareSubdivisions(doubledArea: area, maxTexel: texel)
        #expect(n <= 64)
        #expect(product(doubledArea: area, maxTexel: texel, parts: n) < Double(GeometryBatch.softwareTriangleLimit))
    }
}
