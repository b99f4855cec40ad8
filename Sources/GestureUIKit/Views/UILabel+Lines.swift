import Foundation

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// `.byWordWrapping`.
    case byWordWrapping
    /// `.byCharWrapping`.
    case byCharWrapping
    /// `.byClipping`.
    case byClipping
    /// `.byTruncatingHead`.
    case byTruncatingHead
    /// `.byTruncatingTail`.
    case byTruncatingTail
    /// `.byTruncatingMiddle`.
    case byTruncatingMiddle
}

extension UILabel {
    /// What `sizeThatFits(_:)` answers: the one-line size when `numberOfLines` is 1, else the wrapped size.
    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        guard numberOfLines != 1 else { return intrinsicOneLine }
        return wrappedSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    private var intrinsicOneLine: CGSize {
        let text = text ?? ""
        return CGSize(
            width: KitTextMetrics.width(of: text, font: currentFont),
            height: text.isEmpty ? 0 : KitTextMetrics.lineHeight(of: currentFont))
    }

    /// The size of the text wrapped to `width`: its widest line by the lines' height.
    func wrappedSize(width: CGFloat) -> CGSize {
        let lines = wrappedLines(width: width)
        let widest = lines.map { KitTextMetrics.width(of: $0, font: currentFont) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(lines.count) * KitTextMetrics.lineHeight(of: currentFont))
    }

    /// The text broken into lines no wider than `width` at spaces (a word wider than `width` has a line of its own),
    /// honouring line breaks in the text, then cut to `numberOfLines` (0: no limit), the last line ending in "…"
    /// when text was cut and the mode truncates the tail.
    func wrappedLines(width: CGFloat) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || KitTextMetrics.width(of: candidate, font: currentFont) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        guard numberOfLines > 0, lines.count > numberOfLines else { return lines }
        var kept = Array(lines.prefix(numberOfLines))
        if lineBreakMode == .byTruncatingTail, let last = kept.last {
            kept[kept.count - 1] = last + "…"
        }
        return kept
    }
}
