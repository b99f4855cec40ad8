import Foundation
import GestureUIKit

/// The `zoom` scene: a photo grid whose viewer opens with iOS 18's zoom transition (`preferredTransition =
/// .zoom(options:sourceViewProvider:)`), written on the kit in UIKit's names.
///
/// The conflict apps reported in 2026: the viewer's zooming scroll view takes the drag the transition's swipe down
/// needs, so dragging a photo down does not dismiss it. The swipe (`zoom.swipeDown`) is on the viewer's root view;
/// the photo's pan (`photo.pan`) is deeper, begins on the same 10 pt and excludes it whenever the scroll view can
/// scroll or bounce vertically (a photo taller than the screen, `alwaysBounceVertical`). UIKit's
/// `interactiveDismissShouldBegin` can only refuse a dismissal; the fix (`dismiss=gate`) makes the scroll view's
/// pan decline at its top edge and minimum zoom when dragged down, and refuses the dismissal while zoomed in.
public final class ZoomScene: LabScene {
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "zoom"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Zoom transition photo viewer (iOS 18)"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "a photo grid whose viewer zooms out of its cell and is dragged down to close"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "Dragging the photo down doesn't close the viewer: the photo's zooming scroll view begins its pan first "
        + "and the zoom transition's swipe down fails. interactiveDismissShouldBegin can only say no; make the "
        + "scroll view's pan decline at its top edge and minimum zoom when dragged down."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "dismiss", ZoomDismissFix.allCases.map(\.rawValue), default: ZoomDismissFix.gate.rawValue,
            summary: "what the viewer does so a drag down reaches the zoom transition's swipe down")
    ]
    /// `LabScene.mainFix`: the gate, the Fix button's switch.
    public static let mainFix: (key: String, broken: String, fixed: String)? = ("dismiss", "plain", "gate")
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["opened", "dismissed", "zoomed"]
    /// Declared, since the viewer is made only when a photo is opened.
    public static let recognizerNames = [
        "grid.pan", "grid.pinch", "photo.pan", "photo.pinch", "zoom.swipeDown", "zoom.pinch", "nav.edgePop", "nav.back",
    ]
    /// Declared for the same reason as `recognizerNames`.
    public static let scrollViewNames = ["grid", "photo"]

    /// The grid, made with the scene so tests can reach it.
    let grid: ZoomGridViewController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        grid = ZoomGridViewController(lab: lab, fix: ZoomDismissFix(rawValue: lab.option("dismiss")) ?? .gate)
    }

    /// `LabScene.makeRootViewController()`: the grid in a navigation controller.
    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: grid)
    }
}
