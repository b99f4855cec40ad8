import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// Which pixels of the device changed between two display lists (`DeviceDamage`).
@Suite("Dirty rectangles of the device")
struct DeviceDamageTests {
    let viewport = DeviceViewport(size: CGSize(width: 100, height: 200), scale: 2, origin: CGPoint(x: 10, y: 0))

    func list(_ commands: [DrawCommand]) -> DisplayList {
        var list = DisplayList()
        for command in commands { list.append(command) }
        return list
    }

    func fill(_ rect: CGRect, _ color: Color = .white) -> DrawCommand {
        .fill(rect, transform: .identity, color: color, cornerRadius: 0)
    }

    let black = DrawCommand.fill(
        CGRect(x: 0, y: 0, width: 100, height: 200), transform: .identity, color: Color(white: 0), cornerRadius: 0)

    @Test("the first frame, a moved viewport or a change outside the list redraw everything; a still one nothing")
    func wholeAndNothing() {
        var damage = DeviceDamage()
        let commands = list([black, fill(CGRect(x: 10, y: 10, width: 20, height: 20))])
        #expect(damage.damage(for: commands, in: viewport, everything: false) == nil)
        #expect(damage.damage(for: commands, in: viewport, everything: false) == [])
        #expect(damage.damage(for: commands, in: viewport, everything: true) == nil)
        var moved = viewport
        moved.origin.x += 1
        #expect(damage.damage(for: commands, in: moved, everything: false) == nil)
        #expect(damage.damage(for: commands, in: moved, everything: false) == [])
    }

    @Test("a moved rectangle dirties where it was and where it is, padded, not the black under it")
    func movedRectangle() throws {
        var damage = DeviceDamage()
        _ = damage.damage(
            for: list([black, fill(CGRect(x: 10, y: 10, width: 20, height: 20))]), in: viewport, everything: false)
        let moved = damage.damage(
            for: list([black, fill(CGRect(x: 14, y: 10, width: 20, height: 20))]), in: viewport, everything: false)
        let rects = try #require(moved)
        // Points 10...34 x 10...30 at 2 px a point from x = 10, two pixels of padding: one rectangle.
        #expect(rects == [PixelRect(x: 28, y: 18, width: 52, height: 44)])
    }

    @Test("a command inserted in the middle dirties only itself: the common start and end are set aside")
    func insertion() throws {
        var damage = DeviceDamage()
        let a = fill(CGRect(x: 0, y: 0, width: 10, height: 10)), b = fill(CGRect(x: 80, y: 180, width: 10, height: 10))
        _ = damage.damage(for: list([black, a, b]), in: viewport, everything: false)
        let inserted = fill(CGRect(x: 40, y: 100, width: 10, height: 10))
        let dirty = damage.damage(for: list([black, a, inserted, b]), in: viewport, everything: false)
        let rects = try #require(dirty)
        #expect(rects == [PixelRect(x: 88, y: 198, width: 24, height: 24)])
    }

    @Test("a changed clip dirties what it clips, even when the command inside it is the same")
    func changedClip() throws {
        var damage = DeviceDamage()
        let inside = fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = damage.damage(
            for: list([.pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)), inside, .popClip]), in: viewport,
            everything: false)
        let dirty = damage.damage(
            for: list([.pushClip(CGRect(x: 0, y: 0, width: 60, height: 50)), inside, .popClip]), in: viewport,
            everything: false)
        let rects = try #require(dirty)
        // Old footprint (0...50 points) inside the new one (0...60): one rectangle of 120 x 100 pixels, padded.
        #expect(rects == [PixelRect(x: 10, y: 0, width: 122, height: 102)])
    }

    @Test("a moved outline dirties its edges, not the rectangle they enclose")
    func strokeEdges() throws {
        var damage = DeviceDamage()
        func outline(_ x: Double) -> DrawCommand {
            .stroke(
                CGRect(x: x, y: 0, width: 50, height: 200), transform: .identity, color: .white, lineWidth: 2)
        }
        _ = damage.damage(for: list([black, outline(10)]), in: viewport, everything: false)
        let dirty = damage.damage(for: list([black, outline(12)]), in: viewport, everything: false)
        let rects = try #require(dirty)
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        // The device is 200 x 400 pixels; the two outlines' bounding box alone would be 104 x 400.
        #expect(area < 200 * 400 / 4)
        #expect(rects.count <= DeviceDamage.maximumRectangles)
    }

    @Test("rectangles join when their box adds little, and down to the limit by least added area")
    func merging() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10), inside = PixelRect(x: 2, y: 2, width: 3, height: 3)
        #expect(DeviceDamage.merged([a, inside], limit: 6) == [a])
        // Apart by more than the free join area: kept apart under the limit.
        let far = PixelRect(x: 500, y: 500, width: 10, height: 10)
        #expect(DeviceDamage.merged([a, far], limit: 6) == [a, far])
        let near = PixelRect(x: 12, y: 0, width: 10, height: 10)
        #expect(DeviceDamage.merged([a, far, near], limit: 6) == [far, PixelRect(x: 0, y: 0, width: 22, height: 10)])
        // A band and a thin full-height edge beside it stay two rectangles.
        let band = PixelRect(x: 0, y: 300, width: 700, height: 400)
        let edge = PixelRect(x: 720, y: 0, width: 4, height: 1500)
        #expect(DeviceDamage.merged([band, edge], limit: 6) == [band, edge])
        // Past the limit, the pair that adds the least joins.
        #expect(DeviceDamage.merged([band, edge, far], limit: 2).count == 2)
        #expect(DeviceDamage.merged([band, edge, far], limit: 2).contains(edge))
    }

    @Test("a thousand changed commands join into at most the limit, each kept pixel inside the result")
    func manyRectangles() {
        var rects: [PixelRect] = []
        for i in 0..<1000 { rects.append(PixelRect(x: (i * 37) % 900, y: (i * 53) % 1500, width: 6, height: 6)) }
        let merged = DeviceDamage.merged(rects, limit: DeviceDamage.maximumRectangles)
        #expect(merged.count <= DeviceDamage.maximumRectangles)
        for rect in rects {
            #expect(merged.contains { $0.intersection(rect) == rect }, "\(rect) left out")
        }
    }
}

extension DeviceDamageTests {
    @Test("what changes under an opaque fill of the whole device changes no pixel, and a redraw holds images whole")
    func hiddenAndImages() throws {
        var damage = DeviceDamage()
        func image(_ x: Double) -> DrawCommand {
            .image(
                ImageHandle(0), rect: CGRect(x: x, y: 50, width: 60, height: 40), transform: .identity, alpha: 1,
                contentMode: .scaleAspectFit)
        }
        let under = fill(CGRect(x: 0, y: 0, width: 10, height: 10), Color(white: 0.5))
        _ = damage.damage(for: list([under, black, image(20)]), in: viewport, everything: false)
        let moved = fill(CGRect(x: 50, y: 150, width: 10, height: 10), Color(white: 0.5))
        #expect(damage.damage(for: list([moved, black, image(20)]), in: viewport, everything: false) == [])
        // A small change over the image: the redraw takes in all of it (x 20...80, y 50...90 points).
        let dot = DrawCommand.circle(center: CGPoint(x: 30, y: 60), radius: 2, color: .white)
        let dirty = damage.damage(for: list([moved, black, image(20), dot]), in: viewport, everything: false)
        let rects = try #require(dirty)
        let imageBox = PixelRect(x: 50, y: 100, width: 120, height: 80)
        #expect(rects.contains { $0.intersection(imageBox) == imageBox }, "\(rects)")
    }
}

extension DeviceDamageTests {
    @Test("a trail one segment longer dirties the new segment, not the outlines drawn after it")
    func longerTrail() throws {
        var damage = DeviceDamage()
        let outline = DrawCommand.stroke(
            CGRect(x: 0, y: 0, width: 100, height: 200), transform: .identity, color: .white, lineWidth: 2)
        func segment(_ i: Int) -> DrawCommand {
            .line(
                from: CGPoint(x: 40 + Double(i), y: 100), to: CGPoint(x: 41 + Double(i), y: 100), width: 2,
                color: .white)
        }
        _ = damage.damage(for: list([black, segment(0), segment(1), outline]), in: viewport, everything: false)
        let dirty = damage.damage(
            for: list([black, segment(0), segment(1), segment(2), outline]), in: viewport, everything: false)
        let rects = try #require(dirty)
        // The new segment alone (x 42...43 points, 2 points wide, padded): nowhere near the outline's edges.
        #expect(rects.count == 1)
        #expect(rects.allSatisfy { $0.width < 20 && $0.height < 20 }, "\(rects)")
    }
}

extension DeviceDamageTests {
    @Test("overlapping rectangles become pieces that cover the same pixels once")
    func disjointPieces() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10), b = PixelRect(x: 5, y: 5, width: 10, height: 10)
        let pieces = DeviceDamage.disjoint([a, b, PixelRect(x: 2, y: 2, width: 3, height: 3)])
        var counts: [Int: Int] = [:]
        for piece in pieces {
            for y in piece.y..<(piece.y + piece.height) {
                for x in piece.x..<(piece.x + piece.width) { counts[y * 100 + x, default: 0] += 1 }
            }
        }
        #expect(counts.values.allSatisfy { $0 == 1 })
        #expect(counts.count == 100 + 100 - 25)
    }
}
