import Foundation
import GestureUIKit

/// The `nested` scene: a book page whose cover header scrolls away above paged lists, written on the kit in
/// UIKit's names.
///
/// The seed problem: the list inside the collapsing page takes the drag, so the header never collapses, and the
/// obvious fixes stop the drag dead at the threshold or lose the fling there. `handoff` switches between plain
/// nesting, the two naive fixes (a `scrollViewDidScroll` that toggles `isScrollEnabled`; an extra pan recognized
/// simultaneously that sets both offsets by hand, with or without a hand-written decay) and the coordinated
/// scroll that feels native. Changing `handoff` live swaps the strategy on the same page, keeping every offset.
public final class NestedScene: LabScene {
    /// The `handoff` values, in display order.
    public static let handoffValues = ["none", "toggle-enabled", "linked-pan", "linked-pan-inertia", "coordinated"]

    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "nested"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Collapsing header over paged lists"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "a collapsing header over paged lists, and five ways to hand a drag between them"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "A list inside a collapsing page takes the whole drag, so the header never scrolls "
        + "away; toggling isScrollEnabled at the threshold stops the drag dead, and linking the offsets by hand loses "
        + "the fling. Coordinating both as one scroll (outer first going up, the list first going down) carries one "
        + "drag and one fling across the boundary."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "handoff", handoffValues, default: "coordinated",
            summary: "how a vertical drag passes between outer and the list")
    ]
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["tabChanged", "headerCollapsed", "headerExpanded"]

    /// The page: its view controller, made with the scene so tests can reach its scroll views.
    let page: BookViewController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        page = BookViewController(lab: lab, handoff: lab.option("handoff"))
    }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController { page }

    /// Swaps the hand-off strategy on the live page (no rebuild: the offsets stay where they are).
    public func optionDidChange(_ key: String, to value: String) {
        guard key == "handoff" else { return }
        page.setHandoff(value)
    }
}
