/// UIKit's `UITraitCollection`, only so that `UIImage(named:in:compatibleWith:)` keeps its Swift signature.
///
/// Deviation: no traits are modelled (size classes, display scale, appearance); an image lookup ignores it.
public final class UITraitCollection {
    /// `UITraitCollection()`: no traits.
    public init() {}
}
