import Foundation

extension UIView {
    /// `traitCollection`: the traits of the device the view is on (its window's size; the device a scene is being
    /// built for, or the default iPhone, while it is in no window). See `UITraitCollection` for its deviations.
    public var traitCollection: UITraitCollection {
        UITraitCollection(deviceSize: window?.bounds.size ?? KitScreen.size ?? UIScreen.defaultSize)
    }
}

extension UIViewController {
    /// `traitCollection`: its view's (the device's, before the view is in a window).
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UITraitCollection(deviceSize: KitScreen.size ?? UIScreen.defaultSize)
    }
}
