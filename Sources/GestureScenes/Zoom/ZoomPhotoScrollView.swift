import Foundation
import GestureUIKit

/// The photo viewer's zooming scroll view `photo` (built-in `photo.pan` and `photo.pinch`), holding the image view
/// at the screen's width: a photo taller than the screen starts at its top and scrolls; a shorter one is centred.
///
/// The fix's half that UIKit leaves to the app (`ZoomDismissFix.gate`): `gestureRecognizerShouldBegin(_:)`
/// declines the pan at the top edge, at the minimum zoom, when the drag goes down, so the zoom transition's swipe
/// down (on the controller's view, above this one) gets the drag. UIKit does this for the pinch itself (a scroll
/// view's pinch at its minimum zoom waits for the dismiss pinch) but not for the pan.
final class ZoomPhotoScrollView: UIScrollView {
    /// Whether the pan declines at the top edge when dragged down.
    var gatesDismissDrag = false

    /// At the minimum zoom (within rounding).
    var isAtMinimumZoom: Bool { zoomScale <= minimumZoomScale + 0.001 }
    /// At the top edge (or pulled past it).
    var isAtTop: Bool { contentOffset.y <= -adjustedContentInset.top + 0.5 }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gatesDismissDrag, gestureRecognizer === panGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let velocity = panGestureRecognizer.velocity(in: self)
        let translation = panGestureRecognizer.translation(in: self)
        let down = velocity.y > abs(velocity.x) || translation.y > abs(translation.x)
        if down, isAtTop, isAtMinimumZoom { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
