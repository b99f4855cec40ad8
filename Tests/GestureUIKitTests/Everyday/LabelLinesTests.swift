import Foundation
import Testing
@testable import GestureUIKit

@Suite("UILabel.numberOfLines: a multi-line label wraps and sizes")
struct LabelLinesTests {
    private let text = "Swipe left on a row to archive it or right to mark it read"

    @Test("numberOfLines 0 wraps the text to the width asked; 1 keeps one line however narrow")
    func wrapsToWidth() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = text
        let oneLine = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(oneLine.height == KitTextMetrics.lineHeight(of: .systemFont(ofSize: 17)))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= 4 * oneLine.height)
    }

    @Test("numberOfLines 2 caps the height at two lines and ends the last with an ellipsis")
    func capsLines() {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 2
        let size = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(size.height == 2 * KitTextMetrics.lineHeight(of: .systemFont(ofSize: 17)))
        #expect(label.wrappedLines(width: 120).last?.hasSuffix("…") == true)
        label.lineBreakMode = .byClipping
        #expect(label.wrappedLines(width: 120).last?.hasSuffix("…") == false)
    }

    @Test("a multi-line label's intrinsic size wraps at preferredMaxLayoutWidth, and sizeToFit takes it")
    func intrinsicSizeWraps() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        label.text = text
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize.height > 3 * KitTextMetrics.lineHeight(of: .systemFont(ofSize: 17)))
        label.sizeToFit()
        #expect(label.bounds.height > 60)
    }

    @Test("font weights: semibold and up are bold; text styles have their Large sizes")
    func fonts() {
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold) == .boldSystemFont(ofSize: 15))
        #expect(UIFont.systemFont(ofSize: 15, weight: .medium) == .systemFont(ofSize: 15))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .boldSystemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
    }
}
