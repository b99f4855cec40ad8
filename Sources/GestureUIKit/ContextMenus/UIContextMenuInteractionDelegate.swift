import Foundation

/// UIKit's `UIContextMenuInteractionDelegate`: gives the interaction its menu and hears when it shows and ends.
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`: the menu for a press at `location` (in the
    /// interaction's view), or nil for none. Asked when the press has rested `minimumDurationRequired` (0.15 s)
    /// and the lift would start (`clickDriver:shouldBegin:`).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`: the menu is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// `contextMenuInteraction(_:willEndFor:animator:)`: the menu is about to go (an item was chosen or a tap
    /// outside dismissed it).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`, optional in UIKit: does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `contextMenuInteraction(_:willEndFor:animator:)`, optional in UIKit: does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
}

/// UIKit's `UIContextMenuInteractionAnimating`: lets the delegate run code alongside and after the menu's
/// appearance or dismissal.
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// `addAnimations(_:)`: runs alongside the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// `addCompletion(_:)`: runs when the menu's animation is over.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The kit's animator: the menu appears and goes at once, so animations run when it shows or goes and the
/// completions right after (deviation: UIKit animates the platter for about 0.3 s first).
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions, once.
    func finish() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
