import Foundation

extension UIView {
    /// `transform3D` (iOS 13): the layer's `transform`. A transform that keeps the view's plane affine (scale,
    /// translation, rotation about z, and `m34` perspective on those) is drawn and hit-tested exactly: the view's 2D
    /// `transform` becomes its plane projection (the affine entries over `m44`), which touches invert as they
    /// invert any transform. Animatable, as `transform`.
    ///
    /// Deviation: the kit draws 2D transforms only. A rotation about x or y is drawn and hit-tested as its
    /// orthographic projection (a card flipped about y narrows by cos θ, as seen from far away); with `m34`
    /// perspective as well (`m14`/`m24` set) the foreshortening is not drawn, and hit-testing uses the same
    /// projection. The full transform reads back until the 2D `transform` is set.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
