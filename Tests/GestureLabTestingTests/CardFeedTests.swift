import GestureLabKit
import GestureLabTesting
import Testing

/// One card of the feed, as the user wrote it: a card view in the content view with a pan (swipe to
/// archive), a tap and a double tap; the cell is the pan's delegate. `gatesHorizontal` is the usual fix, a
/// `gestureRecognizerShouldBegin` that lets the pan begin only when the drag is more horizontal than vertical.
final class ArchiveCardCell: UITableViewCell, UIGestureRecognizerDelegate {
    let card = UIView()
    let title = UILabel()
    private(set) var pan = UIPanGestureRecognizer()
    private(set) var tap = UITapGestureRecognizer()
    private(set) var doubleTap = UITapGestureRecognizer()
    var gatesHorizontal = false
    var report: ((String) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        contentView.addSubview(card)
        card.addSubview(title)
        pan = UIPanGestureRecognizer(target: self, action: ArchiveCardCell.panned)
        pan.name = "card.pan"
        pan.delegate = self
        doubleTap = UITapGestureRecognizer(target: self, action: ArchiveCardCell.doubleTapped)
        doubleTap.name = "card.doubleTap"
        doubleTap.numberOfTapsRequired = 2
        tap = UITapGestureRecognizer(target: self, action: ArchiveCardCell.tapped)
        tap.name = "card.tap"
        tap.require(toFail: doubleTap)
        [pan, tap, doubleTap].forEach(card.addGestureRecognizer)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
        title.frame = card.bounds.insetBy(dx: 12, dy: 12)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan, gatesHorizontal else { return true }
        let velocity = pan.velocity(in: card)
        return abs(velocity.x) > abs(velocity.y)
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began { report?("pan") }
        if pan.state == .ended, pan.translation(in: card).x < -100 { report?("archived") }
    }

    func tapped(_ tap: UITapGestureRecognizer) { report?("tap") }

    func doubleTapped(_ tap: UITapGestureRecognizer) { report?("doubleTap") }
}

/// The feed of swipe-to-archive cards: a `UITableView` (`feed`) in a `UINavigationController`, rows of
/// `ArchiveCardCell` (cards `card.N`). `gate=off` is the user's code, `gate=on` adds the horizontal-only gate.
final class CardFeedScene: LabScene, UITableViewDataSource, UITableViewDelegate {
    static let name = "card-feed"
    static let summary = "A feed of swipe-to-archive cards: a pan, a tap and a double tap on each card."
    static let options: [LabOption] = [.toggle("gate", default: false)]
    let lab: LabContext
    let feed = UITableView(frame: .zero, style: .plain)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.title = "Feed"
        feed.frame = controller.view.bounds
        feed.accessibilityIdentifier = "feed"
        feed.rowHeight = 140
        feed.register(ArchiveCardCell.self, forCellReuseIdentifier: "card")
        feed.dataSource = self
        feed.delegate = self
        controller.view.addSubview(feed)
        return UINavigationController(rootViewController: controller)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        guard let card = cell as? ArchiveCardCell else { return cell }
        card.card.accessibilityIdentifier = "card.\(indexPath.row)"
        card.title.text = "Card \(indexPath.row)"
        card.gatesHorizontal = lab.option("gate") == "on"
        card.report = { [lab] name in lab.report(name, value: String(indexPath.row)) }
        return card
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lab.report("selected", value: String(indexPath.row))
    }
}

@Suite("A feed of swipe-to-archive cards: recognizers inside cells")
struct CardFeedTests {
    private func feed(gate: Bool) throws -> GestureTester {
        let tester = try GestureTester(CardFeedScene.self, options: ["gate": gate ? "on" : "off"])
        tester.advance(to: 0.4)
        return tester
    }

    @Test("the user's bug: a vertical drag that starts on a card doesn't scroll the feed (the card's pan takes it)")
    func verticalDragOnCardDoesNotScroll() throws {
        let tester = try feed(gate: false)
        let rest = tester.contentOffset(of: "feed")
        let start = try tester.center(of: "card.2")
        tester.drag(from: start, to: CGPoint(x: start.x, y: start.y - 250), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectRecognized("card.pan")
        tester.expectNotRecognized("feed.pan")
        #expect(tester.contentOffset(of: "feed") == rest)
        tester.expectReported("pan", count: 1)
    }

    @Test("with the pan gated to horizontal drags the same vertical drag scrolls the feed and the pan fails")
    func gatedPanLetsTheFeedScroll() throws {
        let tester = try feed(gate: true)
        let rest = tester.contentOffset(of: "feed") ?? .zero
        let start = try tester.center(of: "card.2")
        tester.drag(from: start, to: CGPoint(x: start.x, y: start.y - 250), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectFailed("card.pan")
        tester.expectRecognized("feed.pan")
        #expect((tester.contentOffset(of: "feed")?.y ?? 0) > rest.y + 150)
        #expect(!tester.didReport("pan"))
    }

    @Test("with the gate a leftward swipe on a card archives it and the feed stays still")
    func horizontalSwipeArchives() throws {
        let tester = try feed(gate: true)
        let rest = tester.contentOffset(of: "feed")
        let start = try tester.center(of: "card.1")
        tester.drag(from: start, to: CGPoint(x: start.x - 180, y: start.y), duration: 0.3, hold: 0.1)
        tester.settle()
        tester.expectRecognized("card.pan")
        tester.expectReported("archived", count: 1)
        #expect(tester.actions.first { $0.name == "archived" }?.value == 1)
        #expect(tester.contentOffset(of: "feed") == rest)
    }

    @Test("a tap on a card fires its tap once the double tap fails, and the row is not selected")
    func tapOnCard() throws {
        let tester = try feed(gate: true)
        try tester.tap(on: "card.1")
        tester.settle()
        tester.expectRecognized("card.tap")
        tester.expectReported("tap", count: 1)
        #expect(!tester.didReport("selected"))
    }

    @Test("a double tap on a card fires the double tap only, and the row is not selected")
    func doubleTapOnCard() throws {
        let tester = try feed(gate: true)
        try tester.tap(on: "card.1", count: 2)
        tester.settle()
        tester.expectReported("doubleTap", count: 1)
        #expect(!tester.didReport("tap"))
        #expect(!tester.didReport("selected"))
    }
}
