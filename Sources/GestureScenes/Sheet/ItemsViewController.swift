import Foundation
import GestureUIKit

/// The sheet's content: a 56 pt header (title, an Expand button) over the list `list` of 40 rows, and the sheet's
/// delegate (it reports the callbacks).
///
/// `list` is the list's setup: `plain`; `refresh-control` (a `UIRefreshControl` on the list: the sheet then never
/// follows the list); `refresh-dismiss-pan` (the wrong fix: a pan of its own on the list, recognized alongside the
/// list's, that dismisses when pulled 120 pt down from the top: the refresh fires and the sheet goes, both);
/// `toggle-scroll` (the wrong fix: `isScrollEnabled = false` once a drag reaches the top, which cancels the list's
/// pan mid-drag; it is turned back on when the detent changes); `nested` (the wrong fix: the list inside a second
/// vertical scroll view `outer`, one screen taller: on iOS 18 the list still drags the sheet, on iOS 26 a list nested
/// in a vertically scrolling scroll view no longer finds the sheet, `_shouldBeFoundByDescendentScrollView:`).
final class ItemsViewController: UIViewController, UISheetPresentationControllerDelegate, UITableViewDataSource,
    UIScrollViewDelegate, UIGestureRecognizerDelegate
{
    /// Points.
    static let headerHeight: CGFloat = 56
    static let rowCount = 40
    /// Points: how far the wrong fix's pan must pull down from the top to dismiss.
    static let dismissPanDistance: CGFloat = 120

    let list = UITableView(frame: .zero, style: .plain)
    /// The wrong fix `nested`'s outer vertical scroll view.
    private(set) var outer: UIScrollView?
    let header = UIView()
    let expandButton = UIButton(type: .system)
    /// The wrong fix `refresh-dismiss-pan`'s pan.
    private(set) var dismissPan: UIPanGestureRecognizer?
    private let lab: LabContext
    private let setup: String
    private var dismissPanStartedAtTop = false

    init(lab: LabContext, list setup: String) {
        self.lab = lab
        self.setup = setup
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = SheetContentView(controller: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "items"
        view.backgroundColor = .white
        header.accessibilityIdentifier = "header"
        let label = UILabel()
        label.text = "Items"
        label.font = .boldSystemFont(ofSize: 22)
        header.addSubview(label)
        expandButton.accessibilityIdentifier = "expand"
        expandButton.setTitle("Expand", for: .normal)
        expandButton.addTarget(self, action: ItemsViewController.toggleDetent, for: .touchUpInside)
        header.addSubview(expandButton)
        view.addSubview(header)
        list.accessibilityIdentifier = "list"
        list.rowHeight = 44
        list.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        list.dataSource = self
        list.delegate = self
        view.addSubview(list)
        installSetup()
    }

    /// Lays the header and the list out in the sheet's current bounds.
    func layout(in bounds: CGRect) {
        let w = bounds.width
        header.frame = CGRect(x: 0, y: 0, width: w, height: Self.headerHeight)
        header.subviews[0].frame = CGRect(x: 20, y: 18, width: 200, height: 30)
        expandButton.frame = CGRect(x: w - 110, y: 14, width: 96, height: 36)
        let listFrame = CGRect(x: 0, y: Self.headerHeight, width: w, height: max(0, bounds.height - Self.headerHeight))
        if let outer {
            outer.frame = listFrame
            outer.contentSize = CGSize(width: w, height: listFrame.height * 2)
            list.frame = CGRect(x: 0, y: 0, width: w, height: listFrame.height)
        } else {
            list.frame = listFrame
        }
    }

    private func installSetup() {
        switch setup {
        case "refresh-control":
            list.refreshControl = makeRefreshControl()
        case "nested":
            let scroll = UIScrollView()
            scroll.accessibilityIdentifier = "outer"
            list.removeFromSuperview()
            scroll.addSubview(list)
            view.addSubview(scroll)
            outer = scroll
        case "refresh-dismiss-pan":
            list.refreshControl = makeRefreshControl()
            let pan = UIPanGestureRecognizer(target: self, action: ItemsViewController.didPanList)
            pan.name = "list.dismissPan"
            pan.delegate = self
            list.addGestureRecognizer(pan)
            dismissPan = pan
        default:
            break
        }
    }

    private func makeRefreshControl() -> UIRefreshControl {
        let control = UIRefreshControl()
        control.addTarget(self, action: ItemsViewController.didPullToRefresh, for: .valueChanged)
        return control
    }

    func didPullToRefresh(_ control: UIRefreshControl) {
        lab.report("refreshBegan")
        control.endRefreshing()
    }

    /// The header's button: the programmatic detent change (`animateChanges`), medium ↔ large.
    func toggleDetent() {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier == .large ? .medium : .large
        }
        lab.report("detentChanged", value: Self.value(sheet.selectedDetentIdentifier))
    }

    /// The `detentChanged` value: 0 for medium, 1 for large (action values are numbers).
    static func value(_ identifier: UISheetPresentationController.Detent.Identifier?) -> String {
        identifier == .large ? "1" : "0"
    }

    // MARK: The wrong fixes

    func didPanList(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            dismissPanStartedAtTop = list.contentOffset.y <= 0.5
        case .ended:
            if dismissPanStartedAtTop, pan.translation(in: list).y > Self.dismissPanDistance {
                dismiss(animated: true)
            }
        default:
            break
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // toggle-scroll: hand the drag to the sheet at the top by switching scrolling off; the list's pan is
        // cancelled there, mid-drag, and nothing takes the rest of it.
        guard setup == "toggle-scroll", scrollView.isDragging, scrollView.contentOffset.y <= 0 else { return }
        scrollView.isScrollEnabled = false
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row + 1)"
        return cell
    }

    // MARK: UISheetPresentationControllerDelegate

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        if setup == "toggle-scroll" { list.isScrollEnabled = true }
        lab.report("detentChanged", value: Self.value(sheetPresentationController.selectedDetentIdentifier))
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        lab.report("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        lab.report("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        lab.report("didAttemptToDismiss")
    }
}

/// The sheet content's root view: lays the header and the list out whenever the sheet resizes it.
final class SheetContentView: UIView {
    private unowned let controller: ItemsViewController

    init(controller: ItemsViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller.layout(in: bounds)
    }
}
