import Foundation
import GesturePhysics

/// The motion of one axis after the finger lifts.
enum AxisMotion {
    /// Not moving.
    case rest(Double)
    /// Decelerating, bouncing off an edge, or springing back inside (`ScrollSimulation`).
    case free(ScrollSimulation)
    /// Springing to a chosen offset: a page, or a target the delegate set (`PagingSimulation`).
    case settle(PagingSimulation)

    func position(at t: Double) -> Double {
        switch self {
        case .rest(let x): x
        case .free(let simulation): simulation.position(at: t)
        case .settle(let simulation): simulation.position(at: t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case .rest: 0
        case .free(let simulation): simulation.velocity(at: t)
        case .settle(let simulation): simulation.velocity(at: t)
        }
    }

    func isDone(at t: Double) -> Bool {
        switch self {
        case .rest: true
        case .free(let simulation): simulation.isDone(at: t)
        case .settle(let simulation): simulation.isDone(at: t)
        }
    }

    var finalPosition: Double {
        switch self {
        case .rest(let x): x
        case .free(let simulation): simulation.finalPosition
        case .settle(let simulation): simulation.targetOffset
        }
    }
}

/// A scroll view that has its own say in where a drag ends, before the delegate is asked: UIKit's
/// `-[UIScrollView _scrollViewWillEndDraggingWithVelocity:targetContentOffset:]`, which `UICollectionView`
/// overrides (decompiled UICollectionView.m declares `- (void)_scrollViewWillEndDraggingWithVelocity:(CGPoint)a3
/// targetContentOffset:(CGPoint *)a4;`) to ask its layout. A plain scroll view keeps the proposed offset.
package protocol EndOfDragTargeting: UIScrollView {
    /// Where a drag released with `velocity` (points per millisecond) at `proposed` (where it would stop) ends.
    func targetContentOffsetForEndOfDragging(proposed: CGPoint, velocity: CGPoint) -> CGPoint
}

/// What happens after the finger lifts: deceleration, bounce, spring back, paging; driven by frame callbacks.
///
/// Each axis gets a closed-form motion built once at release (`ScrollSimulation`: deceleration at
/// `decelerationRate` per ms, a critically damped spring at an edge it crosses or when released outside; with
/// paging, `PagingSimulation` to the page `Paging.targetPage` chooses). Every frame then only evaluates
/// `position(at: now − start)` on both axes and sets the offset: O(1) whatever the content size, and no
/// allocation (the frame callback is registered once per motion and removed when it ends).
extension UIScrollView {
    /// Points. The motion ends when what is left to travel is under half a point (less than a pixel at 2×), so
    /// the deceleration's stop velocity is 0.5 pt × |1000·ln d| (1.0 pt/s at 0.998, 5.0 pt/s at 0.99) and a
    /// release slower than that does not decelerate at all. Our choice, after Lobanov's ScrollMechanics
    /// (threshold 0.5 / screen scale, uikit-behaviour.md §3.3); UIKit's own threshold is not decoded. We do not
    /// use XNScrollView's 250 pt/s start threshold: in UIKit a slow release still drifts.
    public static let restingDistance = 0.5

    /// Seconds. The duration of animated `setContentOffset` and zoom changes. Not decoded from UIKit; 0.3 s is the
    /// commonly reported duration of `setContentOffset(_:animated:)`. [?]
    public static let animationDuration = 0.3

    /// Whether the content is moving without a finger: decelerating, bouncing, paging or animating.
    package var isMovingByItself: Bool { isDecelerating || scrollAnimation != nil || zoomAnimation != nil }

    /// Builds the motion for a release with content `velocity` (points per second), asks the delegate for the
    /// target (when `askDelegate`), then reports and starts it.
    func release(velocity v: CGPoint, askDelegate: Bool) {
        let offset = contentOffset
        var x = plannedMotion(position: offset.x, velocity: v.x, axis: .horizontal)
        var y = plannedMotion(position: offset.y, velocity: v.y, axis: .vertical)
        if askDelegate {
            let proposed = CGPoint(x: x.finalPosition, y: y.finalPosition)
            // The scroll view's own say first (a collection view's layout), then the delegate's, as UIKit calls
            // `_scrollViewWillEndDraggingWithVelocity:targetContentOffset:` before the delegate's method.
            var target =
                (self as? EndOfDragTargeting)?.targetContentOffsetForEndOfDragging(
                    proposed: proposed, velocity: v / 1000)
                ?? proposed
            if let delegate {
                withUnsafeMutablePointer(to: &target) { pointer in
                    delegate.scrollViewWillEndDragging(self, withVelocity: v / 1000, targetContentOffset: pointer)
                }
            }
            if target != proposed {
                let settled = clampedContentOffset(target)
                if target.x != proposed.x {
                    x = .settle(PagingSimulation(position: offset.x, velocity: v.x, targetOffset: settled.x))
                }
                if target.y != proposed.y {
                    y = .settle(PagingSimulation(position: offset.y, velocity: v.y, targetOffset: settled.y))
                }
            }
        }
        let willDecelerate = !(x.isDone(at: 0) && y.isDone(at: 0))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            contentOffset = CGPoint(x: x.finalPosition, y: y.finalPosition)
            return
        }
        motionX = x
        motionY = y
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion()
    }

    /// Brings content left outside its range back in when nothing else will (a bounce caught by a touch whose pan
    /// then failed).
    func settleIfOutside() {
        guard !isDragging, !isZooming, !isMovingByItself, isOutsideRange else { return }
        motionX = plannedMotion(position: contentOffset.x, velocity: 0, axis: .horizontal)
        motionY = plannedMotion(position: contentOffset.y, velocity: 0, axis: .vertical)
        isDecelerating = true
        startMotion()
    }

    /// Rebuilds a running deceleration or bounce from where it is and how fast it moves, for a range that changed
    /// under it (the refresh control's inset came or went); no delegate calls, as the motion goes on.
    func replanMotion() {
        guard isDecelerating, let window else { return }
        let t = window.now - motionStart
        motionX = plannedMotion(position: motionX.position(at: t), velocity: motionX.velocity(at: t), axis: .horizontal)
        motionY = plannedMotion(position: motionY.position(at: t), velocity: motionY.velocity(at: t), axis: .vertical)
        motionStart = window.now
    }

    /// Called when the built-in pan resets.
    func panDidReset() {
        isTracking = false
        settleIfOutside()
    }

    private func plannedMotion(position: Double, velocity: Double, axis: ScrollAxis) -> AxisMotion {
        let low = axis == .vertical ? minimumContentOffset.y : minimumContentOffset.x
        let high = axis == .vertical ? maximumContentOffset.y : maximumContentOffset.x
        let scrollable = axis == .vertical ? canScrollVertically : canScrollHorizontally
        if isPagingEnabled, scrollable {
            return .settle(
                PagingSimulation(
                    position: position, velocity: velocity,
                    targetOffset: pagingTarget(position: position, velocity: velocity, axis: axis)))
        }
        let rate = physicsDecelerationRate
        let simulation = ScrollSimulation(
            position: position, velocity: velocity, minOffset: low, maxOffset: high, rate: rate, bounces: bounces,
            stopVelocity: Self.restingDistance * abs(rate.lnPerSecond))
        return simulation.isDone(at: 0) ? .rest(simulation.finalPosition) : .free(simulation)
    }

    private func startMotion() {
        guard let window else {
            finishMotion()
            return
        }
        motionStart = window.now
        if frameCallbackID == nil {
            frameCallbackWindow = window
            frameCallbackID = window.addFrameCallback { [weak self] now in self?.stepMotion(at: now) }
        }
    }

    /// One frame: evaluates both axes' closed forms. Allocates nothing.
    private func stepMotion(at now: Double) {
        guard isDecelerating else { return }
        guard window != nil else {
            finishMotion()  // removed from the window mid-motion: jump to the end and let the window go idle
            return
        }
        let t = now - motionStart
        if motionX.isDone(at: t), motionY.isDone(at: t) {
            finishMotion()
        } else {
            contentOffset = CGPoint(x: motionX.position(at: t), y: motionY.position(at: t))
        }
    }

    private func finishMotion() {
        contentOffset = CGPoint(x: motionX.finalPosition, y: motionY.finalPosition)
        removeFrameCallback()
        guard isDecelerating else { return }
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    private func removeFrameCallback() {
        // Through the window it was registered with: the view may have left that window since.
        if let id = frameCallbackID { frameCallbackWindow?.removeFrameCallback(id) }
        frameCallbackID = nil
        frameCallbackWindow = nil
    }

    /// Stops whatever moves the content by itself, where it is: a deceleration (without
    /// `scrollViewDidEndDecelerating`, as when UIKit's user catches it), an animated scroll (without
    /// `scrollViewDidEndScrollingAnimation`); an animated zoom jumps to its end (a deviation: UIKit's behaviour
    /// when a zoom animation is touched is not documented).
    package func stopMotion() {
        if isDecelerating {
            removeFrameCallback()
            isDecelerating = false
        }
        if let token = scrollAnimation {
            scrollAnimation = nil
            window?.animator.cancel(token)
        }
        if let token = zoomAnimation {
            zoomAnimation = nil
            window?.animator.cancel(token)
            let end = zoomAnimationEnd
            applyZoom(scale: end.scale)
            contentOffset = end.offset
            finishZoomAnimation()
        }
    }

    // MARK: Paging

    /// Points: the page size on `axis`, the bounds size.
    func pageSize(axis: ScrollAxis) -> Double {
        axis == .vertical ? bounds.height : bounds.width
    }

    /// The number of pages on `axis` (at least 1): the content with insets divided by the page size, rounded up.
    func pageCount(axis: ScrollAxis) -> Int {
        let size = pageSize(axis: axis)
        let length =
            axis == .vertical
            ? contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom
            : contentSize.width + adjustedContentInset.left + adjustedContentInset.right
        guard size > 0, length.isFinite, length > 0 else { return 1 }
        return max(1, Int((length / size - 1e-9).rounded(.up)))
    }

    /// The page shown on `axis`: floor(offset from the minimum / page size + 0.5), within the pages.
    func pageIndex(axis: ScrollAxis) -> Int {
        let size = pageSize(axis: axis)
        guard size > 0 else { return 0 }
        let offset =
            axis == .vertical ? contentOffset.y - minimumContentOffset.y : contentOffset.x - minimumContentOffset.x
        let index = (offset / size + 0.5).rounded(.down)
        guard index.isFinite else { return 0 }
        return min(max(Int(max(min(index, 1e9), -1e9)), 0), pageCount(axis: axis) - 1)
    }

    /// The offset of the page a release settles on (`Paging.targetPage`: one page at most from the drag's start
    /// page, the next one in the velocity's direction above 300 pt/s, else the nearest), within the range.
    func pagingTarget(position: Double, velocity: Double, axis: ScrollAxis) -> Double {
        let low = axis == .vertical ? minimumContentOffset.y : minimumContentOffset.x
        let high = axis == .vertical ? maximumContentOffset.y : maximumContentOffset.x
        let size = pageSize(axis: axis)
        let page = Paging.targetPage(
            currentOffset: position - low, velocity: velocity, pageSize: size,
            startPage: axis == .vertical ? dragStartPage.y : dragStartPage.x, pageCount: pageCount(axis: axis))
        return min(max(low + Paging.offset(forPage: page, pageSize: size), low), high)
    }
}
