import GestureLabKit
import GestureLabTesting
import Testing

/// A grid tile: a plain label (`tile.N.label`), a sticker with a long press (`tile.N.sticker`, `sticker.press`,
/// the default 0.5 s) and a drag handle with a pan (`tile.N.handle`, `handle.pan`).
final class StickerTileCell: UICollectionViewCell {
    let label = UILabel()
    let sticker = UIView()
    let handle = UIView()
    var report: ((String) -> Void)?

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray6
        sticker.backgroundColor = .systemRed
        handle.backgroundColor = .systemGray
        [label, sticker, handle].forEach(contentView.addSubview)
        let press = UILongPressGestureRecognizer { [weak self] press in
            if press.state == .began { self?.report?("sticker.press") }
        }
        press.name = "sticker.press"
        sticker.addGestureRecognizer(press)
        let pan = UIPanGestureRecognizer { [weak self] pan in
            if pan.state == .began { self?.report?("handle.pan") }
        }
        pan.name = "handle.pan"
        handle.addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        label.frame = CGRect(x: 8, y: 8, width: bounds.width - 16, height: 30)
        sticker.frame = CGRect(x: 8, y: 50, width: 50, height: 50)
        handle.frame = CGRect(x: bounds.width - 58, y: 50, width: 50, height: 50)
    }
}

/// A vertical grid (`grid`) of `StickerTileCell`s, two a row, with a context menu on every item; the delegate
/// reports highlight, selection and the menu's display and end.
final class StickerGridScene: LabScene, UICollectionViewDataSource, UICollectionViewDelegate {
    static let name = "sticker-grid"
    static let summary = "A grid of tiles with a sticker to press and a handle to drag."
    static let options: [LabOption] = []
    let lab: LabContext
    let grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 180, height: 120)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        grid.frame = controller.view.bounds
        grid.accessibilityIdentifier = "grid"
        grid.register(StickerTileCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = self
        grid.delegate = self
        controller.view.addSubview(grid)
        return controller
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        guard let tile = cell as? StickerTileCell else { return cell }
        tile.label.text = "Tile \(indexPath.item)"
        tile.label.accessibilityIdentifier = "tile.\(indexPath.item).label"
        tile.sticker.accessibilityIdentifier = "tile.\(indexPath.item).sticker"
        tile.handle.accessibilityIdentifier = "tile.\(indexPath.item).handle"
        tile.report = { [lab] name in lab.report(name, value: String(indexPath.item)) }
        return tile
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        lab.report("highlighted", value: String(indexPath.item))
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lab.report("selected", value: String(indexPath.item))
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in self.lab.report("copied") }])
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        lab.report("menu.willDisplay")
    }

    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        lab.report("menu.willEnd")
    }
}

@Suite("Touches inside collection view cells, as in table cells")
struct CollectionCellTouchesTests {
    private func grid() throws -> GestureTester {
        let tester = try GestureTester(StickerGridScene.self)
        tester.advance(to: 0.4)
        tester.window.layoutIfNeeded()  // the rows' views exist once the list has laid out, as before a frame
        return tester
    }

    @Test("a long press on a view in a cell begins at its minimumPressDuration (0.5 s), and the item is not selected")
    func longPressOnSticker() throws {
        let tester = try grid()
        let start = tester.time
        tester.touchDown(at: try tester.center(of: "tile.3.sticker"))
        tester.advance(by: 0.45)
        #expect(!tester.didReport("sticker.press"))
        tester.advance(by: 0.1)
        tester.expectReported("sticker.press", count: 1)
        let began = tester.transitions(of: "sticker.press").first { $0.to == .began }
        #expect(abs((began?.time ?? 0) - start - 0.5) < 0.02)
        tester.touchUp()
        tester.settle()
        #expect(!tester.didReport("selected"))
    }

    @Test("a tap on a plain label selects its item; a resting finger highlights it after the 0.15 s delay")
    func labelSelects() throws {
        let tester = try grid()
        tester.touchDown(at: try tester.center(of: "tile.1.label"))
        tester.advance(by: 0.1)
        #expect(!tester.didReport("highlighted"))
        tester.advance(by: 0.1)
        tester.expectReported("highlighted", count: 1)
        tester.touchUp()
        tester.settle()
        #expect(tester.actions.first { $0.name == "selected" }?.value == 1)
    }

    @Test("a pan on a view in a cell takes a vertical drag from the grid, which does not scroll")
    func handlePanBlocksScrolling() throws {
        let tester = try grid()
        let rest = tester.contentOffset(of: "grid")
        let start = try tester.center(of: "tile.2.handle")
        tester.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectRecognized("handle.pan")
        tester.expectNotRecognized("grid.pan")
        #expect(tester.contentOffset(of: "grid") == rest)
    }

    @Test("a drag from a plain label still scrolls the grid and selects nothing")
    func labelDragScrolls() throws {
        let tester = try grid()
        let start = try tester.center(of: "tile.4.label")
        tester.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectRecognized("grid.pan")
        #expect((tester.contentOffset(of: "grid")?.y ?? 0) > 100)
        #expect(!tester.didReport("selected"))
    }

    @Test("an item's context menu tells the collection view's delegate it will display, then that it will end")
    func contextMenuDelegateCalls() throws {
        let tester = try grid()
        tester.longPress(at: try tester.center(of: "tile.1.label"), duration: 0.6)
        tester.settle()
        tester.expectReported("menu.willDisplay", count: 1)
        let copy = try tester.center(of: "contextMenu.Copy")
        tester.tap(at: copy)
        tester.settle()
        tester.expectReported("copied", count: 1)
        tester.expectReported("menu.willEnd", count: 1)
        #expect(!tester.didReport("selected"))
    }
}
