import Foundation

/// The transition coordinator of a push or pop: made before the pages' `viewWillDisappear(_:)` /
/// `viewWillAppear(_:)`, in force on the navigation controller and both pages (and so, through `parent`, on their
/// children) until the transition completes.
///
/// One coordinator (M: modelled on UIKit's documented behaviour; the decompiled navigation transition was not read)
/// covers the whole operation, the parallax transition as well as a
/// delegate's animation controller, interactive (the edge pan) or not; its `percentComplete` is the pop's or push's,
/// and a cancelled interactive pop completes it with `isCancelled` true.
extension UINavigationController {
    /// A coordinator for `transition`, installed on this controller and both pages.
    func makeCoordinator(for transition: NavigationTransition, animated: Bool) -> TransitionCoordinator {
        let isPush = transition.operation == .push
        let from = isPush ? transition.lower : transition.upper
        let to = isPush ? transition.upper : transition.lower
        let coordinator = TransitionCoordinator(
            containerView: contentView, animated: animated, interactive: transition.isInteractive,
            duration: animated ? transitionDuration : 0,
            participants: .init(from: from, to: to, fromView: from.viewIfLoaded, toView: to.viewIfLoaded))
        coordinator.install(on: [self, from, to])
        return coordinator
    }
}
