import Foundation

/// UIKit's `UIFont`, reduced to a point size and weight (`systemFont(ofSize:)`, `boldSystemFont(ofSize:)`,
/// `systemFont(ofSize:weight:)`, `preferredFont(forTextStyle:)`: UIFont+Styles.swift).
public struct UIFont: Hashable, Sendable {
    /// `pointSize`.
    public let pointSize: CGFloat
    /// Drawn and measured bold: semibold and heavier weights.
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

/// UIKit's `UILabel`: text on one line, or wrapped at word boundaries over `numberOfLines` lines (UILabel+Lines.swift).
/// Not interactive by default, as in UIKit.
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

    /// `intrinsicContentSize`: one line of the text (0 wide when empty), or, with `numberOfLines` other than 1 and a
    /// `preferredMaxLayoutWidth`, the text wrapped to that width. Deviation: measured from average advances
    /// (`KitTextMetrics`), not glyphs.
    open override var intrinsicContentSize: CGSize {
        reportDeviation(.labelIntrinsicContentSize)
        let text = text ?? ""
        guard numberOfLines != 1, preferredMaxLayoutWidth > 0 else {
            return CGSize(
                width: KitTextMetrics.width(of: text, font: storedFont),
                height: text.isEmpty ? 0 : KitTextMetrics.lineHeight(of: storedFont))
        }
        return wrappedSize(width: preferredMaxLayoutWidth)
    }

    /// `sizeThatFits(_:)`: the text's size when wrapped to `size.width` over at most `numberOfLines` lines (one line,
    /// however wide, when `numberOfLines` is 1), as UILabel's `textRectForBounds:limitedToNumberOfLines:`. A width
    /// of 0 or less means unconstrained.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    /// `numberOfLines` (default 1): the most lines the text wraps over; 0 for as many as it needs. Changes the
    /// intrinsic size and `sizeThatFits(_:)`.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `lineBreakMode` (default `.byTruncatingTail`): how a line that does not fit ends. Deviation: lines wrap at
    /// words whatever the mode; the last line is cut with an ellipsis (`.byTruncatingTail`) or without (the others).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { reportDeviation(.labelLineBreakMode, if: lineBreakMode != .byTruncatingTail) }
    }

    /// `preferredMaxLayoutWidth` (default 0): the width a multi-line label wraps at for its intrinsic size.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `attributedText`: sets `text` to its string. Deviation: its attributes are dropped (drawn in `font` and
    /// `textColor`).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            reportDeviation(.labelAttributedText, if: newValue != nil)
        }
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
        let lines = numberOfLines == 1 ? [text ?? ""] : wrappedLines(width: renderBounds.width)
        let lineHeight = KitTextMetrics.lineHeight(of: storedFont)
        // The block of lines is centred vertically, as UILabel's `textRectForBounds:limitedToNumberOfLines:` is.
        var y = renderBounds.midY - lineHeight * CGFloat(lines.count) / 2
        for line in lines {
            let rect =
                lines.count == 1
                ? renderBounds : CGRect(x: renderBounds.minX, y: y, width: renderBounds.width, height: lineHeight)
            context.text(
                line, in: rect, size: Double(storedFont.pointSize), bold: storedFont.isBold,
                color: storedTextColor.color, alignment: alignment)
            y += lineHeight
        }
    }

    /// The font in force (for the line wrapping in UILabel+Lines.swift).
    var currentFont: UIFont { storedFont }
}
