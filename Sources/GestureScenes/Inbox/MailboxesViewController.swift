import Foundation
import GestureUIKit

/// The root screen `mailboxes`: a `UITableView` `mailboxes` with one row, "All Inboxes", that pushes the inbox.
final class MailboxesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    /// Called when the row is tapped.
    var onOpen: () -> Void = {}

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "mailboxes"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        table.accessibilityIdentifier = "mailboxes"
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    private func layout() {
        let top = navigationController?.navigationBar.frame.maxY ?? 0
        table.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox", for: indexPath)
        cell.textLabel?.text = "All Inboxes"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onOpen()
    }
}
