import Foundation

/// The `fix` option of the `carousel` scene: what the app does about a carousel's drags, the right fix first.
enum CarouselFix: String, CaseIterable {
    /// The right fix: `transfersHorizontalScrollingToParent = false` on the carousels, so a carousel at its end
    /// bounces instead of handing the drag to the pager. The list's rows need nothing: the first 10 pt decide.
    case noTransfer = "no-transfer"
    /// UIKit's defaults, the reported bug: a carousel at its first or last item hands the drag to the pager.
    case none
    /// The carousels' `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` returns true: both pans move,
    /// diagonally in the list, carousel and pager together across the page.
    case simultaneous
    /// `pager.isScrollEnabled = false`: no hand-off, but nothing pages any more.
    case pagerScrollDisabled = "pager-scroll-disabled"
    /// `isDirectionalLockEnabled = true` on the list and the pager: no effect, each already scrolls on one axis.
    case directionalLock = "directional-lock"
    /// `delaysContentTouches = false` on the list and the carousels: cards highlight at once, and who scrolls is
    /// decided exactly as before.
    case noContentDelay = "no-content-delay"
}
