import Foundation
import GestureUIKit

/// The `sheet` scene: a bottom sheet with medium and large detents whose content is a list, written on the kit in
/// UIKit's names (conflicts.md §1).
///
/// Three reported problems, one mechanism (`_UISheetInteraction`, read in `SheetInteraction`): at medium a drag
/// up on the list expands the sheet instead of scrolling (`prefersScrollingExpandsWhenScrolledToEdge`, true by
/// default); the list won't drag the sheet down when the drag started below its top, or less than 0.4 s after the
/// previous one; a list with a refresh control never moves the sheet. `expands` is the main fix, `list` the list's
/// setup with the wrong fixes people try. Changing an option rebuilds the scene.
public final class SheetScene: LabScene {
    /// The `expands` values, the right fix first.
    public static let expandsValues = ["off", "on"]
    /// The `list` values, the right fix first.
    public static let listValues = ["plain", "refresh-control", "refresh-dismiss-pan", "toggle-scroll", "nested"]

    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "sheet"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Bottom sheet with a list"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "a sheet with medium and large detents holding a list"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "At medium a drag up on the list expands the sheet instead of scrolling "
        + "(prefersScrollingExpandsWhenScrolledToEdge is true by default); the list drags the sheet down only when "
        + "the drag starts at its top, 0.4 s after the previous one, and never with a refresh control. Turn the "
        + "flag off if the list must scroll at medium, keep one vertical list without a refresh control, and change "
        + "detents in code with animateChanges."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "expands", expandsValues, default: "off",
            summary: "prefersScrollingExpandsWhenScrolledToEdge: a drag up at medium expands (on) or scrolls (off)"),
        .choice(
            "list", listValues, default: "plain",
            summary: "the list in the sheet: plain, with a refresh control, or a wrong fix"),
        .start("start", ["sheet", "home"], default: "sheet", summary: "start with the sheet up, or on the button"),
    ]
    /// `LabScene.actions`: what the scene reports, after the delegate callbacks.
    public static let actions = [
        "presented", "detentChanged", "willDismiss", "didDismiss", "didAttemptToDismiss", "refreshBegan",
    ]

    /// The home screen, made with the scene so tests can reach the sheet.
    let home: SheetHomeViewController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        home = SheetHomeViewController(
            lab: lab, expands: lab.option("expands") == "on", list: lab.option("list"),
            startsPresented: lab.option("start") != "home")
    }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController { home }
}
