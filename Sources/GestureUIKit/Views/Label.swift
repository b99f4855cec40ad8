import Foundation
/// One line of text, as a single-line UILabel.
open class Label: View {
    /// The text shown (UILabel.text).
    public var text: String
    /// Points.
    public var fontSize: Double
    /// Whether the text is drawn bold.
    public var isBold: Bool
    /// The text's colour (UILabel.textColor).
    public var textColor: Color
    /// How the text is placed horizontally (UILabel.textAlignment).
    public var alignment: TextAlignment

    /// A label showing `text` at `fontSize` points.
    public init(
        frame: CGRect = .zero, name: String = "", text: String, fontSize: Double = 17, bold: Bool = false,
        color: Color = .black, alignment: TextAlignment = .left
    ) {
        self.text = text
        self.fontSize = fontSize
        self.isBold = bold
        self.textColor = color
        self.alignment = alignment
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        context.text(text, in: bounds, size: fontSize, bold: isBold, color: textColor, alignment: alignment)
    }
}
