import Foundation
import GestureUIKit

/// The `carousel` scene: horizontal carousels (collection views) as rows of a vertical list and under a page's
/// title in a horizontal pager, written on the kit in UIKit's names.
///
/// Two reported problems, one mechanism each (conflicts.md §7): "vertical scrolling is hard when my finger starts
/// on a carousel" (the first 10 pt of a drag decide: sideways first and the carousel has it, up or down first and
/// the list has it, for the rest of the touch) and "the carousel at its first item swipes my pager" (a carousel
/// at its end hands a drag further that way to the pager, `transfersHorizontalScrollingToParent`, iOS 17.4).
/// `fix` is what the app does: the right fix first, then UIKit's defaults (the bug) and the fixes people try.
public final class CarouselScene: LabScene {
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "carousel"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Carousels in a list and a pager"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "horizontal collection views in a vertical list, on a page of a horizontal pager"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "A drag's first 10 pt decide who scrolls: sideways first and the carousel keeps it, up or down first and "
        + "the list does; that is UIKit's rule, and simultaneous recognition only makes both move. At its first or "
        + "last card a carousel hands the drag to the pager (transfersHorizontalScrollingToParent, iOS 17.4): set "
        + "it to false on the carousels to make them bounce instead."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "fix", CarouselFix.allCases.map(\.rawValue), default: CarouselFix.noTransfer.rawValue,
            summary: "what the app does about the carousels' drags: the right fix, none, and the fixes people try"),
        .start(
            "pushed", ["no", "yes"], default: "no",
            summary: "the shelf pushed on a navigation controller: on iOS 26 a carousel at its leading edge waits for "
                + "the content swipe"),
    ]
    /// Declared, since the shelves' carousels are cells made when the list first lays out: `row.N` stands for
    /// every shelf's carousel.
    public static let recognizerNames = [
        "pager.pan", "pager.pinch", "featured.pan", "featured.pinch", "list.pan", "list.pinch", "row.N.pan",
        "row.N.pinch", "nav.edgePop", "nav.contentSwipe", "nav.back",
    ]
    /// Declared for the same reason as `recognizerNames`.
    public static let scrollViewNames = ["pager", "featured", "list", "row.N"]
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["itemSelected", "pageChanged"]

    /// The screen, made with the scene so tests can reach its scroll views.
    let shelf: ShelfViewController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        shelf = ShelfViewController(lab: lab, fix: CarouselFix(rawValue: lab.option("fix")) ?? .noTransfer)
        pushed = lab.option("pushed") == "yes"
    }

    private let pushed: Bool

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size; with `pushed=yes`, a navigation
    /// controller with the shelf pushed on a plain root (the iOS 26 content swipe's case, conflicts.md §7).
    public func makeRootViewController() -> UIViewController {
        guard pushed else { return shelf }
        let root = UIViewController()
        root.title = "home"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(shelf, animated: false)
        return navigation
    }
}
