import Foundation

/// UIKit's `UITraitCollection`: the traits a view's content adapts to (size classes, idiom, appearance, scale).
///
/// A view's `traitCollection` is derived from its window's size as an iPhone or iPad in portrait has them (Apple's
/// Human Interface Guidelines, "Layout": an iPhone in portrait is compact wide and regular tall; an iPad, regular
/// both ways). Deviation: no trait overrides, no changes at run time (so `traitCollectionDidChange(_:)` is never
/// called), light appearance only; an image lookup ignores it.
public final class UITraitCollection: Sendable {
    /// `horizontalSizeClass`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// `verticalSizeClass`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// `userInterfaceIdiom`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// `userInterfaceStyle`: `.light` (the kit draws no dark appearance).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// `displayScale`: 3, as `UIScreen.scale`.
    public let displayScale: CGFloat
    /// `layoutDirection`: left to right.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// `UITraitCollection()`: no traits (every one unspecified).
    public init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        userInterfaceIdiom = .unspecified
        userInterfaceStyle = .unspecified
        displayScale = 0
        layoutDirection = .unspecified
    }

    /// The traits of a device of `size` points: an iPad (at least 700 points wide in portrait) is regular both
    /// ways; an iPhone is compact wide and regular tall in portrait, compact tall in landscape (regular wide only
    /// on the largest, 414 points or more tall in landscape, as UIKit's Plus and Max phones).
    package init(deviceSize size: CGSize) {
        let isPad = min(size.width, size.height) >= 700
        let isLandscape = size.width > size.height
        horizontalSizeClass = isPad || (isLandscape && size.height >= 414) ? .regular : .compact
        verticalSizeClass = isPad || !isLandscape ? .regular : .compact
        userInterfaceIdiom = isPad ? .pad : .phone
        userInterfaceStyle = .light
        displayScale = 3
        layoutDirection = .leftToRight
    }

    /// `hasDifferentColorAppearance(comparedTo:)`: whether the two differ in appearance (never, here: light only).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != traitCollection?.userInterfaceStyle
    }
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// `.unspecified`.
    case unspecified
    /// `.compact`.
    case compact
    /// `.regular`.
    case regular
}

/// UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// `.unspecified`.
    case unspecified
    /// `.light`.
    case light
    /// `.dark`.
    case dark
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// `.unspecified`.
    case unspecified = -1
    /// `.leftToRight`.
    case leftToRight = 0
    /// `.rightToLeft`.
    case rightToLeft = 1
}
