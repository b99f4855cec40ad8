import Foundation

/// UIKit's `UITextField`: one line of editable text, drawn with its placeholder when empty.
///
/// The kit delivers no keyboard input (a tap makes the field first responder and nothing more), so its text is
/// what code sets: an alert's field configured by `addTextField(configurationHandler:)`, read in an action's handler.
open class UITextField: UIControl {
    /// `text`. Deviation: only code sets it (no keyboard input).
    open var text: String? {
        didSet { reportDeviation(.textFieldText) }
    }
    /// `placeholder`: drawn in grey while `text` is empty.
    open var placeholder: String?
    /// `font` (default the 17-point system font).
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// `textColor` (default black).
    open var textColor: UIColor? = .black
    /// `textAlignment` (default natural: left).
    open var textAlignment = NSTextAlignment.natural
    /// `isSecureTextEntry`: draws bullets for the text.
    open var isSecureTextEntry = false

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let text = text ?? ""
        let shown =
            text.isEmpty ? placeholder ?? "" : isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        let color = text.isEmpty ? Color(white: 0.24, alpha: 0.3) : (textColor ?? .black).color
        context.text(shown, in: renderBounds, size: Double((font ?? .systemFont(ofSize: 17)).pointSize), color: color)
    }
}
