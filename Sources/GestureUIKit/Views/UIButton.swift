import Foundation

/// UIKit's `UIButton`: a control with a title, drawn centred in its title colour.
///
/// Deviations: one title and title colour for every state (`setTitle(_:for:)` for `.normal` sets it; other
/// states are ignored); no images or configurations; the highlight is a dark overlay over the background.
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// `.custom`: white title by default.
        case custom
        /// `.system`: the tint (system blue) title.
        case system
    }

    private var button: Button? { backing as? Button }

    /// `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        if buttonType == .custom { button?.titleColor = .white }
    }

    /// `setTitle(_:for:)`: the title (for `.normal`; other states are ignored).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        guard state == .normal else { return }
        button?.title = title ?? ""
    }

    /// `title(for:)`.
    open func title(for state: UIControl.State) -> String? { button?.title }

    /// `setTitleColor(_:for:)` (for `.normal`).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        guard state == .normal, let color else { return }
        button?.titleColor = color.color
    }

    /// `currentTitle`.
    open var currentTitle: String? { button?.title }
}
