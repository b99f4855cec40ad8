import Foundation

/// UIKit's `UIActivityIndicatorView`: a spinner shown while work goes on. Hidden while stopped when
/// `hidesWhenStopped` (the default), as UIKit's. Deviation: drawn as a still translucent disc, not spinning
/// spokes; it takes no touches either way (`isUserInteractionEnabled` false, as UIKit's).
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// `.medium` (iOS 13): 20 points.
        case medium = 100
        /// `.large` (iOS 13): 37 points.
        case large = 101
        /// `.whiteLarge` (deprecated).
        case whiteLarge = 0
        /// `.white` (deprecated).
        case white = 1
        /// `.gray` (deprecated).
        case gray = 2
    }

    /// `style`.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `color` (default grey).
    open var color: UIColor? = .gray
    /// `hidesWhenStopped` (default true): hidden whenever not animating.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// `isAnimating`.
    public private(set) var isAnimating = false

    /// `UIActivityIndicatorView(style:)`: stopped, so hidden.
    public init(style: Style) {
        self.style = style
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// `UIActivityIndicatorView(frame:)`: a medium indicator.
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `intrinsicContentSize`: 20 points square, 37 for the large styles.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// `startAnimating()`: shows the indicator. Deviation: it does not spin (a still disc).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
        reportDeviation(.activityIndicatorAnimation)
    }

    /// `stopAnimating()`: hides it when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let side = min(renderBounds.width, renderBounds.height)
        let disc = CGRect(x: renderBounds.midX - side / 2, y: renderBounds.midY - side / 2, width: side, height: side)
        context.fill(disc, color: (color ?? .gray).color.withAlpha(0.5), cornerRadius: side / 2)
    }
}
