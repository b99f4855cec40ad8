import Foundation
import GestureUIKit

/// The screen: a horizontal pager `pager` of three pages (Library, Browse, Saved) opened on Browse, whose page
/// holds a `featured` carousel under its title and a vertical list `list` of shelves, each a title over a
/// carousel `row.N`: the layout of a store or streaming app's home.
///
/// The pager is a paging `UIScrollView` with `alwaysBounceHorizontal`, as UIPageViewController's scroll view is.
/// `featured` is a direct child of the pager's page, so its nearest parent scroll view is the pager and a drag
/// past its first or last card goes to the pager (conflicts.md §7). The rows' carousels are in the list, which
/// scrolls vertically only: their drags are decided by the first 10 pt, sideways for the carousel, up or down for
/// the list. Everything a fix changes is set in `applyFix()`, as an app writes it in `viewDidLoad`.
final class ShelfViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let pageTitles = ["Library", "Browse", "Saved"]
    static let shelfTitles = ["Continue watching", "New releases", "Top picks", "Comedy", "Documentaries", "Kids"]
    /// Points (scenes.md): the page title, the featured carousel and a shelf row.
    static let titleHeight: CGFloat = 44
    static let featuredHeight: CGFloat = 220
    static let shelfHeight: CGFloat = 190
    static let featuredCount = 5
    static let shelfCount = 12
    static let cardsPerShelf = 12
    static let palette: [UIColor] = [
        UIColor(red: 0.20, green: 0.45, blue: 0.85, alpha: 1), UIColor(red: 0.85, green: 0.35, blue: 0.30, alpha: 1),
        UIColor(red: 0.25, green: 0.65, blue: 0.45, alpha: 1), UIColor(red: 0.90, green: 0.60, blue: 0.20, alpha: 1),
        UIColor(red: 0.55, green: 0.35, blue: 0.75, alpha: 1),
    ]

    let lab: LabContext
    let fix: CarouselFix
    let pager = UIScrollView()
    let featured = CarouselView(
        itemSize: CGSize(width: 150, height: 180), inset: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20),
        spacing: 12)
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var pageViews: [UIView] = []
    private var titles: [UILabel] = []
    private var page = 1

    init(lab: LabContext, fix: CarouselFix) {
        self.lab = lab
        self.fix = fix
        super.init(nibName: nil, bundle: nil)
        title = "carousel"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.alwaysBounceHorizontal = true
        pager.delegate = self
        view.addSubview(pager)
        for (index, name) in Self.pageTitles.enumerated() {
            let pageView = UIView()
            pageView.accessibilityIdentifier = name.lowercased()
            pageView.backgroundColor = index == 1 ? .white : .systemGray6
            let label = UILabel()
            label.text = name
            label.font = .boldSystemFont(ofSize: 28)
            pageView.addSubview(label)
            titles.append(label)
            pageViews.append(pageView)
            pager.addSubview(pageView)
        }
        featured.accessibilityIdentifier = "featured"
        featured.palette = Self.palette
        featured.count = Self.featuredCount
        featured.delegate = self
        featured.fix = fix
        pageViews[1].addSubview(featured)
        list.accessibilityIdentifier = "list"
        list.register(ShelfRowCell.self, forCellWithReuseIdentifier: ShelfRowCell.identifier)
        list.alwaysBounceVertical = true
        if let layout = list.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.minimumLineSpacing = 0
        }
        list.dataSource = self
        list.delegate = self
        pageViews[1].addSubview(list)
        applyFix()
        layout()
    }

    /// The app's code for the fix, as it is written in `viewDidLoad` (the carousels' part is in `CarouselView`).
    private func applyFix() {
        switch fix {
        case .noTransfer, .none, .simultaneous:
            break
        case .pagerScrollDisabled:
            pager.isScrollEnabled = false
        case .directionalLock:
            list.isDirectionalLockEnabled = true
            pager.isDirectionalLockEnabled = true
        case .noContentDelay:
            list.delaysContentTouches = false
            featured.delaysContentTouches = false
        }
    }

    private func layout() {
        let bounds = view.bounds
        pager.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        let size = pager.bounds.size
        let firstLayout = pager.contentSize.width == 0
        pager.contentSize = CGSize(width: size.width * CGFloat(pageViews.count), height: size.height)
        for (index, pageView) in pageViews.enumerated() {
            pageView.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
            titles[index].frame = CGRect(x: 20, y: 4, width: size.width - 40, height: Self.titleHeight - 4)
        }
        if firstLayout { pager.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0) }
        featured.frame = CGRect(x: 0, y: Self.titleHeight, width: size.width, height: Self.featuredHeight)
        let listTop = Self.titleHeight + Self.featuredHeight
        list.frame = CGRect(x: 0, y: listTop, width: size.width, height: max(0, size.height - listTop))
        if let layout = list.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.itemSize = CGSize(width: size.width, height: Self.shelfHeight)
        }
    }

    // MARK: The list's data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView === list ? Self.shelfCount : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShelfRowCell.identifier, for: indexPath)
        if let shelf = cell as? ShelfRowCell {
            shelf.title.text = Self.shelfTitles[indexPath.item % Self.shelfTitles.count]
            shelf.carousel.accessibilityIdentifier = "row.\(indexPath.item)"
            shelf.carousel.palette =
                Array(Self.palette.dropFirst(indexPath.item % Self.palette.count))
                + Self.palette.prefix(indexPath.item % Self.palette.count)
            shelf.carousel.fix = fix
            shelf.carousel.delaysContentTouches = fix != .noContentDelay
            shelf.carousel.delegate = self
            shelf.carousel.count = Self.cardsPerShelf
        }
        return cell
    }

    // MARK: Delegates

    /// `collectionView(_:didSelectItemAt:)`: reports the card's item number.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lab.report("itemSelected", value: String(indexPath.item))
    }

    /// `scrollViewDidEndDecelerating(_:)`: reports the page the pager settled on.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === pager, pager.bounds.width > 0 else { return }
        let settled = Int((pager.contentOffset.x / pager.bounds.width).rounded())
        if settled != page {
            page = settled
            lab.report("pageChanged", value: String(settled))
        }
    }
}
