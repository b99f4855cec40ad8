import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// An image whose pixels changed under the same command (`DeviceDamage`'s `images`), and the images a kept backdrop
/// holds (`DisplayListRenderer.imagesUnderBackdrop`).
@Suite("Dirty rectangles of images whose pixels changed")
struct ImageDamageTests {
    let viewport = DeviceViewport(size: CGSize(width: 100, height: 200), scale: 2, origin: CGPoint(x: 10, y: 0))

    func list(_ commands: [DrawCommand]) -> DisplayList {
        var list = DisplayList()
        for command in commands { list.append(command) }
        return list
    }

    func image(_ index: Int, x: Double) -> DrawCommand {
        .image(
            ImageHandle(index), rect: CGRect(x: x, y: 50, width: 30, height: 40), transform: .identity, alpha: 1,
            contentMode: .scaleToFill)
    }

    @Test("an image whose texture changed dirties its footprint, padded; the others nothing")
    func changedImageFootprint() throws {
        var damage = DeviceDamage()
        let commands = list([image(0, x: 10), image(1, x: 60)])
        _ = damage.damage(for: commands, in: viewport, everything: false)
        #expect(damage.damage(for: commands, in: viewport, everything: false) == [])
        let changed = damage.damage(for: commands, in: viewport, everything: false, images: [ImageHandle(1)])
        let rects = try #require(changed)
        // Image 1: x 60...90, y 50...90 points; at scale 2 from x 10: pixels 130...190, 100...180, padded by 2.
        #expect(rects == [PixelRect(x: 128, y: 98, width: 64, height: 84)])
    }

    @Test("the images under a translucent fill of the whole viewport are the backdrop's; those over it are not")
    func imagesUnderBackdrop() {
        let backdrop = DrawCommand.fill(
            CGRect(x: 0, y: 0, width: 100, height: 200), transform: .identity, color: Color(white: 0, alpha: 0.5),
            cornerRadius: 0)
        let drawn = list([image(0, x: 10), image(1, x: 60), backdrop, image(2, x: 30)])
        #expect(DisplayListRenderer.imagesUnderBackdrop(drawn, in: viewport) == [ImageHandle(0), ImageHandle(1)])
        #expect(DisplayListRenderer.imagesUnderBackdrop(list([image(0, x: 10)]), in: viewport).isEmpty)
    }
}
