import Foundation
import GestureUIKit

/// Where each device and its label go in a recorded frame, in pixels.
///
/// One device fills the frame. In compare mode the devices sit side by side with no gap, each under a label bar
/// of `labelBarHeight` points, so the frame is exactly `count` devices wide.
struct FrameLayout: Equatable {
    /// Points: the height of the bar above each compared device.
    static let labelBarHeight = 36.0

    /// Pixels per point.
    let scale: Double
    /// One device screen in pixels.
    let deviceWidth: Int
    let deviceHeight: Int
    /// Pixels: the label bar above each device; 0 without labels.
    let labelHeight: Int
    let count: Int
    /// Pixels: the debug panels' column right of the devices; 0 without panels.
    let panelWidth: Int

    /// Pixels: the panels' column width (the window app's), whatever the scale.
    static let panelColumnWidth = 420

    /// The layout for `count` devices of `device` points at `scale`, labelled when `labelled`, with the panels'
    /// column when `panels`.
    init(device: CGSize, scale: Double, count: Int, labelled: Bool, panels: Bool = false) {
        self.scale = scale
        self.count = max(1, count)
        deviceWidth = max(1, Int((device.width * scale).rounded()))
        deviceHeight = max(1, Int((device.height * scale).rounded()))
        labelHeight = labelled ? max(1, Int((Self.labelBarHeight * scale).rounded())) : 0
        panelWidth = panels ? Self.panelColumnWidth : 0
    }

    var width: Int { deviceWidth * count + panelWidth }

    /// The panels' column in output pixels, if any.
    var panelColumn: CGRect? {
        panelWidth > 0
            ? CGRect(x: Double(deviceWidth * count), y: 0, width: Double(panelWidth), height: Double(height)) : nil
    }
    var height: Int { deviceHeight + labelHeight }

    /// Device `index`'s screen: its points, scale and pixel origin.
    func deviceViewport(_ index: Int, size: CGSize) -> DeviceViewport {
        DeviceViewport(
            size: size, scale: scale, origin: CGPoint(x: Double(index * deviceWidth), y: Double(labelHeight)))
    }

    /// Device `index`'s label bar, in points of the same scale.
    func labelViewport(_ index: Int, deviceWidthPoints: Double) -> DeviceViewport {
        DeviceViewport(
            size: CGSize(width: deviceWidthPoints, height: Double(labelHeight) / scale), scale: scale,
            origin: CGPoint(x: Double(index * deviceWidth), y: 0))
    }
}
