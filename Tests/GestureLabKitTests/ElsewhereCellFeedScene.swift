import GestureLabKit

/// A card in a reused table cell that opens on a press: a long press with `minimumPressDuration = 0` (a touch-down
/// highlight, as apps write one), held by the cell in `pressGesture`, the cell its target but not its delegate:
/// the view controller (here the scene, the table's data source) is every card press's delegate. Begun at
/// touch-down, the press takes every drag that starts on a card from the feed; the fix is
/// `require(toFail: tableView.panGestureRecognizer)`, and `fix --patch` cannot put a delegate method in the cell
/// (UIKit would never ask it), so it goes after the dequeue in `tableView(_:cellForRowAt:)` below.
final class ElsewhereCardCell: UITableViewCell {
    let card = UIView()
    var pressGesture = UILongPressGestureRecognizer()
    var report: ((String) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(card)
        pressGesture = UILongPressGestureRecognizer(target: self, action: ElsewhereCardCell.pressed)
        pressGesture.minimumPressDuration = 0
        card.addGestureRecognizer(pressGesture)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
    }

    func pressed(_ press: UILongPressGestureRecognizer) {
        if press.state == .ended { report?("opened") }
    }
}

/// A feed of `ElsewhereCardCell`s in a table named `feed`, each card named `card.ROW` (its press `card.ROW.longPress`);
/// the scene is each press's delegate and answers nothing of its own (UIKit's defaults).
final class ElsewhereCellFeedScene: LabScene, UITableViewDataSource, UIGestureRecognizerDelegate {
    static let name = "elsewhere-card-feed"
    static let summary = "A table of reused cards that open on a press whose delegate is the view controller."
    let lab: LabContext
    let feed = UITableView(frame: .zero, style: .plain)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        feed.frame = controller.view.bounds
        feed.accessibilityIdentifier = "feed"
        feed.rowHeight = 140
        feed.register(ElsewhereCardCell.self, forCellReuseIdentifier: "card")
        feed.dataSource = self
        controller.view.addSubview(feed)
        return controller
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        guard let card = cell as? ElsewhereCardCell else { return cell }
        card.pressGesture.delegate = self
        card.card.accessibilityIdentifier = "card.\(indexPath.row)"
        card.report = { [lab] name in lab.report(name, value: String(indexPath.row)) }
        return card
    }
}
