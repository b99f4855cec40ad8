import Foundation
import GestureLabKit
import GestureLabTestSupport
import GestureReplay
import GestureScript
import Testing

/// A fix that makes the cell's pan wait for a recognizer the cell doesn't hold (the table's swipe-actions pan): the
/// cell is its pan's delegate, so the fix is the delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`, which
/// needs no outside object, rather than `require(toFail:)` on the table, which the cell reaches only once it is in
/// one; so `fix --patch` puts it in the cell's class.
@Suite("gesturelab fix on reused cells: a requirement on the table's recognizer goes in the cell")
struct ReusedCellRequireFixTests {
    @Test("the requirement on the swipe-actions pan is a delegate method of the cell, with nothing outside it")
    func requirementIsADelegateMethod() throws {
        let result = try ReusedCellFixTests.search()
        let fix = try #require(result.fixes.first { $0.text == "card.N.pan requires feed.swipeActions" })
        #expect(fix.placements.map(\.className) == ["SwipeCardCell"])
        #expect(fix.code.contains("shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer"), "\(fix.code)")
        #expect(
            fix.code.contains(
                "gestureRecognizer === panGesture && \"\\(type(of: otherGestureRecognizer))\" == "
                    + "\"_UISwipeActionPanGestureRecognizer\""), "\(fix.code)")
        #expect(!fix.code.contains("feed."), "\(fix.code)")
        #expect(!fix.code.contains("require(toFail:"), "\(fix.code)")
    }
}

extension ReusedCellRequireFixTests {
    @Test("patched in, the delegate method makes every expectation of the two-row script pass")
    func patchedCellPasses() throws {
        let report = try replayKit(ReusedCellFixTests.script, scenes: [PatchedRequireFeedScene.self])
        let failed = report.expectations.filter { !$0.passed }.map(\.message)
        #expect(!report.expectations.isEmpty)
        #expect(failed.isEmpty, "\(failed)")
    }
}

/// `SwipeCardCell` (ReusedCellFeedScene.swift) with the requirement fix as `fix --patch` adds it at the end of the
/// class: the delegate method, in the class that conforms (a subclass's would not be the protocol's witness).
final class PatchedRequireCardCell: UITableViewCell, UIGestureRecognizerDelegate {
    let card = UIView()
    var panGesture = UIPanGestureRecognizer()
    var report: ((String) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(card)
        panGesture = UIPanGestureRecognizer(target: self, action: PatchedRequireCardCell.panned)
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

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if gestureRecognizer === panGesture
            && "\(type(of: otherGestureRecognizer))" == "_UISwipeActionPanGestureRecognizer"
        {
            return true
        }
        return false
    }
}

/// `ReusedCellFeedScene` with `PatchedRequireCardCell`, under the same name, so the same script runs on it.
final class PatchedRequireFeedScene: LabScene, UITableViewDataSource {
    static let name = "reused-card-feed"
    static let summary = "The reused card feed with the requirement fix patched into its cell."
    let lab: LabContext
    let feed = UITableView(frame: .zero, style: .plain)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        feed.frame = controller.view.bounds
        feed.accessibilityIdentifier = "feed"
        feed.rowHeight = 140
        feed.register(PatchedRequireCardCell.self, forCellReuseIdentifier: "card")
        feed.dataSource = self
        controller.view.addSubview(feed)
        return controller
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        guard let card = cell as? PatchedRequireCardCell else { return cell }
        card.card.accessibilityIdentifier = "card.\(indexPath.row)"
        card.report = { [lab] name in lab.report(name, value: String(indexPath.row)) }
        return card
    }
}

extension ReusedCellRequireFixTests {
    @Test(
        "an edit on the table's pan about the cell's is the cell's delegate method, roles swapped",
        arguments: [
            (WhatIfEdit.Kind.requires("card.N.pan"), "shouldBeRequiredToFailBy"),
            (WhatIfEdit.Kind.simultaneous("card.N.pan"), "shouldRecognizeSimultaneouslyWith"),
        ])
    func tableEditInTheCell(kind: WhatIfEdit.Kind, method: String) throws {
        let result = try ReusedCellFixTests.search()
        let placements = FixCode.placements(for: [WhatIfEdit("feed.pan", kind)], subjects: result.subjects)
        #expect(placements.map(\.className) == ["SwipeCardCell"])
        let code = placements.first?.code ?? ""
        #expect(code.contains("\(method) otherGestureRecognizer: UIGestureRecognizer) -> Bool"), "\(code)")
        #expect(
            code.contains(
                "gestureRecognizer === panGesture && otherGestureRecognizer === "
                    + "(otherGestureRecognizer.view as? UITableView)?.panGestureRecognizer"), "\(code)")
        #expect(!code.contains("feed."), "\(code)")
    }
}
