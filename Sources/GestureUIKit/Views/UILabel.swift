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
    private var label: Label { backing as? Label ?? Label(text: "") }

    override class func makeBacking(frame: CGRect) -> View { Label(frame: frame, text: "") }

    /// Deviation: a UILabel subclass's hitTest and layout overrides are not consulted (labels take no touches by
    /// default, as in UIKit).
    override class var answersHooks: Bool { false }

    /// `text`.
    open var text: String? {
        get { label.text.isEmpty ? nil : label.text }
        set { label.text = newValue ?? "" }
    }

    /// `textColor` (default black).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UIColor!` (setting nil restores the default); kit.md keeps UIKit's signatures.
    open var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set { label.textColor = newValue?.color ?? .black }
    }

    /// `font` (default the 17 pt system font).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UIFont!` (setting nil restores the default); kit.md keeps UIKit's signatures.
    open var font: UIFont! {
        get { UIFont(pointSize: CGFloat(label.fontSize), isBold: label.isBold) }
        set {
            label.fontSize = Double(newValue?.pointSize ?? 17)
            label.isBold = newValue?.isBold ?? false
        }
    }

    /// `textAlignment` (default natural, which is left here).
    open var textAlignment: NSTextAlignment {
        get {
            switch label.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            }
        }
        set {
            switch newValue {
            case .center: label.alignment = .center
            case .right: label.alignment = .right
            case .left, .justified, .natural: label.alignment = .left
            }
        }
    }
}
