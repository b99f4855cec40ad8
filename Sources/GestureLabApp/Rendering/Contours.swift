#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif
import Foundation
import GestureUIKit

/// Outlines of rounded rectangles, in local coordinates, mapped to pixels by a transform.
enum Contours {
    /// Appends the outline of `rect` grown by `offset` on every side (shrunk when negative), corners of radius
    /// `radius + offset` (at least 0), `segments + 1` points per corner, clockwise from the top-left corner, all
    /// mapped by `transform`. Outlines with the same `segments` have the same point count, so two can be
    /// joined as a ring.
    static func roundedRect(
        _ rect: CGRect, radius: Double, offset: Double = 0, segments: Int, transform: CGAffineTransform,
        into points: inout [CGPoint]
    ) {
        points.removeAll(keepingCapacity: true)
        let r0 = max(0, min(radius, min(rect.width, rect.height) / 2))
        let grown = CGRect(
            x: rect.minX - offset, y: rect.minY - offset,
            width: max(0, rect.width + 2 * offset), height: max(0, rect.height + 2 * offset))
        let r = max(0, min(r0 + offset, min(grown.width, grown.height) / 2))
        let step = (Double.pi / 2) / Double(max(segments, 1))
        for corner in 0..<4 {  // top-left, top-right, bottom-right, bottom-left; no array, no allocation
            let center = CGPoint(
                x: corner == 0 || corner == 3 ? grown.minX + r : grown.maxX - r,
                y: corner < 2 ? grown.minY + r : grown.maxY - r)
            let start = Double.pi * (1 + 0.5 * Double(corner))  // π, 1.5π, 2π, 2.5π
            for k in 0...segments {
                let angle = start + Double(k) * step
                points.append(transform.apply(to: CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))))
            }
        }
    }

    /// Segments per corner for a corner `pixelRadius` pixels across: enough that the chords stay within about
    /// a third of a pixel of the arc, 2...24.
    static func segments(forPixelRadius pixelRadius: Double) -> Int {
        guard pixelRadius > 0.5 else { return 0 }
        return max(2, min(24, Int((pixelRadius / 2).squareRoot() * 2.2) + 1))
    }
}

extension CGAffineTransform {
    /// Pixels per local unit along x and y (lengths of the mapped unit vectors).
    var axisScales: (x: Double, y: Double) { ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }

    /// Whether rectangles stay axis-aligned (no rotation or shear).
    var isAxisAligned: Bool { b == 0 && c == 0 }
}
