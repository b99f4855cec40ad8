import Foundation
import GestureUIKit

/// The list: 40 messages in a `UITableView`, each row with a context menu (Reply, Flag, Delete) from
/// `tableView(_:contextMenuConfigurationForRowAt:point:)`, and what the app adds to each row (the options).
///
/// Every menu action reports its title in lower case with its row (`flag` 3); the menu's end reports `menuDismissed`; a
/// selection reports `rowSelected`, the app's tap `rowTapped`, the app's long press `rowLongPressed`.
final class MessageListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIGestureRecognizerDelegate
{
    static let cellIdentifier = "message"
    /// Points (scenes.md).
    static let rowHeight: CGFloat = 60
    static let rowCount = 40

    let table = UITableView(frame: .zero, style: .plain)
    private let lab: LabContext
    private let longPress: String
    private let tap: String
    private let delaysContentTouches: Bool

    init(lab: LabContext, longPress: String, tap: String, delaysContentTouches: Bool) {
        self.lab = lab
        self.longPress = longPress
        self.tap = tap
        self.delaysContentTouches = delaysContentTouches
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "messages"
        view.backgroundColor = .white
        table.accessibilityIdentifier = "list"
        // The scene lays its content out from the top of the screen itself (its own title and margins, drawn from
        // y 0 as before the kit had a safe area), as an app that places content under the status bar does with
        // `.never`; with `.automatic` it would rest 47 pt lower on the 390x844 device.
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = Self.rowHeight
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.delegate = self
        table.frame = view.bounds
        // The wrong fix `delays-content-touches=off`: rows highlight at touch-down, but the menu's recognizers
        // never waited for the delay (recognizers see touches at once), so the menu comes no sooner.
        table.delaysContentTouches = delaysContentTouches
        view.addSubview(table)
    }

    static func text(_ row: Int) -> String { "Message \(row + 1)" }

    // MARK: Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Self.text(indexPath.row)
        cell.tag = indexPath.row
        if cell.gestureRecognizers == nil { addRecognizers(to: cell) }
        return cell
    }

    /// What the options put on each row (once per cell: cells are reused).
    private func addRecognizers(to cell: UITableViewCell) {
        if longPress != "none" {
            // The broken state: an app's long press on the row (to start a reorder, say). The menu's driver
            // waits for it to fail, and at 0.5 s it recognizes instead.
            let press = UILongPressGestureRecognizer(target: self, action: MessageListController.didLongPress)
            press.name = "row.longPress"
            // The wrong fix: letting it recognize alongside. The driver's wait is a failure requirement, which
            // a simultaneous permission does not lift.
            if longPress == "simultaneous" { press.delegate = self }
            cell.addGestureRecognizer(press)
        }
        if tap != "did-select" {
            // A tap recognizer that leaves the row its touches, so the table still highlights: a quick tap
            // fires it and selects the row too. It waits for the menu's clickPresentationFailure, so a press
            // that shows the menu never fires it.
            let recognizer = UITapGestureRecognizer(target: self, action: MessageListController.didTap)
            recognizer.name = "row.tap"
            recognizer.cancelsTouchesInView = false
            // The fix people try for a tap under the menu: letting it recognize alongside. The wait is a
            // failure requirement, which the permission does not lift.
            if tap == "tap-simultaneous" { recognizer.delegate = self }
            cell.addGestureRecognizer(recognizer)
        }
    }

    // MARK: Delegate

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        lab.report("rowHighlighted", value: String(indexPath.row))
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lab.report("rowSelected", value: String(indexPath.row))
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let row = indexPath.row
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let actions = ["Reply", "Flag", "Delete"].map { title in
                UIAction(title: title, attributes: title == "Delete" ? .destructive : []) { _ in
                    self?.lab.report(title.lowercased(), value: String(row))
                }
            }
            self?.lab.report("menuShown", value: String(row))
            return UIMenu(title: "", children: actions)
        }
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        lab.report("menuDismissed")
    }

    // MARK: The app's recognizers

    func didLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        lab.report("rowLongPressed", value: String(recognizer.view?.tag ?? -1))
    }

    func didTap(_ recognizer: UITapGestureRecognizer) {
        lab.report("rowTapped", value: String(recognizer.view?.tag ?? -1))
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
