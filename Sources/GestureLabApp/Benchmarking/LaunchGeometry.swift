import Foundation
import GestureScript
import GestureUIKit

/// Where the launch bench's photo lands on the screen, from the app's own layout rules, so the bench can watch a
/// row near its bottom edge as well as one through its middle.
@_spi(Benchmarking)
public enum LaunchGeometry {
    /// The screen rows (top and bottom edges, in pixels) of an `imageWidth`x`imageHeight` photo that
    /// `gesturelab --scene photos --set open=0 --no-panels` shows on a `screenWidth`x`screenHeight` screen with
    /// no window manager: the default device fitted into the window that `WindowLayout.initialWindowSize` opens,
    /// the window centred on the screen by SDL, the photo fitted to the device's width and centred in its height
    /// (the viewer's aspect-fit page).
    public static func photoRows(screenWidth: Int, screenHeight: Int, imageWidth: Int, imageHeight: Int)
        -> (top: Double, bottom: Double)
    {
        let spec = DeviceSpec.default
        let device = CGSize(width: spec.width, height: spec.height)
        let screen = CGSize(width: Double(screenWidth), height: Double(screenHeight))
        let window = WindowLayout.initialWindowSize(
            device: device, deviceScale: spec.scale, zoom: nil, showsPanels: false, usable: screen)
        let layout = WindowLayout(
            outputWidth: Double(window.width), height: Double(window.height), device: device,
            deviceScale: spec.scale, zoom: nil, showsPanels: false, fitsDevice: false)
        let windowTop = Double((screenHeight - window.height) / 2)
        let viewport = layout.viewport
        let shownHeight = device.width * Double(imageHeight) / Double(max(1, imageWidth))
        let top = (device.height - shownHeight) / 2
        return (
            windowTop + viewport.origin.y + top * viewport.scale,
            windowTop + viewport.origin.y + (top + shownHeight) * viewport.scale
        )
    }
}
