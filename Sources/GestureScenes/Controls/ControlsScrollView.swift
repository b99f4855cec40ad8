import Foundation
import GestureUIKit

/// The scroll views of the `controls` scene: a `UIScrollView` subclass as apps write it to let drags that start
/// on controls scroll (the `touches` option), and the pager's refusal of drags that start on a slider (the
/// `slider` option).
///
/// ```swift
/// final class ControlsScrollView: UIScrollView {
///     override func touchesShouldCancel(in view: UIView) -> Bool {
///         view is UIControl ? true : super.touchesShouldCancel(in: view)
///     }
/// }
/// ```
/// Sliders need no exception: a tracking UISlider refuses every recognizer in its own
/// `gestureRecognizerShouldBegin(_:)`, so the scroll view never gets to cancel it.
final class ControlsScrollView: UIScrollView {
    /// Whether `touchesShouldCancel(in:)` is true for controls (UIScrollView's default is false for them).
    var cancelsControls = false
    /// Whether its own pan refuses to begin over a slider (the pager's fix for drags on the slider's track).
    var refusesSliderDrags = false
    /// Explains the refusal in the report and the panels.
    weak var lab: LabContext?

    override func touchesShouldCancel(in view: UIView) -> Bool {
        if cancelsControls, view is UIControl { return true }
        return super.touchesShouldCancel(in: view)
    }

    /// The pager's fix: a drag on a slider (its track: UISlider already refuses horizontal pans from its thumb)
    /// does not page.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if refusesSliderDrags, gestureRecognizer === panGestureRecognizer,
            hitTest(gestureRecognizer.location(in: self), with: nil) is UISlider
        {
            lab?.note("the drag started on a slider (slider=refuse-pager)", for: gestureRecognizer)
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
