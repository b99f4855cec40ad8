import Foundation
import GestureUIKit

/// Compare mode's window layout: the devices side by side left of the panel column, each under a label bar.
///
/// Sizes are output pixels, as in `WindowLayout`. Every device has the same points and scale; its label bar is
/// `FrameLayout.labelBarHeight` points tall at that scale (as in a recorded comparison). The row of labelled
/// devices, `WindowLayout.margin` apart, is centred in the area at the largest scale that fits (never above the
/// device's own pixel scale), or at `--zoom`'s.
struct CompareLayout: Equatable {
    /// Each device's screen.
    var devices: [DeviceViewport]
    /// Each device's label bar, in points of the device's scale (as wide as the device).
    var labels: [DeviceViewport]
    /// The panel column at its plain width, or nil when the panels are hidden: the room one device would leave
    /// unused (which `WindowLayout` gives the column) is where the others are.
    var panelColumn: CGRect?

    /// The layout for `count` devices of `device` points in an output of `width`x`height` pixels.
    init(
        outputWidth width: Double, height: Double, device: CGSize, deviceScale: Double, zoom: Double?,
        showsPanels: Bool, count: Int = 2, pixelsPerUnit: Double = 1
    ) {
        let n = Double(max(1, count))
        let margin = WindowLayout.margin
        let panelWidth = showsPanels ? min(WindowLayout.panelColumnWidth * pixelsPerUnit, width / 2) : 0
        let areaWidth = width - panelWidth
        panelColumn = showsPanels ? CGRect(x: areaWidth, y: 0, width: panelWidth, height: height) : nil
        let label = FrameLayout.labelBarHeight
        let scale: Double
        if let zoom {
            scale = zoom * deviceScale
        } else {
            let fit = min(
                (areaWidth - (n + 1) * margin) / (n * device.width),
                (height - 2 * margin) / (device.height + label))
            scale = max(0.05, min(fit, deviceScale))
        }
        let rowWidth = n * device.width * scale + (n - 1) * margin
        let left = ((areaWidth - rowWidth) / 2).rounded(.down)
        let top = ((height - (device.height + label) * scale) / 2).rounded(.down)
        let deviceTop = (top + label * scale).rounded(.down)
        devices = []
        labels = []
        for i in 0..<max(1, count) {
            let x = (left + Double(i) * (device.width * scale + margin)).rounded(.down)
            labels.append(
                DeviceViewport(
                    size: CGSize(width: device.width, height: (deviceTop - top) / scale),
                    scale: scale, origin: CGPoint(x: x, y: top)))
            devices.append(DeviceViewport(size: device, scale: scale, origin: CGPoint(x: x, y: deviceTop)))
        }
    }

    /// The window size (window coordinates) that shows `count` labelled devices fitted into `usable`, with the
    /// margins and the panel column, at most the devices' own pixels (times `zoom` if given).
    static func initialWindowSize(
        device: CGSize, deviceScale: Double, zoom: Double?, showsPanels: Bool,
        usable: CGSize, count: Int = 2
    ) -> (width: Int, height: Int) {
        let n = Double(max(1, count))
        let margin = WindowLayout.margin
        let panelWidth = showsPanels ? WindowLayout.panelColumnWidth : 0
        let label = FrameLayout.labelBarHeight
        let maxScale = zoom.map { $0 * deviceScale } ?? deviceScale
        let fit = min(
            (usable.width - panelWidth - (n + 1) * margin) / (n * device.width),
            (usable.height - 2 * margin) / (device.height + label))
        let scale = max(0.05, zoom == nil ? min(fit, maxScale) : maxScale)
        let width = n * device.width * scale + (n + 1) * margin + panelWidth
        let height = (device.height + label) * scale + 2 * margin
        return (
            Int(min(width, max(usable.width, 320)).rounded(.up)), Int(min(height, max(usable.height, 240)).rounded(.up))
        )
    }
}
