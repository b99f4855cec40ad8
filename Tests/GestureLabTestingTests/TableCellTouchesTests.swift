import GestureLabKit
import GestureLabTesting
import Testing

/// A table row with what real rows hold: a plain label (`row.N.label`), an interactive photo with its own tap
/// (`row.N.photo`, `photo.tap`) and a custom view without recognizers (`row.N.badge`); every fifth row instead
/// holds a horizontal carousel (`carousel.N`, a `UICollectionView`).
final class MixedRowCell: UITableViewCell, UICollectionViewDataSource {
    let label = UILabel()
    let photo = UIImageView()
    let badge = UIView()
    let carousel: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 80)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    var report: ((String) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.isUserInteractionEnabled = true
        photo.backgroundColor = .systemGray
        let tap = UITapGestureRecognizer { [weak self] _ in self?.report?("photo.tap") }
        tap.name = "photo.tap"
        photo.addGestureRecognizer(tap)
        badge.backgroundColor = .systemOrange
        carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        carousel.dataSource = self
        [label, photo, badge, carousel].forEach(contentView.addSubview)
    }

    required init?(coder: NSCoder) { return nil }

    func configure(row: Int) {
        let isCarousel = row % 5 == 3
        carousel.isHidden = !isCarousel
        for view in [label, photo, badge] as [UIView] { view.isHidden = isCarousel }
        label.text = "Row \(row)"
        label.accessibilityIdentifier = "row.\(row).label"
        photo.accessibilityIdentifier = "row.\(row).photo"
        badge.accessibilityIdentifier = "row.\(row).badge"
        carousel.accessibilityIdentifier = "carousel.\(row)"
        carousel.contentOffset = .zero
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        photo.frame = CGRect(x: 16, y: 10, width: 80, height: bounds.height - 20)
        label.frame = CGRect(x: 110, y: 10, width: bounds.width - 200, height: bounds.height - 20)
        badge.frame = CGRect(x: bounds.width - 80, y: 20, width: 60, height: bounds.height - 40)
        carousel.frame = bounds
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let tile = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        tile.contentView.backgroundColor = .systemGreen
        return tile
    }
}

/// A list of `MixedRowCell` rows (`list`) with trailing Archive and leading Pin swipe actions and a context menu
/// on every row; the delegate reports highlight, selection, the actions and the menu's display and end.
final class MixedRowsScene: LabScene, UITableViewDataSource, UITableViewDelegate {
    static let name = "mixed-rows"
    static let summary = "Rows with a label, an interactive photo, a custom view or a carousel."
    static let options: [LabOption] = []
    let lab: LabContext
    let list = UITableView(frame: .zero, style: .plain)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        list.frame = controller.view.bounds
        list.accessibilityIdentifier = "list"
        list.rowHeight = 100
        list.register(MixedRowCell.self, forCellReuseIdentifier: "row")
        list.dataSource = self
        list.delegate = self
        controller.view.addSubview(list)
        return controller
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        guard let row = cell as? MixedRowCell else { return cell }
        row.configure(row: indexPath.row)
        row.report = { [lab] name in lab.report(name, value: String(indexPath.row)) }
        return row
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        lab.report("highlighted", value: String(indexPath.row))
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lab.report("selected", value: String(indexPath.row))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
            self.lab.report("archived", value: String(indexPath.row))
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [archive])
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in
            self.lab.report("pinned", value: String(indexPath.row))
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [pin])
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in self.lab.report("shared") }])
        }
    }

    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        lab.report("menu.willDisplay")
        animator?.addCompletion { self.lab.report("menu.shown") }
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        lab.report("menu.willEnd")
    }
}

@Suite("Touches inside table cells: the hit view is the deepest view, the rest goes up to the table")
struct TableCellTouchesTests {
    private func rows() throws -> GestureTester {
        let tester = try GestureTester(MixedRowsScene.self)
        tester.advance(to: 0.4)
        tester.window.layoutIfNeeded()  // the rows' views exist once the list has laid out, as before a frame
        return tester
    }

    @Test("a tap on an interactive photo fires its tap recognizer and the row is not selected (cancelsTouchesInView)")
    func photoTapDoesNotSelect() throws {
        let tester = try rows()
        try tester.tap(on: "row.1.photo")
        tester.settle()
        tester.expectRecognized("photo.tap")
        tester.expectReported("photo.tap", count: 1)
        #expect(!tester.didReport("selected"))
    }

    @Test("a tap on a plain label selects its row; a resting finger highlights it after the 0.15 s delay")
    func labelSelects() throws {
        let tester = try rows()
        tester.touchDown(at: try tester.center(of: "row.2.label"))
        tester.advance(by: 0.1)
        #expect(!tester.didReport("highlighted"))
        tester.advance(by: 0.1)
        tester.expectReported("highlighted", count: 1)
        tester.touchUp()
        tester.settle()
        tester.expectReported("selected", count: 1)
        #expect(tester.actions.first { $0.name == "selected" }?.value == 2)
    }

    @Test("a tap on a custom view without recognizers selects its row too (its touches go up the chain)")
    func badgeSelects() throws {
        let tester = try rows()
        try tester.tap(on: "row.4.badge")
        tester.settle()
        #expect(tester.actions.first { $0.name == "selected" }?.value == 4)
    }

    @Test("a horizontal carousel in a row scrolls sideways, and a vertical drag from it scrolls the table")
    func carouselInRow() throws {
        let tester = try rows()
        let start = try tester.center(of: "carousel.3")
        let listRest = tester.contentOffset(of: "list") ?? .zero
        tester.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectRecognized("carousel.3.pan")
        #expect((tester.contentOffset(of: "carousel.3")?.x ?? 0) > 100)
        #expect(tester.contentOffset(of: "list") == listRest)

        tester.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectRecognized("list.pan")
        #expect((tester.contentOffset(of: "list")?.y ?? 0) > listRest.y + 100)
        #expect(!tester.didReport("selected"))
    }

    @Test("a trailing swipe that starts on a label opens the row's actions; Archive runs")
    func trailingSwipeFromLabel() throws {
        let tester = try rows()
        let start = try tester.center(of: "row.1.label")
        tester.drag(from: start, to: CGPoint(x: start.x - 120, y: start.y), duration: 0.3, hold: 0.2)
        tester.settle()
        tester.expectRecognized("list.swipeActions")
        tester.tap(at: CGPoint(x: 370, y: start.y))  // the Archive button, at the row's trailing edge
        tester.settle()
        tester.expectReported("archived", count: 1)
    }

    @Test("a trailing swipe that starts on a custom view without recognizers opens the row's actions too")
    func trailingSwipeFromBadge() throws {
        let tester = try rows()
        let start = try tester.center(of: "row.2.badge")
        tester.drag(from: start, to: CGPoint(x: start.x - 120, y: start.y), duration: 0.3, hold: 0.2)
        tester.settle()
        tester.expectRecognized("list.swipeActions")
        tester.tap(at: CGPoint(x: 370, y: start.y))
        tester.settle()
        tester.expectReported("archived", count: 1)
    }

    @Test("a leading swipe that starts on a label opens the row's leading actions; Pin runs")
    func leadingSwipeFromLabel() throws {
        let tester = try rows()
        let start = try tester.center(of: "row.2.label")
        tester.drag(from: start, to: CGPoint(x: start.x + 120, y: start.y), duration: 0.3, hold: 0.2)
        tester.settle()
        tester.expectRecognized("list.swipeActions")
        tester.tap(at: CGPoint(x: 20, y: start.y))  // the Pin button, at the row's leading edge
        tester.settle()
        tester.expectReported("pinned", count: 1)
        #expect(!tester.didReport("selected"))
    }

    @Test("a row's context menu tells the table's delegate it will display, then that it will end")
    func contextMenuDelegateCalls() throws {
        let tester = try rows()
        tester.longPress(at: try tester.center(of: "row.2.label"), duration: 0.6)
        tester.settle()
        #expect(tester.actionNames == ["highlighted", "menu.willDisplay", "menu.shown"])
        tester.tap(at: CGPoint(x: 20, y: 820))
        tester.settle()
        tester.expectReported("menu.willEnd", count: 1)
        #expect(!tester.didReport("selected"))
    }
}
