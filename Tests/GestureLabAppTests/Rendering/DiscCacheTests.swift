import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// Discs copied from kept textures on the software renderer (`DiscCache`) against the triangle fan they replace.
@Suite("Discs kept as textures", .timeLimit(.minutes(1)))
struct DiscCacheTests {
    @Test("a kept disc covers what the triangle fan covers, within its rim, and one texture serves every copy")
    func sameCoverage() throws {
        let harness = try RenderHarness(width: 200, height: 200)
        defer { harness.close() }
        let color = Color(red: 1, green: 0.84, blue: 0.04, alpha: 1)
        let disc = try harness.render([
            .circle(center: CGPoint(x: 50, y: 50), radius: 22, color: color),
            .circle(center: CGPoint(x: 140, y: 140), radius: 22, color: color),
        ])
        #expect(harness.drawer.discs.count == 1, "one radius, one texture")
        let fan = try harness.render([
            .fill(CGRect(x: 28, y: 28, width: 44, height: 44), transform: .identity, color: color, cornerRadius: 22)
        ])
        func lit(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).red > 127 }
        var differing = 0, inside = 0
        for y in 0..<100 {
            for x in 0..<100 {
                if lit(disc, x, y) { inside += 1 }
                if lit(disc, x, y) != lit(fan, x, y) { differing += 1 }
            }
        }
        // About π·22² = 1520 pixels; they may differ only along the rim (2π·22 ≈ 138 pixels) by rounding.
        #expect(abs(inside - 1520) < 60, "\(inside) pixels lit")
        #expect(differing < 140, "\(differing) pixels differ from the fan")
        let middle = disc.pixel(x: 50, y: 50)
        #expect(middle.red == 255 && middle.green == 214 && middle.blue == 10)
        #expect(disc.pixel(x: 50, y: 75).red == 0, "painted past the rim")
    }
}
}
