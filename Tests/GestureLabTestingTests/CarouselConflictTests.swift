import GestureLabKit
import GestureLabTesting
import Testing

/// A card in a carousel, as an app registers it.
final class ShelfCard: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) { return nil }
}

/// A carousel: a horizontal flow layout of `count` cards.
final class Shelf: UICollectionViewDataSource {
    let view: UICollectionView
    let count: Int

    init(name: String, count: Int, frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 140)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        view = UICollectionView(frame: frame, collectionViewLayout: layout)
        self.count = count
        view.accessibilityIdentifier = name
        view.register(ShelfCard.self, forCellWithReuseIdentifier: "card")
        view.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

/// A store's home, written as an app writes it with only the kit: a three-page horizontal pager opened on its
/// middle page, which holds a `featured` carousel over a vertical scroll view `list` of two more carousels
/// (`shelf.0`, `shelf.1`). `transfer=on` keeps UIKit's default, a carousel at its first card handing a
/// rightward drag to the pager; `transfer=off` sets `transfersHorizontalScrollingToParent = false`.
final class StoreHomeScene: LabScene {
    static let name = "store-home"
    static let summary = "Carousels in a list and in a pager."
    static let options: [LabOption] = [.toggle("transfer", default: true)]
    let lab: LabContext
    let pager = UIScrollView()
    let list = UIScrollView()
    var shelves: [Shelf] = []
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let bounds = controller.view.bounds
        let w = bounds.width
        pager.frame = bounds
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: w * 3, height: bounds.height)
        pager.contentOffset = CGPoint(x: w, y: 0)
        controller.view.addSubview(pager)
        let page = UIView(frame: CGRect(x: w, y: 0, width: w, height: bounds.height))
        pager.addSubview(page)
        let featured = Shelf(name: "featured", count: 6, frame: CGRect(x: 0, y: 0, width: w, height: 160))
        page.addSubview(featured.view)
        list.frame = CGRect(x: 0, y: 160, width: w, height: bounds.height - 160)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: w, height: 2000)
        page.addSubview(list)
        shelves = [featured]
        for index in 0..<2 {
            let shelf = Shelf(
                name: "shelf.\(index)", count: 10, frame: CGRect(x: 0, y: CGFloat(index) * 170, width: w, height: 160))
            list.addSubview(shelf.view)
            shelves.append(shelf)
        }
        if lab.option("transfer") == "off" {
            for shelf in shelves { shelf.view.transfersHorizontalScrollingToParent = false }
        }
        return controller
    }
}

@Suite("Carousels in a list and a pager, through the tester")
struct CarouselConflictTests {
    @Test("a drag that starts sideways on a carousel is the carousel's: the list never scrolls after it")
    func firstTenPointsDecide() throws {
        let tester = try GestureTester(StoreHomeScene.self)
        tester.touchDown(at: CGPoint(x: 200, y: 240))
        // 12 pt left first, then 300 pt up.
        for x in [196, 192, 188] as [CGFloat] {
            tester.advance(by: 0.01)
            tester.moveTo(CGPoint(x: x, y: 240))
        }
        for step in 1...30 {
            tester.advance(by: 0.01)
            tester.moveTo(CGPoint(x: 188, y: 240 - CGFloat(step) * 10))
        }
        tester.touchUp()
        tester.expectRecognized("shelf.0.pan")
        tester.expectFailed("list.pan")
        tester.expectFailed("pager.pan")
        tester.settle()
        #expect(tester.contentOffset(of: "list")?.y == CGFloat(0))
    }

    @Test("a drag that starts up is the list's, and the carousel under the finger is excluded")
    func upFirstIsTheList() throws {
        let tester = try GestureTester(StoreHomeScene.self)
        tester.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 195, y: 220), duration: 0.3, hold: 0.2)
        tester.expectRecognized("list.pan")
        tester.expectFailed("shelf.1.pan")
        tester.settle()
        #expect((tester.contentOffset(of: "list")?.y ?? 0) > 150)
        #expect(tester.contentOffset(of: "shelf.1")?.x == CGFloat(0))
    }

    @Test("by default a carousel at its first card hands a rightward drag to the pager, which turns the page")
    func edgeHandsOffToThePager() throws {
        let tester = try GestureTester(StoreHomeScene.self)
        tester.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 320, y: 80), duration: 0.4)
        tester.expectFailed("featured.pan", because: "at left edge; hands the drag to pager")
        tester.expectRecognized("pager.pan")
        tester.settle()
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(0))
    }

    @Test("with transfersHorizontalScrollingToParent = false the carousel keeps the drag and bounces")
    func noTransferBounces() throws {
        let tester = try GestureTester(StoreHomeScene.self, options: ["transfer": "off"])
        tester.touchDown(at: CGPoint(x: 100, y: 80))
        for step in 1...22 {
            tester.advance(by: 0.01)
            tester.moveTo(CGPoint(x: 100 + CGFloat(step) * 10, y: 80))
        }
        tester.expectRecognized("featured.pan")
        tester.expectFailed("pager.pan")
        #expect((tester.contentOffset(of: "featured")?.x ?? 0) < -20)
        tester.touchUp()
        tester.settle()
        #expect(tester.contentOffset(of: "featured")?.x == CGFloat(0))
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(390))
    }
}
