import Foundation

/// UIKit's `UIButton`: a control with a title, drawn centred in its title colour over its background, with a
/// translucent dark overlay while highlighted.
///
/// Deviations: one title and title colour for every state (`setTitle(_:for:)` for `.normal` sets it; other
/// states are ignored); no images or configurations.
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// `.custom`: white title by default.
        case custom
        /// `.system`: the tint (system blue) title.
        case system
    }

    private var title = ""
    private var titleColor = UIColor.systemBlue
    /// The overlay drawn over the background while highlighted.
    private let highlightOverlay = Color(white: 0, alpha: 0.25)

    /// `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        if buttonType == .custom { titleColor = .white }
    }

    /// A filled button named `name` titled `title` (white on system blue, rounded), as the engine's tests use.
    package convenience init(frame: CGRect, name: String, title: String) {
        self.init(frame: frame)
        self.name = name
        self.title = title
        titleColor = .white
        backgroundColor = .systemBlue
        cornerRadius = 10
    }

    /// `setTitle(_:for:)`: the title (for `.normal`; other states are ignored).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        guard state == .normal else { return }
        self.title = title ?? ""
        invalidateIntrinsicContentSize()
    }

    /// `intrinsicContentSize`: the title's width in the 15-point system font and UIKit's 30-point height of a
    /// system button (iOS 7 and later, without a configuration). Deviation: measured from average advances
    /// (`KitTextMetrics`).
    open override var intrinsicContentSize: CGSize {
        reportDeviation(.buttonIntrinsicContentSize)
        return CGSize(width: KitTextMetrics.width(of: title, font: .systemFont(ofSize: 15)), height: 30)
    }

    /// `title(for:)`.
    open func title(for state: UIControl.State) -> String? { title }

    /// `setTitleColor(_:for:)` (for `.normal`).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        guard state == .normal, let color else { return }
        titleColor = color
    }

    /// `currentTitle`.
    open var currentTitle: String? { title }

    /// `setImage(_:for:)`: the image shown beside the title. Deviation: stored only; not drawn, and the intrinsic
    /// size is the title's.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        guard state == .normal else { return }
        self.image = image
        reportDeviation(.buttonSetImage, if: image != nil)
    }
    private var image: UIImage?

    /// `image(for:)`.
    open func image(for state: UIControl.State) -> UIImage? { image }

    /// `currentImage`.
    open var currentImage: UIImage? { image }

    /// `titleLabel`: a label holding the title. Deviation: a copy (its text is the title when read); its font and
    /// colour do not change how the button draws (use `setTitleColor(_:for:)`).
    open var titleLabel: UILabel? {
        reportDeviation(.buttonTitleLabel)
        let label = UILabel(frame: bounds)
        label.text = title
        label.textColor = titleColor
        label.font = .boldSystemFont(ofSize: 17)
        return label
    }

    /// `gestureRecognizerShouldBegin(_:)`: a button keeps its own single tap. Asked (as every view a recognizer's
    /// touches hit is) when a recognizer would begin, it refuses a one-finger single-tap recognizer of another view,
    /// so a tap recognizer on an ancestor fails and the button's tracking sends touch-up inside (Apple, "Attaching
    /// gesture recognizers to UIKit controls"). The decompiled `-[UIButton gestureRecognizerShouldBegin:]` (iOS
    /// 18.2) [RE] answers `view == self || ![gr _isGestureType:0] || numberOfTouchesRequired != 1 ||
    /// numberOfTapsRequired != 1` without asking super; type 0 is the tap (`UITapGestureRecognizer`). A double
    /// tap, a two-finger tap, a long press or a pan on the ancestor is not refused, nor a tap on the button itself.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTouchesRequired == 1, tap.numberOfTapsRequired == 1
        else { return true }
        gestureRecognizer.note("a button keeps its own single tap")
        return false
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        if isHighlighted { context.fill(renderBounds, color: highlightOverlay, cornerRadius: cornerRadius) }
        context.text(title, in: renderBounds, size: 17, bold: true, color: titleColor.color, alignment: .center)
    }
}
