import Foundation
import Testing

@testable import GestureUIKit

/// A frame change refreshes the safe area of only the branches it can reach (`geometryDidChangeForSafeArea`):
/// these check that what it skips could not have changed, three levels down, in both directions.
@Suite("The safe area after a frame change, down the branches that changed")
struct SafeAreaFrameChangeTests {
    /// A card (in the window's middle) holding a row holding a badge at the row's top-left corner.
    private func makeTree() -> (UIWindow, card: UIView, row: UIView, badge: UIView) {
        let window = UIWindow(size: CGSize(390, 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let card = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        row.addSubview(badge)
        card.addSubview(row)
        window.addSubview(card)
        return (window, card, row, badge)
    }

    @Test("a card moved under the status bar gives its grandchild the band it overlaps, and moved back takes it away")
    func grandchildFollowsTheCard() {
        let (window, card, row, badge) = makeTree()
        #expect(badge.safeAreaInsets.top == 0)
        card.frame.origin.y = 17  // the card's top 30 pt lie in the 47 pt band
        #expect(card.safeAreaInsets.top == 30)
        #expect(row.safeAreaInsets.top == 30)
        #expect(badge.safeAreaInsets.top == 30)
        card.frame.origin.y = 400
        #expect(card.safeAreaInsets.top == 0)
        #expect(badge.safeAreaInsets.top == 0)
        withExtendedLifetime(window) {}  // the window holds the tree (a view's superview is weak)
    }

    @Test("a card resized into the home-indicator band reaches the subview at its bottom, not the one at its top")
    func resizeReachesOnlyTheBottom() {
        let (window, card, row, badge) = makeTree()
        let footer = UIView(frame: CGRect(x: 0, y: 160, width: 390, height: 40))
        card.addSubview(footer)
        card.frame.size.height = 544  // the card now ends at the window's bottom: its last 34 pt are unsafe
        #expect(card.safeAreaInsets.bottom == 34)
        #expect(row.safeAreaInsets.bottom == 0)
        #expect(badge.safeAreaInsets.bottom == 0)
        footer.frame.origin.y = 504
        #expect(footer.safeAreaInsets.bottom == 34)
        withExtendedLifetime(window) {}  // the window holds the tree (a view's superview is weak)
    }
}
