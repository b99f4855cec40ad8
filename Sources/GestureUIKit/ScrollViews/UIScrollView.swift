import Foundation
import GesturePhysics

/// UIKit's `UIScrollView` (open for subclassing), in front of the core `ScrollView`: dragging with rubber band,
/// deceleration, paging, directional lock, zooming and nested scrolling are the core's.
///
/// As in UIKit the scroll view is the delegate of its own pan and pinch, so a subclass may override
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (porting note: write `override`, since UIKit's is
/// an Objective-C optional method) and `gestureRecognizerShouldBegin(_:)`.
/// Names: with an `accessibilityIdentifier` the pan and pinch are `<name>.pan` and `<name>.pinch`.
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// The core scroll view (always a ScrollView: `makeBacking` makes one, and only scroll views are wrapped).
    var scroll: ScrollView { backing as? ScrollView ?? ScrollView() }
    private var delegateAdapter: KitScrollDelegateAdapter?

    override class func makeBacking(frame: CGRect) -> View { ScrollView(frame: frame) }

    /// `panGestureRecognizer`: the built-in pan.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer =
        UIGestureRecognizer.facade(for: scroll.panGestureRecognizer) as? UIPanGestureRecognizer
        ?? UIPanGestureRecognizer()

    private lazy var pinch: UIPinchGestureRecognizer =
        UIGestureRecognizer.facade(for: scroll.pinchGestureRecognizer) as? UIPinchGestureRecognizer
        ?? UIPinchGestureRecognizer()

    /// `pinchGestureRecognizer`: the built-in pinch; nil unless zooming is possible (`maximumZoomScale >
    /// minimumZoomScale`), as in UIKit.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        scroll.maximumZoomScale > scroll.minimumZoomScale ? pinch : nil
    }

    /// `delegate`, held weakly; every method optional.
    open weak var delegate: UIScrollViewDelegate? {
        didSet {
            delegateAdapter = delegate.map { KitScrollDelegateAdapter(delegate: $0, scrollView: self) }
            scroll.scrollDelegate = delegateAdapter
        }
    }

    // MARK: Content

    /// `contentSize`.
    open var contentSize: CGSize {
        get { scroll.contentSize }
        set { scroll.contentSize = newValue }
    }

    /// `contentOffset`: every change calls `scrollViewDidScroll`.
    open var contentOffset: CGPoint {
        get { scroll.contentOffset }
        set { scroll.contentOffset = newValue }
    }

    /// `setContentOffset(_:animated:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll.setContentOffset(contentOffset, animated: animated)
    }

    /// `contentInset`.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scroll.contentInset) }
        set { scroll.contentInset = newValue.core }
    }

    // MARK: Behaviour

    /// `isScrollEnabled`: false disables the pan (cancelling a drag in progress).
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// `isPagingEnabled`.
    open var isPagingEnabled: Bool {
        get { scroll.isPagingEnabled }
        set { scroll.isPagingEnabled = newValue }
    }

    /// `bounces` (default true).
    open var bounces: Bool {
        get { scroll.bounces }
        set { scroll.bounces = newValue }
    }

    /// `alwaysBounceVertical`.
    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    /// `alwaysBounceHorizontal`.
    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    /// `isDirectionalLockEnabled`.
    open var isDirectionalLockEnabled: Bool {
        get { scroll.isDirectionalLockEnabled }
        set { scroll.isDirectionalLockEnabled = newValue }
    }

    /// UIKit's `UIScrollView.DecelerationRate`: velocity kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable {
        /// `rawValue`: the fraction of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// `init(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.normal` (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// `.fast` (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `decelerationRate`.
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scroll.decelerationRate.perMillisecond)) }
        set { scroll.decelerationRate = GesturePhysics.DecelerationRate(perMillisecond: Double(newValue.rawValue)) }
    }

    /// `isTracking`: a finger is on the content.
    open var isTracking: Bool { scroll.isTracking }
    /// `isDragging`: the pan has begun scrolling.
    open var isDragging: Bool { scroll.isDragging }
    /// `isDecelerating`: moving by itself after a drag.
    open var isDecelerating: Bool { scroll.isDecelerating }
    /// `isZooming`.
    open var isZooming: Bool { scroll.isZooming }

    // MARK: Zoom

    /// `minimumZoomScale` (default 1).
    open var minimumZoomScale: CGFloat {
        get { CGFloat(scroll.minimumZoomScale) }
        set { scroll.minimumZoomScale = Double(newValue) }
    }

    /// `maximumZoomScale` (default 1).
    open var maximumZoomScale: CGFloat {
        get { CGFloat(scroll.maximumZoomScale) }
        set { scroll.maximumZoomScale = Double(newValue) }
    }

    /// `zoomScale`; setting it zooms without animation.
    open var zoomScale: CGFloat {
        get { CGFloat(scroll.zoomScale) }
        set { scroll.setZoomScale(Double(newValue), animated: false) }
    }

    /// `setZoomScale(_:animated:)`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { scroll.setZoomScale(Double(scale), animated: animated) }

    /// `zoom(to:animated:)`: zooms so `rect` (in the zoomed view's coordinates) fills the bounds.
    open func zoom(to rect: CGRect, animated: Bool) { scroll.zoom(to: rect, animated: animated) }

    // MARK: Content touches

    /// `delaysContentTouches` (default true): content sees a touch only after 0.15 s without a scroll.
    open var delaysContentTouches: Bool {
        get { scroll.delaysContentTouches }
        set { scroll.delaysContentTouches = newValue }
    }

    /// `canCancelContentTouches` (default true): a scroll that begins may take the touch from the content.
    open var canCancelContentTouches: Bool {
        get { scroll.canCancelContentTouches }
        set { scroll.canCancelContentTouches = newValue }
    }

    /// `touchesShouldCancel(in:)`: whether a scroll that begins takes the touch from `view`; UIKit's default
    /// is false for a `UIControl` and true otherwise. Apps override it to scroll from buttons.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        scroll.touchesShouldCancel(in: view.backing)
    }

    // MARK: Its recognizers' delegate

    /// `gestureRecognizerShouldBegin(_:)`: for its own pan, false when the drag can't scroll the way it moved
    /// (or a parent scroll view takes it); for its pinch, false when no view is zoomable; otherwise true.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // The core's delegate method would ask this facade again (it consults `overrides`): UIKit's `super` is
        // the core's own answer.
        scroll.overrides === self
            ? scroll.scrollViewShouldBegin(gestureRecognizer.core)
            : scroll.gestureRecognizerShouldBegin(gestureRecognizer.core)
    }

    /// The scroll view's pan and pinch recognize together; anything else, UIKit's default (no).
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        scroll.overrides === self
            ? scroll.scrollViewShouldRecognizeSimultaneously(gestureRecognizer.core, with: otherGestureRecognizer.core)
            : scroll.gestureRecognizer(
                gestureRecognizer.core, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer.core)
    }
}
