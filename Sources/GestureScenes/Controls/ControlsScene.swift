import Foundation
import GestureUIKit

/// The `controls` scene: a button, a switch and a slider inside a vertical scroll view and inside a horizontal
/// pager, written on the kit in UIKit's names.
///
/// The problems (conflict gallery §4): a scroll view holds a touch's touchesBegan back 0.15 s
/// (`delaysContentTouches`), so a button highlights late; a control that has the touch keeps it, because
/// `touchesShouldCancel(in:)` is false for controls, so a drag that starts on a button held a moment does not
/// scroll; turning the delay off (the usual reaction to the late highlight) makes every drag that starts on a
/// control fail to scroll. In the pager, a drag on the slider's track pages, because UISlider tracks only
/// touches on its thumb (its `gestureRecognizerShouldBegin(_:)` vetoes horizontal pans from the thumb only).
/// `touches` chooses what the app wrote for the scroll views; `slider` what it wrote for the slider in the
/// pager. Every behaviour comes from the kit's UIScrollView, UIControl and UISlider rules, not from this file.
public final class ControlsScene: LabScene {
    /// The `touches` values, in display order (the fix first).
    public static let touchesValues = ["cancel-controls", "default", "no-delay", "no-cancel"]
    /// The `slider` values, in display order (the fix first).
    public static let sliderValues = ["refuse-pager", "plain", "toggle-scroll"]

    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "controls"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Button, switch and slider in scroll views"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "a button, a switch and a slider inside a vertical scroll view and a horizontal pager"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "A scroll view shows a control its touch only after 0.15 s, so buttons highlight late, and a control that "
        + "has the touch keeps it, so a drag from a held button does not scroll; a drag on a slider's track pages "
        + "the pager. The fix: no delay, touchesShouldCancel(in:) true for controls, and a pager that refuses "
        + "drags that start on a slider."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "touches", touchesValues, default: "cancel-controls",
            summary: "the scroll views' delaysContentTouches, canCancelContentTouches and touchesShouldCancel(in:)"),
        .choice(
            "slider", sliderValues, default: "refuse-pager",
            summary: "what the pager does with a drag that starts on its slider"),
    ]
    /// `LabScene.actions`: what the scene reports. The value of the control events is the control's index:
    /// 0 `list.button`, 1 `list.switch`, 2 `list.slider`, 3 `pager.button`, 4 `pager.switch`, 5 `pager.slider`.
    public static let actions = ["touchDown", "touchUpInside", "touchCancel", "valueChanged", "pageChanged"]

    /// The screen, made with the scene so tests can reach its views.
    let screen: ControlsViewController

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) {
        screen = ControlsViewController(
            lab: lab, touches: lab.option("touches"), slider: lab.option("slider"))
    }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController { screen }
}
