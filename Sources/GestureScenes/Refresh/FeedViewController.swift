import Foundation
import GestureUIKit

/// The page: a header over a list of messages in an outer vertical scroll view, with a refresh control.
///
/// `outer` (vertical) holds the 180 pt `header` and the list `list` (as tall as the screen, 30 rows of 60 pt),
/// so `outer` scrolls 180 pt and then the list scrolls: the layout of a profile or mailbox page. Where the
/// refresh control goes and what the app does about the hand-off is the `refresh` option. A pull starts two
/// requests, messages (1 s, three new rows) and avatars (2.5 s, nothing to insert), each drawn as a bar at the
/// top of the screen that fills on the scene's virtual time; each completion applies its result and ends the
/// refresh as `end-refreshing` says, as an app with two requests that each call `endRefreshing()` does.
final class FeedViewController: UIViewController, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    /// Points and seconds (scenes.md).
    static let headerHeight: CGFloat = 180
    static let rowHeight: CGFloat = 60
    static let rowCount = 30
    static let newRowCount = 3
    static let messagesDuration: TimeInterval = 1
    static let avatarsDuration: TimeInterval = 2.5
    /// The header's colour (a test reads it from the screen).
    static let headerColor = UIColor(red: 0x1F / 255.0, green: 0x4E / 255.0, blue: 0x79 / 255.0, alpha: 1)

    let outer = UIScrollView()
    let header = UIView()
    let list = UIScrollView()
    let refresh = UIRefreshControl()
    /// The wrong fix `simultaneous-pan`: a pan on the list that pulls it by hand alongside `outer`'s pan.
    private(set) var pullPan: UIPanGestureRecognizer?

    private let lab: LabContext
    private let placement: String
    private let ending: String
    private var rowTexts: [String] = (1...FeedViewController.rowCount).map { "Message \($0)" }
    private var newRowsSoFar = 0
    /// Loads finished while scrolling, waiting for it to stop (`when-idle`): rows each inserts.
    private var pendingLoads: [Int] = []
    private let bars = [UIView(), UIView()]
    private var pullStartOffset: CGFloat = 0

    init(lab: LabContext, placement: String, ending: String) {
        self.lab = lab
        self.placement = placement
        self.ending = ending
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "inbox"
        view.backgroundColor = .white
        buildViews()
        layout(size: view.bounds.size)
        outer.delegate = self
        list.delegate = self
        installRefreshControl()
    }

    private func buildViews() {
        outer.accessibilityIdentifier = "outer"
        // A full-bleed collapsing header drawn under the status bar: apps built so set `.never` on the outer scroll
        // view (with `.automatic` UIKit would rest it 47 pt lower, the header below the status bar).
        outer.contentInsetAdjustmentBehavior = .never
        outer.backgroundColor = .systemGray6
        header.accessibilityIdentifier = "header"
        header.backgroundColor = Self.headerColor
        let title = UILabel()
        title.text = "Inbox"
        title.font = .boldSystemFont(ofSize: 32)
        title.textColor = .white
        let subtitle = UILabel()
        subtitle.text = "Pull down to check for new mail"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = UIColor(white: 1, alpha: 0.8)
        header.addSubview(title)
        header.addSubview(subtitle)
        list.accessibilityIdentifier = "list"
        // Its offsets are coordinated with the outer one's by hand (the hand-over of the pull): `.never` on both.
        list.contentInsetAdjustmentBehavior = .never
        list.backgroundColor = .white
        view.addSubview(outer)
        outer.addSubview(header)
        outer.addSubview(list)
        for (index, bar) in bars.enumerated() {
            bar.backgroundColor = index == 0 ? .systemBlue : .systemGreen
            bar.isUserInteractionEnabled = false
            view.addSubview(bar)
        }
        rebuildRows()
    }

    /// Lays out for a screen of `size` points.
    func layout(size: CGSize) {
        let w = size.width, h = size.height
        outer.frame = CGRect(x: 0, y: 0, width: w, height: h)
        outer.contentSize = CGSize(width: w, height: Self.headerHeight + h)
        header.frame = CGRect(x: 0, y: 0, width: w, height: Self.headerHeight)
        header.subviews[0].frame = CGRect(x: 20, y: Self.headerHeight - 84, width: w - 40, height: 40)
        header.subviews[1].frame = CGRect(x: 20, y: Self.headerHeight - 42, width: w - 40, height: 22)
        list.frame = CGRect(x: 0, y: Self.headerHeight, width: w, height: h)
        layoutRows()
        for (index, bar) in bars.enumerated() {
            bar.frame = CGRect(x: 0, y: CGFloat(index) * 3, width: 0, height: 3)
        }
    }

    private func rebuildRows() {
        for row in list.subviews where row is BookRowView { row.removeFromSuperview() }
        for (index, text) in rowTexts.enumerated() { list.addSubview(BookRowView(text: text, index: index)) }
        layoutRows()
    }

    private func layoutRows() {
        let w = list.bounds.width
        list.contentSize = CGSize(width: w, height: Self.rowHeight * CGFloat(rowTexts.count))
        for (index, row) in list.subviews.filter({ $0 is BookRowView }).enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: w, height: Self.rowHeight)
        }
    }

    // MARK: The refresh control and the fixes

    private func installRefreshControl() {
        refresh.addTarget(self, action: FeedViewController.didPullToRefresh, for: .valueChanged)
        switch placement {
        case "inner":
            list.refreshControl = refresh
        case "outer-bounces-off":
            // Hoping the list gets the pull if the outer view cannot rubber-band: the hand-off does not look at it.
            list.refreshControl = refresh
            outer.bounces = false
        case "simultaneous-pan":
            // Pulling the list by hand with a pan that runs alongside outer's: both move, and the control never
            // fires, because the list is not tracking (its own pan handed the drag over).
            list.refreshControl = refresh
            let pan = UIPanGestureRecognizer(target: self, action: FeedViewController.didPullList)
            pan.name = "list.pullPan"
            pan.delegate = self
            list.addGestureRecognizer(pan)
            pullPan = pan
        case "no-transfer":
            // The list keeps a drag at its top (iOS 17.4); the header then opens only from the header.
            list.refreshControl = refresh
            list.transfersVerticalScrollingToParent = false
        default:
            // The scroll view that owns vertical scrolling at the top of the page.
            outer.refreshControl = refresh
        }
    }

    /// The refresh control's `.valueChanged`: during the drag, finger down; starts both requests.
    func didPullToRefresh(_ control: UIRefreshControl) {
        lab.report("refreshBegan")
        load(bar: bars[0], duration: Self.messagesDuration, rows: Self.newRowCount)
        load(bar: bars[1], duration: Self.avatarsDuration, rows: 0)
    }

    /// A request, drawn as its bar filling the width; it completes on the scene's virtual time.
    private func load(bar: UIView, duration: TimeInterval, rows: Int) {
        var start = bar.frame
        start.size.width = 0
        bar.frame = start
        var end = start
        end.size.width = view.bounds.width
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: { bar.frame = end },
            completion: { [weak self] _ in
                bar.frame = start
                self?.loadDidFinish(rows: rows)
            })
    }

    private func loadDidFinish(rows: Int) {
        switch ending {
        case "always":
            insert(rows)
            endRefresh()
        case "if-refreshing":
            insert(rows)
            if refresh.isRefreshing { endRefresh() }
        default:
            pendingLoads.append(rows)
            applyPendingLoadsIfIdle()
        }
    }

    /// `when-idle`: the results wait until no scroll view is dragged or decelerating, then go in, and the refresh
    /// ends only if it is still running.
    private func applyPendingLoadsIfIdle() {
        guard !pendingLoads.isEmpty else { return }
        for scrollView in [outer, list] where scrollView.isDragging || scrollView.isDecelerating { return }
        let rows = pendingLoads.reduce(0, +)
        pendingLoads.removeAll()
        insert(rows)
        if refresh.isRefreshing { endRefresh() }
    }

    private func endRefresh() {
        refresh.endRefreshing()
        lab.report("refreshEnded")
    }

    /// Puts `count` new rows on top of the list (`reloadData` after a load).
    private func insert(_ count: Int) {
        guard count > 0 else { return }
        let fresh = (0..<count).map { "New message \(newRowsSoFar + count - $0)" }
        newRowsSoFar += count
        rowTexts.insert(contentsOf: fresh, at: 0)
        rebuildRows()
        lab.report("rowsInserted", value: String(count))
    }

    // MARK: The wrong fix `simultaneous-pan`

    func didPullList(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            pullStartOffset = list.contentOffset.y
        case .changed:
            let pulled = pan.translation(in: list).y
            // Only a pull past the top, with a hand-made resistance of one half.
            guard pulled > 0, pullStartOffset <= 0.5 else { return }
            list.contentOffset = CGPoint(x: 0, y: pullStartOffset - pulled / 2)
        case .ended, .cancelled:
            if list.contentOffset.y < 0 { list.setContentOffset(.zero, animated: true) }
        default:
            break
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    // MARK: UIScrollViewDelegate

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { applyPendingLoadsIfIdle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        applyPendingLoadsIfIdle()
    }

    /// An animated scroll (the wrong fix's spring back, `endRefreshing()`'s) may have stopped a deceleration,
    /// which then never ends with `scrollViewDidEndDecelerating`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        applyPendingLoadsIfIdle()
    }
}
