import Foundation
import GestureUIKit

/// The `context-menu` scene: a list (`UITableView`) whose rows have context menus, written on the kit in UIKit's
/// names (conflicts.md §6).
///
/// Three reported problems, from one mechanism: `UIContextMenuInteraction`'s touch-duration recognizer begins
/// (the row lifts) once a touch has rested 0.15 s and gives up when the finger moves 10 pt or the list's pan
/// recognizes, so a drag that rests first lifts the row and drops it as the list scrolls; it waits for long
/// presses to fail, so an app's own `UILongPressGestureRecognizer` on the row takes the press and the menu never
/// shows; taps wait for the interaction's `clickPresentationFailure`, which succeeds when the menu shows, so a
/// row's tap recognizer never fires for a press that showed the menu (the reported "tap fires after the menu"
/// is not what the decompiled rules give), while one with `cancelsTouchesInView = false` fires beside the row's
/// selection on a quick tap. `long-press` and `tap` are what the app puts on its rows; changing an option
/// rebuilds the list.
public final class ContextMenuScene: LabScene {
    /// The `long-press` values, the right fix first.
    public static let longPresses = ["none", "cell-long-press", "simultaneous"]
    /// The `tap` values, the right fix first.
    public static let taps = ["did-select", "tap-recognizer", "tap-simultaneous"]
    /// The `delays-content-touches` values, UIKit's default first.
    public static let contentTouchDelays = ["on", "off"]

    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "context-menu"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Context menus in a scrolling list"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "long-press context menus on the rows of a list"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "A row's menu never shows when the row also has a long press (the menu waits for long presses to fail), "
        + "and a tap recognizer that leaves the row its touches fires beside the row's selection. Give rows the "
        + "context menu alone (tableView(_:contextMenuConfigurationForRowAt:point:)) and take taps from "
        + "didSelectRowAt."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "long-press", longPresses, default: "none",
            summary: "the app's own long press on each row, and the fix people try"),
        .choice(
            "tap", taps, default: "did-select",
            summary: "how the app takes a tap on a row, and the fix people try"),
        .choice(
            "delays-content-touches", contentTouchDelays, default: "on",
            summary: "the list's delaysContentTouches; off is the fix people try to make the menu faster"),
    ]
    /// `LabScene.actions`: what the scene reports.
    public static let actions = [
        "menuShown", "reply", "flag", "delete", "menuDismissed", "rowHighlighted", "rowSelected", "rowTapped",
        "rowLongPressed",
    ]

    /// `LabScene.recognizerNames`: listed, because the table adds its context-menu interaction (and with it
    /// UIKit's two recognizers) the first time a touch lands on a row with a menu, after the build that would
    /// find them.
    public static let recognizerNames = [
        "list.pan", "list.pinch", "list.swipeActions", "list.swipeDismissal",
        "com.apple.UIKit.longPressClickDriverPrimary", "com.apple.UIKit.clickPresentationExclusion",
        "com.apple.UIKit.clickPresentationFailure",
        "row.longPress", "row.tap",
    ]
    /// `LabScene.scrollViewNames`: the list.
    public static let scrollViewNames = ["list"]

    /// The list, made with the scene so tests can reach its table.
    let list: MessageListController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        list = MessageListController(
            lab: lab, longPress: lab.option("long-press"), tap: lab.option("tap"),
            delaysContentTouches: lab.option("delays-content-touches") != "off")
    }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController { list }
}
