import Foundation
import GestureUIKit

/// Where a device's screen lands in the output: its size in points, points→pixels scale and pixel origin.
///
/// Two devices side by side are two viewports with different `origin`s; drawing is clipped to the viewport.
struct DeviceViewport: Equatable {
    /// The device screen in points.
    var size: CGSize
    /// Pixels per point (2 for a Retina device drawn 1:1, 1 for a small preview).
    var scale: Double
    /// The top-left pixel of the device in the output.
    var origin: CGPoint

    init(size: CGSize, scale: Double = 1, origin: CGPoint = .zero) {
        self.size = size
        self.scale = scale
        self.origin = origin
    }

    /// Points to output pixels.
    var pixelTransform: CGAffineTransform {
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
    }

    /// The device's pixel rectangle in the output.
    var pixelBounds: PixelRect {
        PixelRect(enclosing: CGRect(origin: .zero, size: size), transform: pixelTransform)
    }
}

/// An integer pixel rectangle, as SDL_Rect wants it.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(0, width), max(0, height))
    }

    /// The smallest pixel rectangle containing `rect` mapped by the axis-aligned `transform`.
    init(enclosing rect: CGRect, transform: CGAffineTransform) {
        let box = transform.apply(to: rect)
        // A hair of tolerance so 10.0000001 doesn't grow a pixel.
        let x0 = Int((box.minX + 1e-6).rounded(.down)), y0 = Int((box.minY + 1e-6).rounded(.down))
        let x1 = Int((box.maxX - 1e-6).rounded(.up)), y1 = Int((box.maxY - 1e-6).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the float box [minX, maxX)×[minY, maxY) overlaps this rectangle.
    func overlaps(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        maxX > Double(x) && minX < Double(x + width) && maxY > Double(y) && minY < Double(y + height)
    }
}
