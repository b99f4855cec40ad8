import Foundation

/// UIKit's `UIFont`, reduced to a point size and weight (`systemFont(ofSize:)`, `boldSystemFont(ofSize:)`).
public struct UIFont: Hashable, Sendable {
    /// `pointSize`.
    public let pointSize: CGFloat
    let isBold: Bool

    /// `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, isBold: false) }

    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, isBold: true) }
}

/// UIKit's `NSTextAlignment` for labels.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// UIKit's `UILabel`: one line of text. Not interactive by default, as in UIKit. Deviation: a single line
/// (`numberOfLines` is not modelled).
open class UILabel: UIView {
    /// `UILabel(frame:)`: not interactive, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// A label named `name` showing `text` in the system font of `fontSize` points.
    package convenience init(
        frame: CGRect = .zero, name: String = "", text: String, fontSize: CGFloat = 17, bold: Bool = false,
        color: UIColor = .black, alignment: NSTextAlignment = .left
    ) {
        self.init(frame: frame)
        self.name = name
        self.text = text
        font = bold ? .boldSystemFont(ofSize: fontSize) : .systemFont(ofSize: fontSize)
        textColor = color
        textAlignment = alignment
    }

    /// `text`: a new text changes the intrinsic size.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `intrinsicContentSize`: one line of the text (0 wide when empty). Deviation: measured from average advances
    /// (`KitTextMetrics`), not glyphs.
    open override var intrinsicContentSize: CGSize {
        reportDeviation(.labelIntrinsicContentSize)
        let text = text ?? ""
        return CGSize(
            width: KitTextMetrics.width(of: text, font: storedFont),
            height: text.isEmpty ? 0 : KitTextMetrics.lineHeight(of: storedFont))
    }

    /// `textColor` (default black).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UIColor!` (setting nil restores the default); kit.md keeps UIKit's signatures.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black }
    }
    private var storedTextColor = UIColor.black

    /// `font` (default the 17 pt system font).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UIFont!` (setting nil restores the default); kit.md keeps UIKit's signatures.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            invalidateIntrinsicContentSize()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    /// `textAlignment` (default natural, which is left here).
    open var textAlignment = NSTextAlignment.natural

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let alignment: TextAlignment =
            switch textAlignment {
            case .center: .center
            case .right: .right
            case .left, .justified, .natural: .left
            }
        context.text(
            text ?? "", in: renderBounds, size: Double(storedFont.pointSize), bold: storedFont.isBold,
            color: storedTextColor.color, alignment: alignment)
    }
}
