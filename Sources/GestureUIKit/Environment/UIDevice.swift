import Foundation

/// UIKit's `UIDevice`: the device the app runs on, `UIDevice.current`.
///
/// Answers for the device a scene is being built for (`KitHosting.withScreen`): an iPad when it is at least 700
/// points wide in portrait (the narrowest iPad, the mini, is 744), else an iPhone, in portrait.
public final class UIDevice: Sendable {
    private init() {}

    /// `UIDevice.current`.
    public static let current = UIDevice()

    /// `userInterfaceIdiom`: `.pad` for a device at least 700 points wide, else `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = KitScreen.size ?? UIScreen.defaultSize
        return min(size.width, size.height) >= 700 ? .pad : .phone
    }

    /// `orientation`: portrait, or landscape left when the device is wider than tall.
    public var orientation: UIDeviceOrientation {
        let size = KitScreen.size ?? UIScreen.defaultSize
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// `systemName`: "iOS".
    public var systemName: String { "iOS" }

    /// `systemVersion`: the iOS version the model behaves as ("18.0" unless a scene is built for 26).
    public var systemVersion: String { "\(KitScreen.iosVersion ?? 18).0" }

    /// `model`: "iPhone" or "iPad", by `userInterfaceIdiom`.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// `UIDevice.orientationDidChangeNotification`: never posted (the kit's device does not rotate).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// `.unspecified`.
    case unspecified = -1
    /// `.phone`.
    case phone = 0
    /// `.pad`.
    case pad = 1
    /// `.tv`.
    case tv = 2
    /// `.carPlay`.
    case carPlay = 3
    /// `.mac`.
    case mac = 5
    /// `.vision`.
    case vision = 6
}

/// UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// `.unknown`.
    case unknown
    /// `.portrait`.
    case portrait
    /// `.portraitUpsideDown`.
    case portraitUpsideDown
    /// `.landscapeLeft`.
    case landscapeLeft
    /// `.landscapeRight`.
    case landscapeRight
    /// `.faceUp`.
    case faceUp
    /// `.faceDown`.
    case faceDown

    /// `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
