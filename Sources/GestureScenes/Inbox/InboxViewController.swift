import Foundation
import GestureUIKit

/// The screen `inbox`: a horizontal pager `pager` of three mailboxes (Inbox, Flagged, Archive), each a
/// `UITableView` `list.N` of mails with swipe actions, pushed on the navigation stack.
///
/// The pager is a paging `UIScrollView` with `alwaysBounceHorizontal`, as UIPageViewController's queuing scroll
/// view is, so even a rightward drag on the first page is the pager's unless something says otherwise. The
/// strategy's app code is in `viewDidLoad` (failure requirements, `isScrollEnabled`) and in `InboxPager`.
final class InboxViewController: UIViewController, UIScrollViewDelegate {
    static let titles = ["Inbox", "Flagged", "Archive"]
    /// Points: a mail row's height (Mail's two-line rows).
    static let rowHeight: CGFloat = 72
    /// Points: the mailbox title above each list.
    static let headerHeight: CGFloat = 32

    let lab: LabContext
    let strategy: PagerSwipeStrategy
    let pager = InboxPager()
    private(set) var tables: [UITableView] = []
    private var lists: [MailListController] = []
    private var headers: [UILabel] = []
    private var page = 0

    init(lab: LabContext, strategy: PagerSwipeStrategy) {
        self.lab = lab
        self.strategy = strategy
        super.init(nibName: nil, bundle: nil)
        title = "inbox"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.alwaysBounceHorizontal = true
        pager.delegate = self
        pager.strategy = strategy
        pager.currentTable = { [weak self] in self.map { $0.tables[$0.page] } }
        view.addSubview(pager)
        for (index, name) in Self.titles.enumerated() {
            let header = UILabel()
            header.text = name
            header.font = .boldSystemFont(ofSize: 20)
            headers.append(header)
            pager.addSubview(header)
            let list = MailListController(lab: lab, mailbox: index, count: 40)
            let table = UITableView(frame: .zero, style: .plain)
            table.accessibilityIdentifier = "list.\(index)"
            table.rowHeight = Self.rowHeight
            table.register(MailCell.self, forCellReuseIdentifier: MailListController.cellIdentifier)
            table.dataSource = list
            table.delegate = list
            lists.append(list)
            tables.append(table)
            pager.addSubview(table)
        }
        applyStrategy()
    }

    /// The app's code for the strategy, as it is written in `viewDidLoad`.
    private func applyStrategy() {
        switch strategy {
        case .plain, .simultaneous, .shouldBegin:
            break  // nothing here; simultaneous and should-begin are InboxPager's delegate methods
        case .tablePan:
            for table in tables { pager.panGestureRecognizer.require(toFail: table.panGestureRecognizer) }
        case .scrollDisabled:
            pager.isScrollEnabled = false
        case .requireSwipe:
            // The fix apps ship: find the table's swipe-actions pan, the pan that is not its scroll pan.
            for table in tables {
                let swipe = table.gestureRecognizers?.first {
                    $0 is UIPanGestureRecognizer && $0 !== table.panGestureRecognizer
                }
                if let swipe { pager.panGestureRecognizer.require(toFail: swipe) }
            }
        }
    }

    private func layout() {
        let bounds = view.bounds
        let top = navigationController?.navigationBar.frame.maxY ?? 0
        pager.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        let size = pager.bounds.size
        pager.contentSize = CGSize(width: size.width * CGFloat(tables.count), height: size.height)
        for (index, table) in tables.enumerated() {
            let x = CGFloat(index) * size.width
            headers[index].frame = CGRect(x: x + 20, y: 0, width: size.width - 40, height: Self.headerHeight)
            table.frame = CGRect(
                x: x, y: Self.headerHeight, width: size.width, height: size.height - Self.headerHeight)
        }
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

/// A mail row: sender above, subject below (`.subtitle`), as `register(_:forCellReuseIdentifier:)` makes it.
final class MailCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { return nil }
}
