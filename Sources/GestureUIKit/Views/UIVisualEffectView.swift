import Foundation

/// UIKit's `UIVisualEffect`: what a `UIVisualEffectView` applies.
open class UIVisualEffect {
    /// `UIVisualEffect()`.
    public init() {}
}

/// UIKit's `UIBlurEffect`: a blur of what is behind the view.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        /// `.extraLight`, `.light`, `.dark`, `.regular`, `.prominent` and the materials (iOS 13).
        case extraLight, light, dark, extraDark, regular, prominent
        /// The iOS 13 materials.
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        /// The iOS 13 materials in their light appearance.
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        /// The iOS 13 materials in their dark appearance.
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark

        /// Whether the style darkens rather than lightens.
        var isDark: Bool {
            [.dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark]
                .contains(self) || self == .systemThickMaterialDark
        }
    }

    /// The style it blurs in.
    public let style: Style

    /// `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// UIKit's `UIVisualEffectView`: applies its effect to what is behind it; subviews go in its `contentView`.
/// Deviation: a blur is drawn as a translucent fill (white at 80%, or black at 60% for the dark styles), not a blur.
open class UIVisualEffectView: UIView {
    /// `contentView`: where the effect view's subviews go.
    public let contentView = UIView(frame: .zero)

    /// `effect`.
    open var effect: UIVisualEffect? {
        didSet { updateFill() }
    }

    /// `UIVisualEffectView(effect:)`. Deviation: a blur is drawn as a translucent fill, not a blur.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        updateFill()
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `layoutSubviews()`: the content view fills the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func updateFill() {
        guard let blur = effect as? UIBlurEffect else {
            backgroundColor = nil
            return
        }
        backgroundColor = blur.style.isDark ? UIColor(white: 0, alpha: 0.6) : UIColor(white: 1, alpha: 0.8)
        reportDeviation(.visualEffectViewBlur)
    }
}
