/// What the `zoom` scene's app does about the photo scroll view taking the zoom transition's swipe down: the fix
/// first, then the bug and the fixes people try.
enum ZoomDismissFix: String, CaseIterable, Sendable {
    /// The fix: the photo's scroll view declines its pan at its top edge, at its minimum zoom, when the drag goes
    /// down (so UIKit's swipe down gets the drag), and `interactiveDismissShouldBegin` refuses the dismissal while
    /// the photo is zoomed in (so a pinch or a swipe on a zoomed photo pans or zooms it).
    case gate
    /// The bug: a zooming scroll view that always bounces vertically (as photo viewers make it, to feel alive)
    /// begins its pan on every vertical drag; being deeper, it begins first and the swipe down fails.
    case plain
    /// Only `interactiveDismissShouldBegin` (returning whether the photo is at its top): a door that only closes;
    /// the scroll view's pan still wins the drag, so nothing changes.
    case shouldBegin = "should-begin"
    /// `alwaysBounceVertical = false`: fixes a photo that fits the screen, not one taller than it, whose scroll
    /// view can scroll and so still takes the drag at its top.
    case noBounce = "no-bounce"

    /// Whether the photo's scroll view declines its pan at its top edge.
    var gatesScrollView: Bool { self == .gate }
    /// Whether the app sets `interactiveDismissShouldBegin`.
    var setsShouldBegin: Bool { self == .gate || self == .shouldBegin }
}
