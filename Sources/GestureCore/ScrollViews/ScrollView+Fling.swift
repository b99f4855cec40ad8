/// Starting a deceleration from code, as nested-scrolling coordinators do when they hand momentum to a scroll view.
extension ScrollView {
    /// Decelerates (bouncing or paging as a release would) from the current offset with the content `velocity`
    /// in points per second; the delegate is told `willBeginDecelerating` and `didEndDecelerating` but not asked
    /// for a target. UIKit has no public call for this; it is the hand-off point of a nested-scroll coordinator.
    public func fling(velocity: Point) {
        stopMotion()
        release(velocity: velocity, askDelegate: false)
    }
}
