import Foundation

/// UIKit's `UITransitionContextViewControllerKey`: which controller of a transition `viewController(forKey:)`
/// returns.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// `rawValue` (RawRepresentable).
    public let rawValue: String
    /// `init(rawValue:)` (RawRepresentable).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.from`: the controller on screen as the transition starts (the presenting one of a presentation, the
    /// presented one of a dismissal, the top of a pop).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// `.to`: the controller on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// UIKit's `UITransitionContextViewKey` (iOS 8): which view of a transition `view(forKey:)` returns.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// `rawValue` (RawRepresentable).
    public let rawValue: String
    /// `init(rawValue:)` (RawRepresentable).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.from`: the view that leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// `.to`: the view that arrives.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// UIKit's `UIViewControllerContextTransitioning`: what a transition's animation controller is handed: the container
/// view, the two controllers and their views and frames, and the calls that report interactive progress and the end.
///
/// The kit's one implementation is `ViewControllerTransitionContext` (UIKit's
/// `_UIViewControllerOneToOneTransitionContext`); presentations, navigation and tab bar controllers make one per
/// transition. An animation controller must call `completeTransition(_:)` once its animations end (with
/// `!transitionWasCancelled`), as in UIKit; until then the transition is open and the controllers refuse new ones.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// `containerView`: the view the transition runs in; the animation controller adds the arriving view to it.
    var containerView: UIView { get }
    /// `isAnimated`: false when the transition was asked for with `animated: false`.
    var isAnimated: Bool { get }
    /// `isInteractive`: true while an interaction controller drives it (until `finish`/`cancel`).
    var isInteractive: Bool { get }
    /// `transitionWasCancelled`: true once the interaction was cancelled.
    var transitionWasCancelled: Bool { get }
    /// `presentationStyle`: the presented controller's style (`.none` for navigation and tab transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// `updateInteractiveTransition(_:)`: the interaction reached `percentComplete` (0...1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// `finishInteractiveTransition()`: the interaction will run to the end.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`: the interaction will run back to the start.
    func cancelInteractiveTransition()
    /// `pauseInteractiveTransition()` (iOS 10): an interruptible transition was caught again.
    func pauseInteractiveTransition()
    /// `completeTransition(_:)`: the animations are over; `didComplete` false puts the old state back.
    func completeTransition(_ didComplete: Bool)
    /// `viewController(forKey:)`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// `view(forKey:)` (iOS 8): nil for a view the transition does not move (the presenting view under an
    /// over-full-screen presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// `targetTransform` (iOS 8): the rotation applied during the transition; always the identity here.
    var targetTransform: CGAffineTransform { get }
    /// `initialFrame(for:)`: the controller's view's frame as the transition starts (`.zero` if not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// `finalFrame(for:)`: the frame the controller's view must have at the end (`.zero` if it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}
