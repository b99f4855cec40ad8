import Foundation
/// A titled push button, as a plain UIButton: a `Control` that draws its title and a darker fill while
/// highlighted. Its actions fire on touch-up inside (within 70 pt of its bounds, see `Control`).
open class Button: Control {
    /// The title, drawn centred in the bounds.
    public var title: String
    /// The title's colour.
    public var titleColor: Color
    /// The fill while not highlighted (nil for none).
    public var normalColor: Color?
    /// The fill while highlighted.
    public var highlightedColor: Color

    /// A button titled `title` with its colours.
    public init(
        frame: CGRect = .zero, name: String = "", title: String, titleColor: Color = .white,
        normalColor: Color? = Color(hex: 0x007AFF), highlightedColor: Color = Color(hex: 0x0051A8)
    ) {
        self.title = title
        self.titleColor = titleColor
        self.normalColor = normalColor
        self.highlightedColor = highlightedColor
        super.init(frame: frame, name: name)
        cornerRadius = 10
    }

    open override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        if let fill = isHighlighted ? highlightedColor : normalColor {
            context.fill(bounds, color: fill, cornerRadius: cornerRadius)
        }
        context.text(title, in: bounds, size: 17, bold: true, color: titleColor, alignment: .center)
    }
}
