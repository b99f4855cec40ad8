import Foundation
import Testing

@testable import GestureUIKit

/// A data source of `count` items in `sections` sections, counting the cells it made and the selections.
private final class Items: UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var sections: Int
    var made = 0
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var ended: [IndexPath] = []
    init(_ count: Int, sections: Int = 1) {
        self.count = count
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if let tagged = cell as? TaggedCell {
            tagged.item = indexPath.item
            made += tagged.reused ? 0 : 1
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { ended.append(indexPath) }
}

/// A cell that remembers its item and whether `prepareForReuse()` ran.
private final class TaggedCell: UICollectionViewCell {
    var item = -1
    var reused = false
    override func prepareForReuse() {
        super.prepareForReuse()
        reused = true
    }
}

@Suite("UICollectionView and UICollectionViewFlowLayout: geometry, visible items, reuse, selection")
struct UICollectionViewTests {
    private func collection(
        items: Int, sections: Int = 1, direction: UICollectionView.ScrollDirection = .vertical,
        itemSize: CGSize = CGSize(100, 100), frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    ) -> (UICollectionView, UICollectionViewFlowLayout, Items) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = itemSize
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        let items = Items(items, sections: sections)
        view.register(TaggedCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return (view, layout, items)
    }

    @Test("a vertical flow layout: 3 items a row (360 pt across), the spare 20 pt justified between them")
    func verticalGeometry() throws {
        let (view, _, _) = collection(items: 10)
        // Across: 390 − 30 inset = 360; (360 + 10) / 110 → 3 a row; spare 360 − 300 = 60 → 30 pt gaps.
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        let fourth = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(first.frame == CGRect(x: 15, y: 20, width: 100, height: 100))
        #expect(third.frame == CGRect(x: 275, y: 20, width: 100, height: 100))
        #expect(fourth.frame == CGRect(x: 15, y: 130, width: 100, height: 100))
        // 4 rows: 20 + 4 × 100 + 3 × 10 + 20.
        #expect(view.contentSize == CGSize(390, 470))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
    }

    @Test("a line of one item is centred across, as _UIFlowLayoutRow justifies a lone item; the last starts at the inset")
    func loneItemLines() throws {
        let (view, _, _) = collection(items: 3, itemSize: CGSize(200, 100))
        // 360 pt across: one 200 pt item a line, centred 80 pt in; the last line at the inset.
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let last = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(first.frame.minX == CGFloat(95))
        #expect(last.frame.minX == CGFloat(15))
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 150)) == IndexPath(item: 1, section: 0))
    }

    @Test("a horizontal flow layout is a carousel: one item a column, content as tall as the bounds")
    func horizontalGeometry() throws {
        let (view, _, _) = collection(
            items: 12, direction: .horizontal, itemSize: CGSize(110, 140),
            frame: CGRect(x: 0, y: 0, width: 390, height: 180))
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 135, y: 20, width: 110, height: 140))
        // 15 + 12 × 110 + 11 × 10 + 15.
        #expect(view.contentSize == CGSize(1460, 180))
        #expect(view.canScrollHorizontally)
        #expect(!view.canScrollVertically)
    }

    @Test("sections follow one another along the scroll axis, each with its insets")
    func sections() throws {
        let (view, _, _) = collection(items: 3, sections: 2)
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 1) == 3)
        let firstOfSecond = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        // Section 0: 20 + 100 + 20 = 140; section 1 starts there, its item 20 below.
        #expect(firstOfSecond.frame.minY == CGFloat(160))
        #expect(view.contentSize.height == CGFloat(280))
    }

    @Test("10,000 items make only a screenful of cells: 8 rows of 3 intersect 844 pt")
    func onlyVisibleItems() {
        let (view, _, items) = collection(items: 10_000)
        // Rows at 20 + 110k; row 7 starts at 790 < 844, row 8 at 900.
        #expect(view.visibleCells.count == 24)
        #expect(items.made == 24)
        #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 24)
        #expect(view.contentSize.height == CGFloat(20 + 3334 * 100 + 3333 * 10 + 20))
    }

    @Test("scrolling reuses the cells that left: far down, the same cells show other items")
    func reuse() {
        let (view, _, items) = collection(items: 10_000)
        let first = Set(view.visibleCells.map(ObjectIdentifier.init))
        view.contentOffset = CGPoint(x: 0, y: 20 + 110 * 2000)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 6000, section: 0))
        #expect((view.visibleCells.first as? TaggedCell)?.item == 6000)
        #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == first)
        #expect(items.made == 24)
        #expect(items.ended.count == 24)
        #expect(view.visibleCells.allSatisfy { ($0 as? TaggedCell)?.reused == true })
        #expect(view.queuedCellCount == 0)
    }

    @Test("indexPathForItem(at:) finds the item under a point, and nil in a gap or an inset")
    func hitItems() {
        let (view, _, _) = collection(items: 10)
        #expect(view.indexPathForItem(at: CGPoint(x: 160, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 50)) == nil)  // the 30 pt gap
        #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 50)) == nil)  // the inset
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.contains(CGPoint(x: 160, y: 150)) == true)
    }

    @Test("selectItem and deselectItem set isSelected without telling the delegate; reloadData clears it")
    func programmaticSelection() {
        let (view, _, items) = collection(items: 10)
        let path = IndexPath(item: 2, section: 0)
        view.selectItem(at: path, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [path])
        #expect(view.cellForItem(at: path)?.isSelected == true)
        view.deselectItem(at: path, animated: false)
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(view.cellForItem(at: path)?.isSelected == false)
        view.selectItem(at: path, animated: false, scrollPosition: .centeredVertically)
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(items.selected.isEmpty)
    }

    @Test("a tap selects on lift and tells the delegate; a tap on another item deselects the first")
    func tapSelection() {
        let harness = Harness()
        let (view, _, items) = collection(items: 10)
        harness.add(view)
        harness.tap(CGPoint(x: 60, y: 70), at: 0.1)
        #expect(items.selected == [IndexPath(item: 0, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        harness.tap(CGPoint(x: 160, y: 180), at: 0.5)
        #expect(items.selected.last == IndexPath(item: 4, section: 0))
        #expect(items.deselected == [IndexPath(item: 0, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("a drag scrolls instead: the pan begins at 10 pt, cancels the touch, and nothing is selected")
    func dragDoesNotSelect() {
        let harness = Harness()
        let (view, _, items) = collection(items: 100)
        view.accessibilityIdentifier = "grid"
        harness.add(view)
        harness.drag(CGPoint(x: 60, y: 600), CGPoint(x: 60, y: 300), from: 0.1, duration: 0.4, hold: 0.2)
        #expect(harness.states(of: "grid.pan").first == "began")
        #expect(items.selected.isEmpty)
        #expect(view.contentOffset.y > 250)
        #expect(view.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test("IndexPath's item is its second index, as row")
    func indexPathItem() {
        var path = IndexPath(item: 7, section: 2)
        #expect(path.item == 7 && path.row == 7 && path.section == 2)
        path.item = 3
        #expect(path == IndexPath(row: 3, section: 2))
    }
}
