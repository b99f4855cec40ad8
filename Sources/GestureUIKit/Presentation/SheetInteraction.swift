import Foundation
import GesturePhysics

/// UIKit's `_UISheetInteraction`: how drags move a sheet, from its own pan and from a scroll view inside it.
///
/// Read in the decompiled UIKitCore (iOS 18.2, `_UISheetInteraction.m`):
/// - `init` makes the one recognizer it owns, a plain pan: `[v3->_backgroundGestureRecognizer
///   setName:@"_UISheetInteractionBackgroundDismissRecognizer"]`, added to the sheet's view in `didMoveToView:`;
///   `gestureRecognizer:shouldReceiveTouch:` returns 1 (it only zeroes the hysteresis for pointer touches), so it
///   sees every touch in the sheet, and a scroll view's pan (deeper, so it gets each touch sample first) wins a
///   drag on the scroll view by the default exclusion. Its sheet deceleration factor is 0.99
///   (`SheetDecelerationFactor`).
/// - `_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`: no interaction if the scroll view has a
///   `refreshControl`, `_canScrollX`, on iOS 26 is nested in another vertically scrollable scroll view
///   (`_shouldBeFoundByDescendentScrollView:`, 26.1), (keyboard, disabled: not modelled); none if another source is dragging the
///   sheet; `MinimumSheetSwipeInterval` = 0.4: a pan begun less than 0.4 s after the scroll view's previous pan
///   ended does not interact unless the sheet is animating; a scroll view pulled past its top interacts only
///   while the finger does not move up (`BOOL v11 = v24 < 0.0;` on `velocityInView:`). The start test compares
///   two rounded operands the decompiler hid; read as start offset ≤ top (conflicts.md §1, M).
/// - `_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:startOffset:...`: pulled past its top, the
///   scroll view is pinned there (`double y = v17;`) and the sheet takes the overscroll (`v24 = v17 - v12`);
///   pushed up with `scrollingExpandsToLargerDetentWhenScrolledToEdge` (`BOOL v19 = v12 > y && ...`), the sheet
///   takes the travel up to the largest detent (`detentPoints[0]`) and the scroll view the rest; a scroll view
///   that cannot scroll vertically gives the sheet all of it (`v24 = y - v12`). Whenever the sheet takes the
///   movement the scroll view's vertical velocity is zeroed (`*a7 = 0.0;`), so it does not fling.
/// Release (M: `_UIHyperInteractor` was not read): the sheet goes to the detent (or off screen) nearest to its
/// top projected by the release velocity with deceleration 0.99 (`v · 0.99 / (1 − 0.99) / 1000` = 0.099 s · v).
/// Above the largest detent the sheet rubber-bands (`RubberBand` on the container's height, coefficient 0.55);
/// below the smallest it follows the finger when the user may dismiss, else it rubber-bands too.
final class SheetInteraction: UIGestureRecognizerDelegate {
    /// Seconds (`MinimumSheetSwipeInterval`, UIKit: 0.4).
    static let minimumSheetSwipeInterval = 0.4
    /// The sheet's deceleration factor (`SheetDecelerationFactor`, UIKit: 0.99).
    static let decelerationFactor = 0.99
    /// Seconds: how far ahead a release velocity projects the sheet: 0.99 / (1 − 0.99) / 1000 (per millisecond).
    static var projectionTime: Double { decelerationFactor / (1 - decelerationFactor) / 1000 }

    /// `_UISheetInteractionBackgroundDismissRecognizer`: the pan for drags on the sheet's non-scrolling parts.
    let backgroundGestureRecognizer = UIPanGestureRecognizer()
    /// `scrollingExpandsToLargerDetentWhenScrolledToEdge` (the sheet's `prefersScrollingExpands...`).
    var scrollingExpandsToLargerDetentWhenScrolledToEdge = true

    private unowned let sheet: UISheetPresentationController
    /// `dragSource`: the pan or the scroll view dragging the sheet now.
    private weak var dragSource: AnyObject?
    /// The sheet's top when the drag began.
    private var dragStartTop: CGFloat = 0
    /// Whether this drag asked about dismissal, and the answer.
    private var dismissAnswer: Bool?

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        backgroundGestureRecognizer.name = "_UISheetInteractionBackgroundDismissRecognizer"
        backgroundGestureRecognizer.delegate = self
        backgroundGestureRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
    }

    /// `didMoveToView:`: the background pan goes on the sheet's view.
    func attach(to view: UIView) { view.addGestureRecognizer(backgroundGestureRecognizer) }

    /// `isDragging`: a source is dragging the sheet.
    var isDragging: Bool { dragSource != nil }

    /// `cancelDraggingIfNeeded`: a programmatic dismissal ends the drag (the sheet is not moved back).
    func cancelDragging() { dragSource = nil }

    // MARK: The background pan

    /// `handlePan:`.
    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            draggingBegan(from: pan)
            draggingChanged(in: pan, translation: pan.translation(in: nil).y)
        case .changed:
            draggingChanged(in: pan, translation: pan.translation(in: nil).y)
        case .ended:
            draggingEnded(in: pan, velocity: pan.velocity(in: nil).y)
        case .cancelled:
            draggingEnded(in: pan, velocity: 0)
        case .possible, .failed:
            break
        }
    }

    /// UIKit's `_panGestureRecognizer:shouldTryToBeginHorizontallyWithEvent:` asks the sheet's delegate, which
    /// does not rubber-band a page sheet sideways: here the pan declines a move that is more sideways than down.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        if abs(t.x) > abs(t.y) {
            pan.note("moved sideways; a page sheet only moves vertically")
            return false
        }
        return true
    }

    // MARK: Dragging

    /// `draggingBeganFromSource:withRubberBandCoefficient:`: catches the sheet where it is.
    private func draggingBegan(from source: AnyObject) {
        guard !isDragging else { return }
        sheet.stopMotion()
        dragSource = source
        dragStartTop = sheet.sheetTop
        dismissAnswer = nil
    }

    /// `draggingChangedInSource:withTranslation:...`: `translation` points down from where the drag began.
    private func draggingChanged(in source: AnyObject, translation: CGFloat) {
        guard dragSource === source else { return }
        sheet.setSheetTop(displayedTop(forFinger: dragStartTop + translation))
    }

    /// The sheet's top for a finger-driven top: rubber-banded above the largest detent, and below the smallest
    /// one when the user may not dismiss (asked once per drag, when the sheet first goes below it).
    private func displayedTop(forFinger raw: CGFloat) -> CGFloat {
        let h = sheet.containerHeight, c = RubberBand.defaultCoefficient
        let high = sheet.largestTop, low = sheet.smallestTop
        if raw < high {
            return high - RubberBand.offset(forOverscroll: high - raw, dimension: h, coefficient: c)
        }
        if raw > low + UIScrollView.edgeTolerance {
            if !mayDismiss() {
                return low + RubberBand.offset(forOverscroll: raw - low, dimension: h, coefficient: c)
            }
        }
        return raw
    }

    /// Asks once per drag (`presentationControllerShouldDismiss(_:)`); an accepted dismissal sends
    /// `presentationControllerWillDismiss(_:)`.
    private func mayDismiss() -> Bool {
        if let dismissAnswer { return dismissAnswer }
        let answer = sheet.userMayDismiss()
        dismissAnswer = answer
        if answer { sheet.delegate?.presentationControllerWillDismiss(sheet) }
        return answer
    }

    /// `draggingEndedInSource:`: the release; `velocity` is the finger's, points per second, down positive.
    private func draggingEnded(in source: AnyObject, velocity: CGFloat) {
        guard dragSource === source else { return }
        dragSource = nil
        let projected = sheet.sheetTop + velocity * Self.projectionTime
        var best = sheet.sortedDetents[0]
        for detent in sheet.sortedDetents
        where abs(sheet.top(of: detent) - projected) < abs(sheet.top(of: best) - projected) {
            best = detent
        }
        let offScreen = sheet.containerHeight
        let towardsDismissal = abs(offScreen - projected) < abs(sheet.top(of: best) - projected)
        if towardsDismissal || dismissAnswer == false {
            if mayDismiss(), towardsDismissal {
                sheet.dragDidDismiss(velocity: velocity)
                return
            }
            if towardsDismissal || sheet.sheetTop > sheet.smallestTop + UIScrollView.edgeTolerance {
                sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
            }
        }
        sheet.dragDidSelect(best, velocity: velocity)
    }

    // MARK: A scroll view in the sheet

    /// `_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`, with the reason it does not.
    func interactionRefusal(for scrollView: UIScrollView, startOffset: CGFloat) -> String? {
        let top = scrollView.minimumContentOffset.y
        if startOffset > top + UIScrollView.edgeTolerance { return "the drag started below the top" }
        if scrollView.refreshControl != nil { return "it has a refreshControl" }
        if scrollView.canScrollHorizontally { return "it can scroll horizontally" }
        if (scrollView.window?.iosVersion ?? 18) >= 26, let outer = enclosingVerticalScrollView(of: scrollView) {
            return "on iOS 26 it is nested in \(outer.displayName), which scrolls vertically"
        }
        if isDragging, dragSource !== scrollView { return "another drag moves the sheet" }
        let quick = scrollView.intervalBetweenPanGestures < Self.minimumSheetSwipeInterval && !isDragging
        if quick, !sheet.isAnimating {
            return "its previous pan ended less than \(Self.minimumSheetSwipeInterval) s before"
        }
        if scrollView.contentOffset.y < top - UIScrollView.edgeTolerance,
            scrollView.panGestureRecognizer.velocity(in: nil).y < 0
        {
            return "it is pulled past its top and the finger moves up"
        }
        return nil
    }

    /// iOS 26.1's `_shouldBeFoundByDescendentScrollView:`: a vertical scroll view nested in another vertically
    /// scrollable scroll view (inside the sheet) does not find the sheet; only the outer one drives it
    /// (conflicts.md §1, H). Not on iOS 18, where any scroll view in the sheet may.
    private func enclosingVerticalScrollView(of scrollView: UIScrollView) -> UIScrollView? {
        let top = sheet.presentedView
        var current = scrollView.superview
        while let view = current, view !== top {
            if let outer = view as? UIScrollView, outer.canScrollVertically { return outer }
            current = view.superview
        }
        return nil
    }

    /// `_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:startOffset:...`: the scroll view's
    /// finger-driven offset `proposed` after the sheet has taken its part (both in the scroll view's y), and
    /// whether the sheet took all of the movement (then the scroll view's velocity is zeroed).
    func adjustedOffset(
        for scrollView: UIScrollView, proposed: CGFloat, startOffset start: CGFloat
    ) -> (offset: CGFloat, sheetTookAll: Bool) {
        guard interactionRefusal(for: scrollView, startOffset: start) == nil else { return (proposed, false) }
        let top = scrollView.minimumContentOffset.y
        let canScrollY = scrollView.canScrollVertically
        let expands = proposed > start && scrollingExpandsToLargerDetentWhenScrolledToEdge
        if !isDragging, !canScrollY || proposed < top || expands {
            draggingBegan(from: scrollView)
        }
        guard isDragging, dragSource === scrollView else { return (proposed, false) }
        // How far the sheet moves down from where this drag caught it, and what is left for the scroll view.
        var translation: CGFloat
        var offset = proposed
        var sheetTookAll = true
        if !canScrollY {
            translation = start - proposed
            offset = start
        } else if proposed < top {
            translation = top - proposed
            offset = top
        } else if expands {
            let room = dragStartTop - sheet.largestTop  // the sheet's travel left to the largest detent
            if proposed - start <= room {
                translation = start - proposed
                offset = start
            } else {
                translation = -room
                offset = proposed - room
                sheetTookAll = false
            }
        } else {
            translation = 0
            sheetTookAll = false
        }
        draggingChanged(in: scrollView, translation: translation)
        return (offset, sheetTookAll)
    }

    /// The scroll view's drag ended: the sheet's release, if the scroll view was dragging it.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, velocity: CGFloat) {
        draggingEnded(in: scrollView, velocity: velocity)
    }
}
