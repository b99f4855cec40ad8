import Foundation
import GestureLabKit
import GestureUIKit
import Testing

/// The snapping carousel apps write: a horizontal flow layout subclass whose
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` picks the card nearest the centre of where
/// the fling would stop (the shape of the snapping layouts in FlowLayout-based carousels).
final class SnappingFlowLayout: UICollectionViewFlowLayout {
    private(set) var askedVelocities: [CGPoint] = []

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        askedVelocities.append(velocity)
        guard let collectionView else { return proposedContentOffset }
        let width = collectionView.bounds.width
        let targetRect = CGRect(origin: CGPoint(x: proposedContentOffset.x, y: 0), size: collectionView.bounds.size)
        let centre = proposedContentOffset.x + width / 2
        let candidates = super.layoutAttributesForElements(in: targetRect) ?? []
        guard let nearest = candidates.min(by: { abs($0.center.x - centre) < abs($1.center.x - centre) }) else {
            return proposedContentOffset
        }
        return CGPoint(x: nearest.center.x - width / 2, y: proposedContentOffset.y)
    }
}

/// A carousel layout that dims and shrinks the cards away from the centre, on every scroll.
final class FadingCarouselLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            // swift-format-ignore: NeverForceUnwrap
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let isCentred = abs(copy.center.x - centre) < copy.size.width / 2
            copy.alpha = isCentred ? 1 : 0.5
            copy.transform = isCentred ? .identity : CGAffineTransform(scaleX: 0.8, y: 0.8)
            copy.zIndex = isCentred ? 1 : 0
            return copy
        }
    }
}

private final class Cards: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

@Suite("A flow layout subclass snaps a flung carousel to a card, and its attributes style the cells")
struct SnappingCarouselTests {
    private let cards = Cards()

    /// A 390 pt wide carousel of 300 pt cards 10 pt apart, inset 45 pt so a card can sit in the centre: card i's
    /// centre is at 195 + 310·i, so it is centred at content offset 310·i.
    private func carousel(_ layout: UICollectionViewFlowLayout) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 200)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 45)
        let view = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        view.dataSource = cards
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    /// A quick swipe left across the carousel (to the next cards), lifted while moving, then 3 s to settle.
    private func fling(_ window: UIWindow) {
        window.touchDown(finger: 1, at: CGPoint(x: 330, y: 200), time: 1)
        for step in 1...12 {
            window.touchMoved(finger: 1, to: CGPoint(x: 330 - CGFloat(step) * 20, y: 200), time: 1 + Double(step) / 120)
        }
        window.touchUp(finger: 1, at: CGPoint(x: 90, y: 200), time: 1.1)
        for frame in 1...240 { window.advance(to: 1.1 + Double(frame) / 60) }
    }

    @Test("a fling ends with a card centred: the layout's target, asked once with the release's velocity")
    func flingSnapsToCard() {
        let layout = SnappingFlowLayout()
        let (window, view) = carousel(layout)
        fling(window)
        let offset = view.contentOffset.x
        #expect(offset > 310)
        #expect(offset.truncatingRemainder(dividingBy: 310) == 0)
        #expect(layout.askedVelocities.count == 1)
        #expect((layout.askedVelocities.first?.x ?? 0) > 0)
        #expect(!view.isDecelerating)
    }

    @Test("the plain flow layout keeps the proposal: the same fling stops between cards")
    func plainLayoutDoesNotSnap() {
        let (window, view) = carousel(UICollectionViewFlowLayout())
        fling(window)
        #expect(view.contentOffset.x > 310)
        #expect(view.contentOffset.x.truncatingRemainder(dividingBy: 310) != 0)
    }

    @Test("attributes' alpha, transform and zIndex reach the cells, and follow the scroll")
    func attributesStyleCells() throws {
        let (window, view) = carousel(FadingCarouselLayout())
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.alpha == 1 && first.transform == .identity)
        #expect(second.alpha == 0.5 && second.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(view.subviews.firstIndex { $0 === first } ?? -1 > view.subviews.firstIndex { $0 === second } ?? -1)
        #expect(second.frame.width == 240)  // 300 scaled by 0.8 about the centre
        view.contentOffset = CGPoint(x: 310, y: 0)
        window.advance(to: 0.1)
        #expect(second.alpha == 1 && second.transform == .identity)
        #expect(first.alpha == 0.5)
    }

    @Test("a UICollectionViewDelegateFlowLayout's sizes, insets and spacings place the items")
    func delegateFlowLayout() throws {
        let controller = SizedGridController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        let view = try #require(controller.collectionView)
        // Insets 10, so 370 pt across: items 0 (100 wide) and 1 (180) fill the first line, spread apart; the line is
        // 80 tall (item 1's height) and item 0 (50 tall) is centred in it; the next line starts 20 pt below.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 25, width: 100, height: 50))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 10, width: 180, height: 80))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 10, y: 125, width: 100, height: 50))
        let expectedHeight: CGFloat = 10 + 5 * 80 + 4 * 20 + 10
        #expect(view.contentSize.height == expectedHeight)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 180)
    }
}

/// A grid whose controller sizes its items, as apps declare `UICollectionViewDelegateFlowLayout` on their controller.
final class SizedGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: indexPath.item % 2 == 0 ? 100 : 180, height: indexPath.item % 2 == 0 ? 50 : 80)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 20 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 5 }
}
