import Foundation

extension UIWindow {
    /// The height of the status bar's strip that counts as a status-bar tap here: every portrait iPhone's status
    /// bar is at least 20 pt tall (20 on the home-button phones, 44 to 62 on the others), and landscape phones
    /// hide it.
    private static let statusBarStrip: CGFloat = 20

    /// A finger landed at `location` (window points): on a device, a touch in the status bar goes to the status
    /// bar, and its tap scrolls the one scroll view with `scrollsToTop` to the top (UIScrollView.h: "The
    /// scroll-to-top gesture is a tap on the status bar. ... only if there is a single scroll view with
    /// `scrollsToTop` set to true"), asking the delegate's `scrollViewShouldScrollToTop(_:)` first. The kit has no
    /// status bar: the touch goes to the app's views, so the deviations are reported.
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
        guard candidates.count == 1, let scrollView = candidates.first else { return }
        let shouldScroll = scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        reportDeviation(.scrollViewShouldScrollToTop, if: !shouldScroll)
        reportDeviation(.scrollViewScrollsToTop, if: shouldScroll)
        reportDeviation(.scrollViewDidScrollToTop, if: shouldScroll && scrollView.delegate != nil)
    }
}
