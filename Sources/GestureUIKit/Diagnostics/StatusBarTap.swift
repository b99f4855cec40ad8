import Foundation

extension UIWindow {
    /// The height of the status bar's strip that counts as a status-bar tap here: every portrait iPhone's status
    /// bar is at least 20 pt tall (20 on the home-button phones, 44 to 62 on the others), and landscape phones
    /// hide it.
    private static let statusBarStrip: CGFloat = 20

    /// A finger landed at `location` (window points): on a device a touch in the status bar goes to the status bar,
    /// whose tap scrolls a scroll view to the top (UIScrollView.h, iOS 17 SDK: "When the user taps the status bar,
    /// the scroll view beneath the touch which is closest to the status bar will be scrolled to top, but only if its
    /// `scrollsToTop` property is YES, its delegate does not return NO from `-scrollViewShouldScrollToTop:`, and it
    /// is not already at the top. On iPhone, we execute this gesture only if there's one on-screen scroll view with
    /// `scrollsToTop` == YES."). The kit has no status bar: the touch goes to the app's views, so the deviations
    /// are reported (the delegate is asked, as UIKit asks it).
    func noteStatusBarTouch(at location: CGPoint) {
        guard location.y < Self.statusBarStrip, bounds.height > bounds.width else { return }
        var candidates: [UIScrollView] = []
        func walk(_ view: UIView) {
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop, !scrollView.isHidden {
                candidates.append(scrollView)
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(self)
        guard candidates.count == 1, let scrollView = candidates.first,
            scrollView.contentOffset.y > -scrollView.adjustedContentInset.top
        else { return }
        let shouldScroll = scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        reportDeviation(.scrollViewShouldScrollToTop, if: !shouldScroll)
        reportDeviation(.scrollViewScrollsToTop, if: shouldScroll)
        reportDeviation(.scrollViewDidScrollToTop, if: shouldScroll && scrollView.delegate != nil)
    }
}
