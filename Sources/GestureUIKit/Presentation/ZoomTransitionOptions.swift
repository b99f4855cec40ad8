import Foundation

/// UIKit's `UIZoomTransitionOptions` (iOS 18; Swift: `UIViewController.Transition.ZoomOptions`): how a zoom
/// transition looks and when its interactive dismissal may begin.
///
/// Decompiled `_UIZoomTransitionController` (iOS 18 and 26 restores): the dismissal's recognizers ask
/// `-dismissInteraction:shouldBeginWithAxis:location:velocity:proposal:`, which hands the app's
/// `interactiveDismissShouldBegin` a context whose `willBegin` is UIKit's own proposal. The closure can only
/// refuse a dismissal; it cannot take a drag from a recognizer that has already won it (a scroll view's pan).
public final class UIZoomTransitionOptions {
    /// `UIViewController.Transition.ZoomOptions.InteractionContext`.
    public typealias InteractionContext = UIZoomTransitionInteractionContext
    /// `UIViewController.Transition.ZoomOptions.AlignmentRectContext`.
    public typealias AlignmentRectContext = UIZoomTransitionAlignmentRectContext

    /// `interactiveDismissShouldBegin`: asked when a downward swipe or a pinch-in on the zoomed controller's view
    /// is about to begin the interactive dismissal; false keeps the zoomed controller up (the recognizer fails).
    /// Nil: UIKit's proposal (`context.willBegin`) stands.
    public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?

    /// `alignmentRectProvider`: a rect in the zoomed controller's view to line up with the source view at the
    /// ends of the zoom; nil (or a nil result) lines up the whole view.
    public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?

    /// `dimmingColor`: the colour over the source controller while zoomed; nil: UIKit's default. Deviation: the
    /// default is black at 30 % (the value UIKit uses is not in the decompile; inferred from screenshots).
    public var dimmingColor: UIColor?

    /// `dimmingVisualEffect`: a blur over the source controller while zoomed. Deviation: stored only; the kit
    /// draws no blur (the dimming colour is drawn alone).
    public var dimmingVisualEffect: UIBlurEffect?

    /// `init()`: no closures, the default dimming.
    public init() {}
}

/// UIKit's `UIZoomTransitionInteractionContext` (Swift: `ZoomOptions.InteractionContext`): what
/// `interactiveDismissShouldBegin` is told about the touch that would begin the dismissal.
public final class UIZoomTransitionInteractionContext {
    /// `location`: the touch in the zoomed controller's view.
    public let location: CGPoint
    /// `velocity`: the touch's velocity, points per second (a pinch: the fingers' centroid).
    public let velocity: CGVector
    /// `willBegin`: UIKit's own proposal (`proposal:` in the decompile). Inferred: true whenever the transition
    /// is idle (the kit asks only then), so an app returning `context.willBegin` keeps the default.
    public let willBegin: Bool
    /// `sourceViewController`: the controller the zoom came from (iOS 18.0 shipped it on the context).
    public private(set) weak var sourceViewController: UIViewController?
    /// `zoomedViewController`: the controller being dismissed.
    public private(set) weak var zoomedViewController: UIViewController?

    package init(
        location: CGPoint, velocity: CGVector, willBegin: Bool, source: UIViewController?, zoomed: UIViewController?
    ) {
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
        sourceViewController = source
        zoomedViewController = zoomed
    }
}

/// UIKit's `UIZoomTransitionSourceViewProviderContext` (Swift: `UIViewController.Transition.
/// ZoomSourceViewProviderContext`): given to the source view provider at both ends of the zoom, so it can
/// return the view of the item the zoomed controller shows now (a pager may have moved on).
public final class UIZoomTransitionSourceViewProviderContext {
    /// `sourceViewController`: the controller that presented or pushed.
    public private(set) weak var sourceViewController: UIViewController?
    /// `zoomedViewController`: the controller zoomed in.
    public private(set) weak var zoomedViewController: UIViewController?

    package init(source: UIViewController?, zoomed: UIViewController?) {
        sourceViewController = source
        zoomedViewController = zoomed
    }
}

/// UIKit's `UIZoomTransitionAlignmentRectContext` (Swift: `ZoomOptions.AlignmentRectContext`).
public final class UIZoomTransitionAlignmentRectContext {
    /// `sourceView`: the view the zoom grows from.
    public let sourceView: UIView
    /// `zoomedViewController`: the controller zoomed in.
    public private(set) weak var zoomedViewController: UIViewController?

    package init(sourceView: UIView, zoomed: UIViewController?) {
        self.sourceView = sourceView
        zoomedViewController = zoomed
    }
}
