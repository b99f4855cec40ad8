import Foundation

/// The kit's stand-in for font metrics, for intrinsic sizes: the model has no fonts (the front end draws text with
/// its own), so a line of text is measured from average advances.
///
/// Deviation (`KitDeviation.labelIntrinsicContentSize`): UIKit measures the glyphs of SF Pro. Here each character
/// advances 0.5 em (0.55 em bold), about SF Pro Text's average over English text, and a line is 1.193 em high
/// rounded up to a third of a point, as UIKit's 17-point system font gives 20.33 (its ascender, descender and
/// leading, 20.29, rounded up to the 3x pixel grid).
enum KitTextMetrics {
    /// Points wide `text` is in `font`, rounded up to a third of a point.
    static func width(of text: String, font: UIFont) -> CGFloat {
        let advance = font.pointSize * (font.isBold ? 0.55 : 0.5)
        return roundedUp(CGFloat(text.count) * advance)
    }

    /// The height of one line of `font`.
    static func lineHeight(of font: UIFont) -> CGFloat { roundedUp(font.pointSize * 1.193) }

    private static func roundedUp(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }
}
