import Foundation

/// How the viewer follows a vertical drag and decides to dismiss, as KSPhotoBrowserInteractiveDismissalStyle.
///
/// - `rotation` (KSPhotoBrowser's default): the image turns about its centre by ∓(π/2)·t.y/H, the sign by which
///   half of the screen the drag started in, and moves down by t.y; released past the threshold it is thrown
///   off the screen, still turning.
/// - `scale`: the image shrinks towards 30 % as the finger moves away vertically, the grabbed point staying under
///   the finger; released past the threshold it flies back into its thumbnail.
/// - `slide`: the image moves by t.y; released past the threshold it slides off the screen.
/// - `none`: the dismiss pan does nothing.
///
/// In every style the background's alpha follows the distance, and a release short of the threshold animates
/// back. Source: skx926/KSPhotoBrowser `KSPhotoBrowser.m` (`performRotationWithPan:`, `performScaleWithPan:`,
/// `performSlideWithPan:`); uikit-behaviour.md §4.
public enum DismissStyle: String, CaseIterable, Sendable {
    case rotation, scale, slide, none

    /// Whether a release with vertical translation `translationY` (points) and vertical velocity `velocityY`
    /// (points per second) dismisses the viewer: strictly past the distance or strictly faster than the speed.
    public func dismissesOnRelease(translationY: Double, velocityY: Double) -> Bool {
        guard let distance = DismissThresholds.distance(for: self) else { return false }
        return abs(translationY) > distance || abs(velocityY) > DismissThresholds.velocity
    }
}

/// The numbers of KSPhotoBrowser's dismissal, in one place, each with its source.
///
/// All from skx926/KSPhotoBrowser `KSPhotoBrowser.m` (HEAD 7c4d57a) as summarised in uikit-behaviour.md §4.
public enum DismissThresholds {
    /// Points of vertical translation past which a released rotation or slide drag dismisses:
    /// `fabs(point.y) > 200` in `performRotationWithPan:` / `performSlideWithPan:`.
    public static let throwDistance = 200.0
    /// Points of vertical translation past which a released scale drag dismisses: `fabs(point.y) > 100` in
    /// `performScaleWithPan:`.
    public static let scaleDistance = 100.0
    /// Points per second of vertical velocity past which any style dismisses: `fabs(velocity.y) > 500`.
    public static let velocity = 500.0
    /// The smallest scale the image shrinks to in the scale style: `MAX(percent, 0.3)`.
    public static let minimumScale = 0.3
    /// Seconds: `kAnimationDuration`, the presentation, dismissal and cancellation animations.
    public static let animationDuration = 0.33
    /// Points: a throw lasts `min(throwDistanceForDuration / |v.y|, animationDuration)` seconds
    /// (`MIN(500 / fabs(velocity.y), kAnimationDuration)`), so a fast flick leaves at its own speed.
    public static let throwDistanceForDuration = 500.0

    /// The release distance for `style`; nil for `none`, which never dismisses.
    public static func distance(for style: DismissStyle) -> Double? {
        switch style {
        case .rotation, .slide: throwDistance
        case .scale: scaleDistance
        case .none: nil
        }
    }

    /// Seconds for a throw (rotation, slide) released at vertical velocity `velocityY` (points per second).
    public static func throwDuration(velocityY: Double) -> Double {
        let speed = abs(velocityY)
        guard speed > 0, speed.isFinite else { return animationDuration }
        return min(throwDistanceForDuration / speed, animationDuration)
    }

    /// The background's alpha for a drag of `translationY` in a view `height` points tall: 1 − |t.y|/(height/2)
    /// for rotation and slide, 1 − |t.y|/height for scale; clamped to 0...1 (UIColor clamps too).
    public static func backgroundAlpha(style: DismissStyle, translationY: Double, height: Double) -> Double {
        guard height > 0 else { return 1 }
        let span = style == .scale ? height : height / 2
        return min(max(1 - abs(translationY) / span, 0), 1)
    }

    /// The image's rotation in the rotation style: −(π/2)·t.y/H when the drag started in the left half of the
    /// screen, +(π/2)·t.y/H in the right half; H = max(image height, page height).
    public static func rotationAngle(translationY: Double, startedInLeftHalf: Bool, height: Double) -> Double {
        guard height > 0 else { return 0 }
        let angle = (Double.pi / 2) * translationY / height
        return startedInLeftHalf ? -angle : angle
    }
}
