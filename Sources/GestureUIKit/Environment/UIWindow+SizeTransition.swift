import Foundation

/// UIKit's `UIContentContainer`: what receives `viewWillTransition(to:with:)` when the window's size changes (view
/// controllers adopt it).
public protocol UIContentContainer: AnyObject {
    /// `viewWillTransition(to:with:)`: the container's size is about to become `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// A window's size change (a tablet's rotation, a resize of the device): as UIKit does by its documentation (the
/// system calls `viewWillTransitionToSize:withTransitionCoordinator:` on the window's root view controller, which
/// passes it down; the decompiled window code was not read), the root
/// view controller hears `viewWillTransition(to:with:)` before the size is applied, with a coordinator whose
/// alongside blocks run in one animation of `sizeTransitionDuration` once it is; the coordinator completes when that
/// time has passed on the window's clock. Deviation: the new layout is applied at once (UIKit animates it with the
/// same duration); the duration is the kit's choice (the rotation's, not read from the decompile); `targetTransform`
/// is the identity (no rotation is modelled).
extension UIWindow {
    /// Seconds the alongside animations of a size change run over (the kit's choice, as a rotation's on iPad).
    package static let sizeTransitionDuration = 0.4

    /// Applies a size change with `apply`, telling the root view controller first when the size is new.
    func transitionSize(to size: CGSize, apply: () -> Void) {
        guard size != bounds.size, let root = rootViewController else { return apply() }
        let coordinator = TransitionCoordinator(
            containerView: self, animated: true, interactive: false, duration: Self.sizeTransitionDuration,
            participants: .init(from: root, to: root, fromView: nil, toView: nil))
        root.viewWillTransition(to: size, with: coordinator)
        apply()
        layoutIfNeeded()
        coordinator.begin()
        _ = scheduler.schedule(after: Self.sizeTransitionDuration) { coordinator.complete(cancelled: false) }
    }
}
