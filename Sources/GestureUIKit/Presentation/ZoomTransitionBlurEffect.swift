import Foundation

/// UIKit's `UIBlurEffect`, as far as a zoom transition's `dimmingVisualEffect` needs it: a style.
/// Deviation: no `UIVisualEffectView` draws it; the kit stores it only.
open class UIBlurEffect {
    /// `UIBlurEffect.Style`: the styles apps pass most.
    public enum Style: Int, Sendable {
        /// `.extraLight`.
        case extraLight
        /// `.light`.
        case light
        /// `.dark`.
        case dark
        /// `.regular`.
        case regular = 4
        /// `.prominent`.
        case prominent
        /// `.systemUltraThinMaterial`.
        case systemUltraThinMaterial = 6
        /// `.systemThinMaterial`.
        case systemThinMaterial
        /// `.systemMaterial`.
        case systemMaterial
        /// `.systemThickMaterial`.
        case systemThickMaterial
        /// `.systemChromeMaterial`.
        case systemChromeMaterial
    }

    /// The style it was made with.
    public let style: Style

    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
    }
}
