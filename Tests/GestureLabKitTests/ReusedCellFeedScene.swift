import GestureLabKit

/// A card in a reused table cell, as the issue 42 user wrote it: the cell adds a pan to its card and is the pan's
/// delegate, and the property holding the pan is `panGesture`. Without a gate the card's pan takes vertical drags
/// from the feed. Not final: `ReusedCellFixSamples.swift` pastes `gesturelab fix`'s code into subclasses of it.
class SwipeCardCell: UITableViewCell, UIGestureRecognizerDelegate {
    let card = UIView()
    var panGesture = UIPanGestureRecognizer()
    var report: ((String) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(card)
        panGesture = UIPanGestureRecognizer(target: self, action: SwipeCardCell.panned)
        panGesture.delegate = self
        card.addGestureRecognizer(panGesture)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended, pan.translation(in: card).x < -100 { report?("archived") }
    }
}

/// A feed of `SwipeCardCell`s in a table named `feed`; each card is named `card.ROW`, so its pan is `card.ROW.pan`.
final class ReusedCellFeedScene: LabScene, UITableViewDataSource {
    static let name = "reused-card-feed"
    static let summary = "A table of reused card cells, each card with a pan whose delegate is the cell."
    let lab: LabContext
    let feed = UITableView(frame: .zero, style: .plain)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        feed.frame = controller.view.bounds
        feed.accessibilityIdentifier = "feed"
        feed.rowHeight = 140
        feed.register(SwipeCardCell.self, forCellReuseIdentifier: "card")
        feed.dataSource = self
        controller.view.addSubview(feed)
        return controller
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        guard let card = cell as? SwipeCardCell else { return cell }
        card.card.accessibilityIdentifier = "card.\(indexPath.row)"
        card.report = { [lab] name in lab.report(name, value: String(indexPath.row)) }
        return card
    }
}
