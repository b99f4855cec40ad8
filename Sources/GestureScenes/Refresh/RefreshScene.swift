import Foundation
import GestureUIKit

/// The `refresh` scene: pull-to-refresh on a list nested under a header in an outer vertical scroll view,
/// written on the kit in UIKit's names.
///
/// Three reported problems, one mechanism each (conflicts.md §5): the inner list's refresh control never fires,
/// because a list at its top hands a downward drag to a parent that can scroll vertically
/// (`transfersVerticalScrollingToParent`, iOS 17.4); `.valueChanged` fires during the drag, with the finger still
/// down, so results applied at once land under the finger; and `endRefreshing()` sets its scroll view's offset
/// where it is, which stops a fling dead, even when nothing was refreshing. `refresh` places the control (and
/// the fixes people try), `end-refreshing` is how the app applies a finished load. Changing an option rebuilds
/// the page.
public final class RefreshScene: LabScene {
    /// The `refresh` values, the right fix first.
    public static let placements = ["outer", "inner", "outer-bounces-off", "simultaneous-pan", "no-transfer"]
    /// The `end-refreshing` values, the right fix first.
    public static let endings = ["when-idle", "always", "if-refreshing"]

    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "refresh"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Pull-to-refresh in a nested list"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "pull-to-refresh on a list under a header in an outer scroll view"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "The list's refresh control never fires: at its top the list hands a downward drag to the outer scroll "
        + "view, which only rubber-bands. Put the control on the scroll view that owns vertical scrolling (or stop "
        + "the hand-off), and apply a load's results, endRefreshing included, once scrolling has stopped: "
        + "endRefreshing stops a fling dead."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "refresh", placements, default: "outer",
            summary: "which scroll view has the refresh control, and the fixes people try"),
        .choice(
            "end-refreshing", endings, default: "when-idle",
            summary: "how a finished load is applied and the refresh ended"),
    ]
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["refreshBegan", "refreshEnded", "rowsInserted"]

    /// The page, made with the scene so tests can reach its scroll views.
    let page: FeedViewController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        page = FeedViewController(
            lab: lab, placement: lab.option("refresh"), ending: lab.option("end-refreshing"))
    }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController { page }
}
