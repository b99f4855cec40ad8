import Foundation

/// UIKit's `UIScreen`: the device's screen, `UIScreen.main` or a window's `screen`.
///
/// `bounds` is the device's size in points: the window's for `window.screen`; for `UIScreen.main`, the device a
/// scene is being built for (`KitHosting.withScreen`), else the default 390x844 iPhone.
public final class UIScreen: Sendable {
    /// The size of the default device (an iPhone 14/15, 390x844 points at 3x), when nothing says otherwise.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// A window's screen has the window's size; `main` has none and asks the scene being built.
    private let fixedSize: CGSize?

    init(size: CGSize?) { fixedSize = size }

    /// `UIScreen.main`: the device's screen. (UIKit deprecates it in iOS 16 for a view's `window.windowScene.screen`;
    /// apps still use it, and it answers the same on an iPhone.)
    public static let main = UIScreen(size: nil)

    /// `bounds`: the screen in points, in portrait (as UIKit's, whose bounds follow the interface orientation).
    public var bounds: CGRect { CGRect(origin: .zero, size: fixedSize ?? KitScreen.size ?? Self.defaultSize) }

    /// `scale`: points to pixels. Deviation: 3 (the default iPhone's), whatever `--device WxH@S` gives the window.
    public var scale: CGFloat { 3 }

    /// `nativeScale`: as `scale`. Deviation: 3 (the default iPhone's), whatever `--device WxH@S` gives the window.
    public var nativeScale: CGFloat { 3 }

    /// `nativeBounds`: the screen in pixels (`bounds` times `scale`).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}

extension UIWindow {
    /// `screen`: the screen the window is on, as big as the window.
    public var screen: UIScreen { UIScreen(size: bounds.size) }
}
