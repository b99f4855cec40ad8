import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// Drawing a list within a dirty rectangle paints nothing outside it, whatever the command (`DeviceDamage`).
@Suite("Drawing within a rectangle", .timeLimit(.minutes(1)))
struct ClippedDrawTests {
    @Test("rounded and translucent fills, circles, lines and text stay inside the rectangle they are drawn within")
    func nothingOutside() throws {
        let harness = try RenderHarness(width: 120, height: 120)
        defer { harness.close() }
        var list = DisplayList()
        list.append(.fill(CGRect(x: 5, y: 5, width: 110, height: 110), transform: .identity,
                          color: Color(white: 0.5, alpha: 0.5), cornerRadius: 14))
        list.append(.circle(center: CGPoint(x: 60, y: 60), radius: 40, color: Color(white: 1, alpha: 0.6)))
        list.append(.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 120, y: 120), width: 3, color: .white))
        list.append(.text("within", rect: CGRect(x: 0, y: 50, width: 120, height: 20), transform: .identity,
                          size: 15, bold: false, color: .white, alignment: .center))
        harness.renderer.clear(red: 0, green: 0, blue: 0)
        harness.text.beginFrame()
        let inside = PixelRect(x: 40, y: 40, width: 30, height: 30)
        harness.drawer.draw(list, in: DeviceViewport(size: CGSize(width: 120, height: 120)), within: inside)
        let image = try harness.renderer.readPixels()
        var outside = 0, painted = 0
        for y in 0..<120 {
            for x in 0..<120 {
                let p = image.pixel(x: x, y: y)
                let lit = p.red != 0 || p.green != 0 || p.blue != 0
                let isInside = x >= 40 && x < 70 && y >= 40 && y < 70
                if lit && !isInside { outside += 1 }
                if lit && isInside { painted += 1 }
            }
        }
        #expect(painted > 0)
        #expect(outside == 0, "\(outside) pixels painted outside the rectangle")
    }
}
}
