import Foundation
import GestureUIKit

/// The map between window coordinates and the device's points: where the device viewport sits in the window.
///
/// SDL reports pointer positions in window coordinates, fingers normalized across the window, and draws in
/// output pixels (more than window coordinates on a high-DPI display): `pixelsPerUnit` relates the two.
struct InputMapping: Equatable, Sendable {
    /// The device viewport in output pixels.
    var viewport: DeviceViewport
    /// The window's size in window coordinates.
    var windowSize: CGSize
    /// Output pixels per window coordinate (1, or 2 on a high-DPI display).
    var pixelsPerUnit: Double

    init(viewport: DeviceViewport, windowSize: CGSize, pixelsPerUnit: Double = 1) {
        self.viewport = viewport
        self.windowSize = windowSize
        self.pixelsPerUnit = pixelsPerUnit
    }

    /// The device point under window coordinates (`x`, `y`), possibly outside the device.
    func devicePoint(windowX x: Double, y: Double) -> CGPoint {
        let scale = viewport.scale > 0 ? viewport.scale : 1
        return CGPoint(
            x: (x * pixelsPerUnit - viewport.origin.x) / scale, y: (y * pixelsPerUnit - viewport.origin.y) / scale)
    }

    /// The device point under a finger at normalized window position (`x`, `y`).
    func devicePoint(normalizedX x: Double, y: Double) -> CGPoint {
        devicePoint(windowX: x * windowSize.width, y: y * windowSize.height)
    }

    /// Whether `point` lies on the device's screen.
    func contains(_ point: CGPoint) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < viewport.size.width && point.y < viewport.size.height
    }

    /// `point` moved onto the screen's nearest edge: a finger can't leave the glass.
    func clamped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), viewport.size.width), y: min(max(point.y, 0), viewport.size.height))
    }

    /// The screen's centre, the mirror of an Alt pinch.
    var deviceCenter: CGPoint { CGPoint(x: viewport.size.width / 2, y: viewport.size.height / 2) }
}
