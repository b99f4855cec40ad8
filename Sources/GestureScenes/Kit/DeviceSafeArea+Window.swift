import Foundation
import GestureScript
import GestureUIKit

extension UIWindow {
    /// Gives the window the device's safe area (`DeviceSafeArea`, points by edge) before a scene is built in it.
    package func setDeviceSafeArea(_ area: DeviceSafeArea) {
        deviceSafeAreaInsets = UIEdgeInsets(
            top: CGFloat(area.top), left: CGFloat(area.left), bottom: CGFloat(area.bottom),
            right: CGFloat(area.right))
    }
}
