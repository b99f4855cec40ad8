import Foundation

/// The device's size while a scene is being built, so a view controller's default view has the device's bounds.
enum KitScreen {
    @TaskLocal static var size: CGSize?
    /// The iOS version of the window a scene is built for (18 when nothing says otherwise).
    @TaskLocal static var iosVersion: Int?
    /// The safe area of the window a scene is built for (the navigation bar sits below its top), when known.
    @TaskLocal static var safeAreaInsets: UIEdgeInsets?
}
