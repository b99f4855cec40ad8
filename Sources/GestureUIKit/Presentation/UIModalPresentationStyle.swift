/// UIKit's `UIModalPresentationStyle`: how `present(_:animated:completion:)` shows a controller.
///
/// The raw values are UIKit's. Here `.automatic`, `.pageSheet` and `.formSheet` present a sheet (a compact-width
/// iPhone shows a form sheet as a page sheet, as UIKit does); the others run through a `UIPresentationController`
/// and the `transitioningDelegate`'s controllers (`.fullScreen` and `.currentContext` take the presenting view out
/// of the window afterwards, `.overFullScreen` and `.custom` leave it). Deviation: no popovers; `.currentContext`
/// and `.overCurrentContext` cover the whole screen (no definesPresentationContext).
public enum UIModalPresentationStyle: Int, Sendable {
    /// `.automatic` (iOS 13): a page sheet, UIKit's default for most controllers.
    case automatic = -2
    /// `.none`.
    case none = -1
    /// `.fullScreen`: covers the screen; the presenting view is removed from view.
    case fullScreen = 0
    /// `.pageSheet`: a sheet with detents (`UISheetPresentationController`).
    case pageSheet = 1
    /// `.formSheet`: a page sheet on a compact-width iPhone.
    case formSheet = 2
    /// `.currentContext`.
    case currentContext = 3
    /// `.custom`.
    case custom = 4
    /// `.overFullScreen`: full screen, the presenting view left underneath.
    case overFullScreen = 5
    /// `.overCurrentContext`.
    case overCurrentContext = 6
    /// `.popover`.
    case popover = 7

    /// Whether this style presents a sheet (`UISheetPresentationController`).
    var presentsSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}
