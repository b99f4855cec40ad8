import Foundation
import Testing
@testable import GestureUIKit

/// UIKit's subview-ordering calls reorder hit-testing too: the view on top takes the touch.
@Suite("UIView: subview order")
struct ViewHierarchyOrderTests {
    private func named(_ name: String) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: name)
    }

    @Test("insert below and above a sibling, send to back, exchange: the order and the hit view follow")
    func ordering() {
        let parent = named("parent")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.name) == ["a", "c", "b"])
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(\.name) == ["c", "b", "a"])
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil)?.name == "a")
        parent.sendSubviewToBack(a)
        #expect(parent.subviews.map(\.name) == ["a", "c", "b"])
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil)?.name == "b")
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(\.name) == ["b", "c", "a"])
        parent.exchangeSubview(at: 0, withSubviewAt: 9)
        #expect(parent.subviews.map(\.name) == ["b", "c", "a"])
        let d = named("d")
        parent.insertSubview(d, belowSubview: named("stranger"))
        #expect(parent.subviews.last === d && d.superview === parent)
    }
}
