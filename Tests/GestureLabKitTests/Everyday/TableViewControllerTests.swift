import Foundation
import GestureLabKit
import GestureUIKit
import Testing

/// A feed controller as a new user's app wrote it: a `UITableViewController` subclass that overrides the data
/// source, the selection and the scroll callback, and registers its cell in `viewDidLoad`.
final class FeedTableController: UITableViewController {
    private(set) var selected: [Int] = []
    private(set) var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A grid controller: a `UICollectionViewController` subclass with its own items and selection.
final class GridController: UICollectionViewController {
    private(set) var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

@Suite("UITableViewController and UICollectionViewController subclasses are their views' data source and delegate")
struct TableViewControllerTests {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        return window
    }

    private func tap(_ window: UIWindow, at point: CGPoint, time: Double) {
        window.touchDown(finger: 1, at: point, time: time)
        window.touchUp(finger: 1, at: point, time: time + 0.05)
        window.advance(to: time + 0.5)
    }

    @Test("the table is the view, with the controller as data source and delegate, and the style given")
    func tableIsTheView() {
        let controller = FeedTableController(style: .insetGrouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
    }

    @Test("a tap on a row calls the subclass's didSelectRowAt; a drag calls its scrollViewDidScroll")
    func overridesAreCalled() {
        let controller = FeedTableController(style: .plain)
        let window = show(controller)
        #expect(controller.tableView.visibleCells.count > 10)
        tap(window, at: CGPoint(x: 200, y: 44 * 2 + 20), time: 1)
        #expect(controller.selected == [2])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        window.touchDown(finger: 1, at: CGPoint(x: 200, y: 600), time: 2)
        for step in 1...20 { window.touchMoved(finger: 1, to: CGPoint(x: 200, y: 600 - CGFloat(step) * 10), time: 2 + Double(step) / 60) }
        window.touchUp(finger: 1, at: CGPoint(x: 200, y: 400), time: 2.4)
        #expect(controller.scrolls > 0)
        #expect(controller.tableView.contentOffset.y > 0)
    }

    @Test("viewWillAppear deselects the selected row unless clearsSelectionOnViewWillAppear is false")
    func clearsSelection() {
        let controller = FeedTableController(style: .plain)
        let window = show(controller)
        tap(window, at: CGPoint(x: 200, y: 44 * 3 + 20), time: 1)
        controller.clearsSelectionOnViewWillAppear = false
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        controller.clearsSelectionOnViewWillAppear = true
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("a collection view controller's subclass gets the taps on its items")
    func collectionController() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = GridController(collectionViewLayout: layout)
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        let window = show(controller)
        #expect(controller.collectionView.visibleCells.count > 6)
        tap(window, at: CGPoint(x: 50, y: 50), time: 1)
        #expect(controller.selected == [0])
    }

    /// The hairline views along the bottom of `cell` (its separator).
    private func separators(of cell: UITableViewCell) -> [UIView] {
        cell.subviews.filter { $0.frame.height == 0.5 && $0.frame.maxY == cell.bounds.height }
    }

    @Test("separatorStyle .none hides the rows' separators; separatorInset and separatorColor move and tint them")
    func separators() throws {
        let controller = FeedTableController(style: .plain)
        let window = show(controller)
        let cell = try #require(controller.tableView.visibleCells.first)
        let line = try #require(separators(of: cell).first)
        #expect(!line.isHidden && line.frame.minX == 20)
        controller.tableView.separatorStyle = .none
        controller.tableView.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 16)
        controller.tableView.separatorColor = .systemRed
        window.advance(to: 0.1)
        #expect(line.isHidden)
        #expect(line.frame.minX == 72 && line.frame.width == cell.bounds.width - 88)
        #expect(line.backgroundColor == .systemRed)
        controller.tableView.separatorStyle = .singleLine
        window.advance(to: 0.2)
        #expect(!line.isHidden)
    }
}
