import Foundation
import GestureUIKit

/// One mailbox's list: the data source and delegate of a `UITableView`, with the swipe actions Mail has.
///
/// Trailing: Delete (destructive, first, so a full swipe deletes) and Flag. Leading, on the first mailbox
/// only: Read. Each handler does what an app does: Delete removes the mail and calls `deleteRows(at:with:)`,
/// then `completion(true)`.
final class MailListController: UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = "mail"
    let lab: LabContext
    let mailbox: Int
    /// The mails' senders, in list order.
    private(set) var mails: [String]
    private var nextNumber: Int

    init(lab: LabContext, mailbox: Int, count: Int) {
        self.lab = lab
        self.mailbox = mailbox
        mails = (0..<count).map { Self.sender($0) }
        nextNumber = count
    }

    static func sender(_ number: Int) -> String {
        let names = ["Anna", "Ben", "Chloé", "Dev", "Emil", "Farah", "Gus", "Hana", "Ivo", "June"]
        return "\(names[number % names.count]) \(number + 1)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mails.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = mails[indexPath.row]
        cell.detailTextLabel?.text = "Re: the gesture conflict, part \(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lab.report("selected", value: String(indexPath.row))
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, indexPath.row < self.mails.count else { return completion(false) }
            let row = indexPath.row
            self.mails.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            self.lab.report("deleted", value: String(row))
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.lab.report("flagged", value: String(indexPath.row))
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard mailbox == 0 else { return nil }
        let read = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, completion in
            self?.lab.report("read", value: String(indexPath.row))
            completion(true)
        }
        read.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [read])
    }
}
