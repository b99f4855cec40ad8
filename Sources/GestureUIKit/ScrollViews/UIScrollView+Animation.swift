import Foundation
/// Animated scrolling, as `setContentOffset(_:animated:)`.
extension UIScrollView {
    /// Moves the offset to `offset` (not clamped, as in UIKit), over `ScrollView.animationDuration` with an
    /// ease-in-out curve, or at once. Stops any motion first. An animation that finishes calls
    /// `scrollViewDidEndScrollingAnimation`; one interrupted (by a touch or another call) does not.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window, offset != contentOffset else {
            contentOffset = offset
            return
        }
        let start = contentOffset
        scrollAnimation = window.animator.animate(
            duration: Self.animationDuration, curve: .easeInOut,
            update: { [weak self] p in
                self?.contentOffset = p >= 1 ? offset : start + (offset - start) * p
            },
            completion: { [weak self] finished in
                guard let self, finished else { return }
                scrollAnimation = nil
                delegate?.scrollViewDidEndScrollingAnimation(self)
            })
    }
}
