import GestureScript
import Testing

@testable import GestureReplay

@Suite("Fixes as UIKit code")
struct FixCodeTests {
    static let subjects: FixSubjects = {
        var subjects = FixSubjects()
        subjects.scrollViews = ["page.0"]
        return subjects
    }()

    @Test("identifiers from report names")
    func identifiers() {
        #expect(FixCode.identifier("banner.pan") == "bannerPan")
        #expect(FixCode.identifier("page.0") == "page0")
        #expect(FixCode.identifier("list.0.swipeActions") == "list0SwipeActions")
        #expect(FixCode.identifier("0.pan") == "v0Pan")
    }

    @Test("each kind of edit as the statement, delegate method or property it stands for")
    func kinds() {
        func code(_ text: String) -> String {
            FixCode.code(for: try! WhatIfEdit.parse(text), subjects: Self.subjects)
        }
        #expect(code("card.pan disabled") == "cardPan.isEnabled = false")
        #expect(code("page.0 delaysContentTouches off") == "page0.delaysContentTouches = false")
        #expect(code("card.pan receives no").contains("shouldReceive touch: UITouch) -> Bool {\n    gestureRecognizer !== cardPan\n}"))
        #expect(code("card.pan simultaneous card.pinch").contains("gestureRecognizer === cardPan && otherGestureRecognizer === cardPinch"))
        let begin = code("card.pan shouldBegin when vertical and page.0 at top and depth > 1")
        #expect(begin.contains("func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {"))
        #expect(
            begin.contains(
                "return (abs(v.y) > abs(v.x)) && (page0.contentOffset.y <= -page0.adjustedContentInset.top) "
                    + "&& ((navigationController?.viewControllers.count ?? 1) > 1)"), "\(begin)")
        #expect(code("card.pan shouldBegin no").hasSuffix("return false\n}"))
    }
}
