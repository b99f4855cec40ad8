import Foundation
import Testing
@testable import GestureUIKit

/// A feed's data source and delegate as apps write them, with a section title.
private final class Feed: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Today" }
}

@Suite("UITableView: separators, footer, headers and accessories as a feed controller sets them")
struct TableAppearanceTests {
    private func feedTable(in harness: Harness, feed: Feed) -> UITableView {
        let table = UITableView(frame: harness.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        table.dataSource = feed
        table.delegate = feed
        table.tableFooterView = UIView()
        harness.add(table)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    @Test("separatorStyle .none hides every visible row's separator; .singleLine shows them again")
    func separatorStyle() {
        let harness = Harness()
        let feed = Feed()
        let table = feedTable(in: harness, feed: feed)
        #expect(!table.visibleCells.isEmpty)
        #expect(table.visibleCells.allSatisfy { !$0.separator.isHidden })
        table.separatorStyle = .none
        for cell in table.visibleCells { cell.layoutIfNeeded() }
        #expect(table.visibleCells.allSatisfy { $0.separator.isHidden })
        table.separatorStyle = .singleLine
        for cell in table.visibleCells { cell.layoutIfNeeded() }
        #expect(table.visibleCells.allSatisfy { !$0.separator.isHidden })
    }

    @Test("an empty footer view reports nothing; a section title and an accessory report their deviations")
    func deviationsReported() {
        let harness = Harness()
        let feed = Feed()
        _ = feedTable(in: harness, feed: feed)
        let members = harness.window.diagnostics.deviations.records.map(\.member)
        #expect(!members.contains("UITableView.tableFooterView"))
        #expect(members.contains("UITableViewDataSource.tableView(_:titleForHeaderInSection:)"))
        #expect(members.contains("UITableViewCell.accessoryType"))
    }
}
