import Foundation
import GesturePhysics

/// A view that scrolls and zooms its content, as UIScrollView: a built-in pan, deceleration, rubber band,
/// bounce, paging, pinch zoom and the hand-off between nested scroll views.
///
/// Geometry is UIKit's: `contentOffset` is the bounds origin, so subviews are laid out in content coordinates and
/// scrolling moves `bounds`. The scrollable range on each axis is `[-inset.leading, contentSize + inset.trailing −
/// bounds size]` (the upper end never below the lower). The scroll view is the delegate of its own pan and pinch
/// (UIKit's rule); subclasses override `gestureRecognizerShouldBegin(_:)` once, and it is called both as that
/// delegate method and as the UIView hook for other recognizers whose touches hit the scroll view, so an
/// override must look at which recognizer is asking (as KSPhotoView does).
///
/// Everything that moves without a finger (deceleration, bounce, paging, animated offsets and zooms) runs on the
/// window's frame callbacks and virtual time; a scroll view outside a window jumps to where the motion would end.
/// The concerns live in `ScrollView+Dragging`, `+Deceleration`, `+Zooming`, `+Animation` and `+Nesting`.
/// Sources: uikit-behaviour.md §3; constants in `GestureTuning` and GesturePhysics.
open class ScrollView: View, GestureRecognizerDelegate {
    // MARK: Content

    /// The size of the scrolled content, in points. Zooming sets it to the zoomed view's size × `zoomScale`.
    public var contentSize: CGSize = .zero
    /// Extra scrollable room around the content.
    public var contentInset: EdgeInsets = .zero

    /// The point of the content at the scroll view's top-left corner: the bounds origin.
    ///
    /// Every change calls `scrollViewDidScroll` and marks the view for layout (UIKit lays out on bounds changes).
    /// Non-finite values are ignored.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            scrollDelegate?.scrollViewDidScroll(self)
        }
    }

    // MARK: Behaviour

    /// Told about scrolling and zooming; held weakly, as UIScrollView's `delegate`.
    public weak var scrollDelegate: ScrollViewDelegate? {
        didSet { updateZoomAvailability() }
    }

    /// Whether the built-in pan may scroll. Setting false disables the pan, which cancels a drag in progress
    /// (UIKit: disabling a recognizer cancels it) and it cannot resume until a new touch.
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether the content rubber-bands past its edges while dragged and bounces off them when flung (UIKit: true).
    /// When false, dragging clamps at the edges and a fling stops dead there.
    public var bounces = true
    /// Makes a vertical drag begin (and rubber-band) even when the content is not taller than the bounds.
    public var alwaysBounceVertical = false
    /// Makes a horizontal drag begin (and rubber-band) even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal = false
    /// Locks a drag to one axis when a move goes within 20° of it (horizontal) or beyond 70° (vertical): on
    /// every move until the pan begins, then only after a 0.6 s pause or a zoom (`DirectionalLock`).
    public var isDirectionalLockEnabled = false
    /// Settles on multiples of the bounds size, at most one page from the page the drag started on.
    public var isPagingEnabled = false
    /// Whether a same-axis parent scroll view takes a vertical drag that starts at this view's edge and pushes
    /// past it. iOS 17.4 `transfersVerticalScrollingToParent`, default true.
    public var transfersVerticalScrollingToParent = true
    /// As `transfersVerticalScrollingToParent`, horizontally.
    public var transfersHorizontalScrollingToParent = true
    /// Whether a touch's touchesBegan reaches the content only after `tuning.scrollTouchDelay` (0.15 s) or when
    /// it lifts, whichever is first, so a drag that becomes a scroll never reaches it. UIKit default true
    /// (see `ScrollView+ContentTouches.swift`).
    public var delaysContentTouches = true
    /// Whether the built-in pan may cancel touches the content has already seen. UIKit default true; when false
    /// the pan does not begin over content that is tracking a touch.
    public var canCancelContentTouches = true

    /// The per-millisecond velocity factor after a fling: the window's `tuning.decelerationRate` (0.998, UIKit's
    /// `.normal`) unless set here (`.fast` is 0.99).
    public var decelerationRate: DecelerationRate {
        get { decelerationRateOverride ?? DecelerationRate(perMillisecond: tuning.decelerationRate) }
        set { decelerationRateOverride = newValue }
    }

    // MARK: Zoom

    /// UIKit default 1. Zooming is possible when `maximumZoomScale > minimumZoomScale` and the delegate returns a
    /// `viewForZooming`.
    public var minimumZoomScale: Double = 1 { didSet { updateZoomAvailability() } }
    /// UIKit default 1.
    public var maximumZoomScale: Double = 1 { didSet { updateZoomAvailability() } }
    /// Whether a pinch may go past the limits (with resistance) and animate back when it ends (UIKit: true).
    public var bouncesZoom = true
    /// The zoomed view's scale; set it with `setZoomScale(_:animated:)`.
    public internal(set) var zoomScale: Double = 1

    // MARK: State

    /// A finger is down on the scroll view (its pan has seen a touch and not yet reset).
    public internal(set) var isTracking = false
    /// The built-in pan is active.
    public internal(set) var isDragging = false
    /// Moving after a drag: decelerating, bouncing back, or settling on a page.
    public internal(set) var isDecelerating = false
    /// A pinch is zooming.
    public internal(set) var isZooming = false
    /// Animating the zoom back inside its limits after a pinch.
    public internal(set) var isZoomBouncing = false

    // MARK: Built-in recognizers

    /// The built-in pan. Its delegate is, and must stay, this scroll view.
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer
    /// The built-in pinch, enabled only while zooming is possible.
    public let pinchGestureRecognizer: ScrollViewPinchGestureRecognizer

    // MARK: Internal state of the concerns (see the extensions)

    var decelerationRateOverride: DecelerationRate?
    /// The drag's start offset before rubber-banding (the finger-driven position it corresponds to).
    var dragStartOffset = CGPoint.zero
    /// Page the drag started on, per axis.
    var dragStartPage = (x: 0, y: 0)
    /// The motion after a release, per axis, and the time it started.
    var motionX = AxisMotion.rest(0)
    var motionY = AxisMotion.rest(0)
    var motionStart = 0.0
    var frameCallbackID: Int?
    /// The window `frameCallbackID` belongs to.
    weak var frameCallbackWindow: Window?
    var scrollAnimation: Animator.Token?
    var zoomAnimation: Animator.Token?
    /// Where a running zoom animation ends, so that catching it can jump there.
    var zoomAnimationEnd = (scale: 1.0, offset: CGPoint.zero)
    /// The point under the pinch's fingers, in the zoomed view's coordinates, and the scale when it began.
    var zoomAnchor = CGPoint.zero
    var zoomStartScale = 1.0

    /// Creates a scroll view; when `name` is given its recognizers are named `name.pan` and `name.pinch`.
    ///
    /// It clips its content to its bounds: "The default value is false. Some subclasses of UIView, like
    /// UIScrollView, override the default value to true." (UIView.clipsToBounds documentation.)
    public override init(frame: CGRect = .zero, name: String = "") {
        panGestureRecognizer = ScrollViewPanGestureRecognizer(name: Self.recognizerName(name, "pan"))
        pinchGestureRecognizer = ScrollViewPinchGestureRecognizer(name: Self.recognizerName(name, "pinch"))
        super.init(frame: frame, name: name)
        clipsToBounds = true
        panGestureRecognizer.scrollView = self
        pinchGestureRecognizer.scrollView = self
        _ = try? panGestureRecognizer.setDelegate(self)
        _ = try? pinchGestureRecognizer.setDelegate(self)
        panGestureRecognizer.addTarget { [weak self] _ in self?.handlePan() }
        pinchGestureRecognizer.addTarget { [weak self] _ in self?.handlePinch() }
        pinchGestureRecognizer.isEnabled = false
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(pinchGestureRecognizer)
    }

    /// Renaming the scroll view renames its recognizers (`name.pan`, `name.pinch`).
    public override var name: String {
        didSet {
            panGestureRecognizer.name = Self.recognizerName(name, "pan")
            pinchGestureRecognizer.name = Self.recognizerName(name, "pinch")
        }
    }

    private static func recognizerName(_ name: String, _ suffix: String) -> String {
        name.isEmpty ? "" : "\(name).\(suffix)"
    }

    /// The window's tuning, or UIKit's when the scroll view is not in a window.
    public var tuning: GestureTuning { window?.tuning ?? .uikit }

    // MARK: Range

    /// The smallest content offset: (−inset.left, −inset.top).
    public var minimumContentOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    /// The largest content offset, never below `minimumContentOffset`.
    public var maximumContentOffset: CGPoint {
        let low = minimumContentOffset
        return CGPoint(
            x: max(low.x, contentSize.width + contentInset.right - bounds.width),
            y: max(low.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Content (with insets) wider than the bounds, or `alwaysBounceHorizontal` with `bounces` [RE] `_canScrollX`.
    public var canScrollHorizontally: Bool {
        contentSize.width + contentInset.left + contentInset.right > bounds.width + 0.0001
            || (alwaysBounceHorizontal && bounces)
    }

    /// Content (with insets) taller than the bounds, or `alwaysBounceVertical` with `bounces` [RE] `_canScrollY`.
    public var canScrollVertically: Bool {
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height + 0.0001
            || (alwaysBounceVertical && bounces)
    }

    /// `offset` clamped into the scrollable range on both axes.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether the offset lies outside the scrollable range (beyond a rounding error).
    var isOutsideRange: Bool {
        let offset = contentOffset, clamped = clampedContentOffset(offset)
        return abs(offset.x - clamped.x) > 1e-9 || abs(offset.y - clamped.y) > 1e-9
    }

    // MARK: Paging

    /// The page shown, for a paging scroll view (nil otherwise): horizontal pages when the content scrolls
    /// horizontally, else vertical; `floor(offset / bounds size + 0.5)`, within the pages that exist.
    public var page: Int? {
        guard isPagingEnabled else { return nil }
        let horizontal = canScrollHorizontally || !canScrollVertically
        return horizontal ? pageIndex(axis: .horizontal) : pageIndex(axis: .vertical)
    }

    /// The Objective-C name of `isPagingEnabled`.
    public var pagingEnabled: Bool {
        get { isPagingEnabled }
        set { isPagingEnabled = newValue }
    }

    /// Whether the pan may cancel the touches `view` (a content view) is tracking. UIKit's default: true unless
    /// `view` is a control (UIScrollView `touchesShouldCancelInContentView:` [doc]); apps override it to let a
    /// drag that starts on a button scroll.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    // MARK: Own recognizers' delegate

    /// UIView's hook and the delegate method of the scroll view's own pan and pinch, in one method (as UIKit).
    ///
    /// For its own pan: false when the drag starts at an edge, pushes past it, and an ancestor scroll view can
    /// scroll that way (see `transfersVerticalScrollingToParent`); the recorded reason says so. For its own pinch:
    /// false when no view is zoomable. Any other recognizer (one whose touches hit this view): true. Subclasses
    /// that override it should call `super` for the scroll view's own recognizers.
    ///
    /// As a delegate the environment calls this method directly (not through the view hook), so installed
    /// `overrides` are consulted here; their default reaches `scrollViewShouldBegin(_:)`.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if hasOverrides, let overrides { return overrides.overriddenGestureRecognizerShouldBegin(recognizer) }
        return scrollViewShouldBegin(recognizer)
    }

    /// UIScrollView's own answer to `gestureRecognizerShouldBegin(_:)`, without `overrides` (what a facade's
    /// default implementation, UIKit's `super`, reaches).
    public func scrollViewShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === panGestureRecognizer { return shouldBeginDragging() && mayCancelContentTouches() }
        if recognizer === pinchGestureRecognizer { return zoomingView != nil }
        return true
    }

    /// The scroll view's own pan and pinch recognize together; anything else follows UIKit's default (no).
    /// Installed `ScrollViewOverrides` are consulted first (the environment calls this delegate method directly).
    open func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        if let scrollOverrides {
            return scrollOverrides.overriddenShouldRecognizeSimultaneously(recognizer, with: other)
        }
        return scrollViewShouldRecognizeSimultaneously(recognizer, with: other)
    }

    /// UIScrollView's own answer to `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, without
    /// `overrides`: its pan and pinch together, nothing else.
    public func scrollViewShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
        -> Bool
    {
        isOwnRecognizer(recognizer) && isOwnRecognizer(other)
    }

    open func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    open func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }

    open func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }

    func isOwnRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        recognizer === panGestureRecognizer || recognizer === pinchGestureRecognizer
    }
}
