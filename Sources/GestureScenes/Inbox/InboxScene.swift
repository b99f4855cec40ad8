import Foundation
import GestureUIKit

/// The `inbox` scene: swipe-to-delete rows in lists inside a horizontal pager, pushed on a navigation stack
/// (conflicts.md §2), written on the kit.
///
/// Two conflicts on one screen. The pager's pan begins at 10 pt and the rows' swipe-actions pan
/// (`list.N.swipeActions`, UIKit's `_UISwipeActionPanGestureRecognizer`) at 25 pt, and no UIKit rule ties them,
/// so a leftward swipe on a row turns the page instead of revealing Delete (`pager=plain`). The edge pop has
/// priority over every other pan (its private delegate makes them wait for it), so a leading swipe that starts in
/// the 13 pt edge pops the screen; one that starts further in reveals Read. `PagerSwipeStrategy` and
/// `EdgeSwipeStrategy` list what apps write. Behaviour comes from the recognizers and their rules only.
public final class InboxScene: LabScene, UINavigationControllerDelegate {
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "inbox"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Swipe-to-delete rows in a pager, next to the edge pop"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "swipe actions on mail rows inside a horizontal pager, pushed on a navigation stack"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "The pager's pan begins at 10 pt, the row's swipe-actions pan at 25 pt, so a left swipe on a row turns "
        + "the page. Making the pager's pan require the table's swipe pan to fail lets the row open first."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "pager", PagerSwipeStrategy.allCases.map(\.rawValue), default: "require-swipe",
            summary: "how the pager's pan and the rows' swipe-actions pan are arbitrated"),
        .choice(
            "pop", EdgeSwipeStrategy.allCases.map(\.rawValue), default: "system",
            summary: "system: the edge pop has priority; disabled: interactivePopGestureRecognizer off"),
        .start(
            "start", ["inbox", "root"], default: "inbox",
            summary: "inbox: depth 2 with the inbox pushed; root: depth 1"),
    ]
    /// `LabScene.mainFix`: from the bare pager to the failure requirement on the swipe pan.
    public static let mainFix: (key: String, broken: String, fixed: String)? = ("pager", "plain", "require-swipe")
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["deleted", "flagged", "read", "selected", "pageChanged", "pushed", "popped"]

    let lab: LabContext
    private var navigationController: UINavigationController?
    private var shownDepth = 0

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) { self.lab = lab }

    /// `LabScene.makeRootViewController()`: the mailboxes list with the inbox pushed.
    public func makeRootViewController() -> UIViewController {
        let mailboxes = MailboxesViewController()
        let navigation = UINavigationController(rootViewController: mailboxes)
        navigation.view.backgroundColor = .white
        navigationController = navigation
        mailboxes.onOpen = { [weak self] in self?.pushInbox(animated: true) }
        if EdgeSwipeStrategy(rawValue: lab.option("pop")) == .disabled {
            navigation.interactivePopGestureRecognizer?.isEnabled = false
        }
        if lab.option("start") != "root" { pushInbox(animated: false) }
        shownDepth = navigation.viewControllers.count
        navigation.delegate = self
        return navigation
    }

    private func pushInbox(animated: Bool) {
        let strategy = PagerSwipeStrategy(rawValue: lab.option("pager")) ?? .requireSwipe
        navigationController?.pushViewController(InboxViewController(lab: lab, strategy: strategy), animated: animated)
    }

    /// `UINavigationControllerDelegate.navigationController(_:didShow:animated:)`: reports `pushed` or `popped`.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let depth = navigationController.viewControllers.count
        if depth > shownDepth { lab.report("pushed") }
        if depth < shownDepth { lab.report("popped") }
        shownDepth = depth
    }

    /// `start=inbox` while the inbox is pushed, `start=root` once popped: a rebuild keeps the screen.
    public var resumeOptions: [(key: String, value: String)] {
        [("start", (navigationController?.viewControllers.count ?? 1) >= 2 ? "inbox" : "root")]
    }
}
