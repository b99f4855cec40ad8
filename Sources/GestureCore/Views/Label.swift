/// One line of text, as a single-line UILabel.
open class Label: View {
    public var text: String
    /// Points.
    public var fontSize: Double
    public var isBold: Bool
    public var textColor: Color
    public var alignment: TextAlignment

    public init(
        frame: Rect = .zero, name: String = "", text: String, fontSize: Double = 17, bold: Bool = false,
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
