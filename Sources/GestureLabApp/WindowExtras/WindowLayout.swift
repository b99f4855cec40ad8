import Foundation
import GestureUIKit

/// Where things go in the window: the device viewport (scaled to fit), and the panel column on the right.
///
/// All sizes here are output pixels. The device is centred in the area left of the panel column, with a
/// margin, at the largest scale that fits (never above the device's own pixel scale), or at a fixed scale
/// from `--zoom`; width the device leaves unused widens the panel column up to `widestPanelColumn`. A fitted device (`--device fit`) fills that area edge to edge at one point per window unit.
struct WindowLayout: Equatable {
    /// Pixels: the panel column's width when the panels are shown (the panels draw there).
    static let panelColumnWidth = 420.0
    /// Pixels: the widest the column grows into room the device leaves unused (a window wider than the device
    /// needs), so long option rows and reasons fit on fewer lines.
    static let widestPanelColumn = 640.0
    /// Pixels: the space around a device that is not fitted to the window.
    static let margin = 16.0

    /// The device viewport in output pixels.
    var viewport: DeviceViewport
    /// The panel column, or nil when the panels are hidden.
    var panelColumn: CGRect?

    /// The layout for an output of `width`x`height` pixels.
    ///
    /// - Parameters:
    ///   - device: the device screen in points, and its pixels per point.
    ///   - zoom: window pixels per device pixel; nil fits.
    ///   - fitsDevice: the device is the window: `device` is ignored for size (see `fittedDeviceSize`).
    ///   - pixelsPerUnit: output pixels per window coordinate (high-DPI factor).
    init(
        outputWidth width: Double, height: Double, device: CGSize, deviceScale: Double, zoom: Double?,
        showsPanels: Bool, fitsDevice: Bool, pixelsPerUnit: Double = 1
    ) {
        var panelWidth = showsPanels ? min(Self.panelColumnWidth * pixelsPerUnit, width / 2) : 0
        panelColumn = showsPanels ? CGRect(x: width - panelWidth, y: 0, width: panelWidth, height: height) : nil
        var areaWidth = width - panelWidth
        if fitsDevice {
            let size = Self.fittedDeviceSize(
                outputWidth: width, height: height, showsPanels: showsPanels,
                pixelsPerUnit: pixelsPerUnit)
            viewport = DeviceViewport(size: size, scale: pixelsPerUnit, origin: .zero)
            return
        }
        let scale: Double
        if let zoom {
            scale = zoom * deviceScale
        } else {
            let fit = min((areaWidth - 2 * Self.margin) / device.width, (height - 2 * Self.margin) / device.height)
            scale = max(0.05, min(fit, deviceScale))
        }
        if showsPanels {
            // Room the device doesn't use (its height limits it, or its own pixels do) goes to the column.
            let unused = areaWidth - device.width * scale - 2 * Self.margin
            let growth = min(max(0, unused), max(0, Self.widestPanelColumn * pixelsPerUnit - panelWidth))
            panelWidth += growth.rounded(.down)
            areaWidth = width - panelWidth
            panelColumn = CGRect(x: width - panelWidth, y: 0, width: panelWidth, height: height)
        }
        let origin = CGPoint(
            x: ((areaWidth - device.width * scale) / 2).rounded(.down),
            y: ((height - device.height * scale) / 2).rounded(.down))
        viewport = DeviceViewport(size: device, scale: scale, origin: origin)
    }

    /// The device size in points that fills an output of `width`x`height` pixels left of the panels.
    static func fittedDeviceSize(
        outputWidth width: Double, height: Double, showsPanels: Bool,
        pixelsPerUnit: Double = 1
    ) -> CGSize {
        let panelWidth = showsPanels ? min(panelColumnWidth * pixelsPerUnit, width / 2) : 0
        let k = pixelsPerUnit > 0 ? pixelsPerUnit : 1
        return CGSize(
            width: max(1, ((width - panelWidth) / k).rounded(.down)), height: max(1, (height / k).rounded(.down)))
    }

    /// The room for a window's content in the desktop's `usable` area once the window manager's `borders` (title
    /// bar, frame) are counted: the usable area holds the whole window, decorations included.
    static func contentArea(usable: CGSize, borders: WindowBorders?) -> CGSize {
        guard let b = borders else { return usable }
        return CGSize(
            width: max(240, usable.width - b.left - b.right), height: max(240, usable.height - b.top - b.bottom))
    }

    /// The window size (window coordinates) that shows `device` fitted into `usable` (the desktop's usable
    /// area) with the margin and the panel column, at most the device's own pixels (times `zoom` if given).
    static func initialWindowSize(
        device: CGSize, deviceScale: Double, zoom: Double?, showsPanels: Bool,
        usable: CGSize
    ) -> (width: Int, height: Int) {
        let panelWidth = showsPanels ? panelColumnWidth : 0
        let maxScale = zoom.map { $0 * deviceScale } ?? deviceScale
        let fit = min(
            (usable.width - panelWidth - 2 * margin) / device.width,
            (usable.height - 2 * margin) / device.height)
        let scale = max(0.05, zoom == nil ? min(fit, maxScale) : maxScale)
        let width = device.width * scale + 2 * margin + panelWidth
        let height = device.height * scale + 2 * margin
        return (
            Int(min(width, max(usable.width, 320)).rounded(.up)), Int(min(height, max(usable.height, 240)).rounded(.up))
        )
    }
}
