import Foundation
import GesturePhysics

/// UIKit's `UIScrollView` (open for subclassing): scrolls and zooms its content with a built-in pan,
/// deceleration, rubber band, bounce, paging, pinch zoom and the hand-off between nested scroll views.
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
/// As in UIKit the scroll view answers for its own pan and pinch (`ScrollViewRecognizerDelegate`), so a subclass
/// overrides `gestureRecognizerShouldBegin(_:)` and, declaring `UIGestureRecognizerDelegate` as iOS code does,
/// implements `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` and the others without `override`.
/// Names: with an `accessibilityIdentifier` the pan and pinch are `<name>.pan` and `<name>.pinch`.
/// The concerns live in `UIScrollView+Dragging`, `+Deceleration`, `+Zooming`, `+Animation` and `+Nesting`.
/// Sources: uikit-behaviour.md §3; constants in `GestureTuning` and GesturePhysics.
open class UIScrollView: UIView {
    // MARK: Content

    /// The size of the scrolled content, in points. Zooming sets it to the zoomed view's size × `zoomScale`.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { contentSizeChanged() } }
    }
    /// Extra scrollable room around the content. A change is a change of `adjustedContentInset`, so it calls
    /// `adjustedContentInsetDidChange()` and the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetChanged() } }
    }
    /// `contentAlignmentPoint` (iOS 17.4; default `.zero`): where content smaller than the bounds sits, as a unit
    /// point. Deviation: stored only; such content always sits at the top left (the default alignment).
    open var contentAlignmentPoint: CGPoint = .zero {
        didSet { reportDeviation(.scrollViewContentAlignmentPoint, if: contentAlignmentPoint != .zero) }
    }
    /// `contentInsetAdjustmentBehavior` (iOS 11; default `.automatic`): which edges of `safeAreaInsets` are added
    /// to `adjustedContentInset` (`.never` none, `.always` all, `.scrollableAxes` those of the axes that scroll,
    /// `.automatic` the same plus top and bottom for a controller's root view in a navigation controller); see
    /// `UIScrollView+SafeArea`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateSafeAreaContentInset() } }
    }
    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13; default true). Deviation: stored only; the kit draws no
    /// scroll indicators.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// `adjustedContentInsetDidChange()` (iOS 11): `adjustedContentInset` changed. The default does nothing;
    /// subclasses call super.
    open func adjustedContentInsetDidChange() {}

    /// Tells the subclass, then the delegate, that `adjustedContentInset` changed.
    func adjustedContentInsetChanged() {
        keyValueDidChange()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The point of the content at the scroll view's top-left corner: the bounds origin.
    ///
    /// Every change calls `scrollViewDidScroll` and marks the view for layout (UIKit lays out on bounds changes).
    /// Non-finite values are ignored.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            storedRefreshControl?.hostDidScroll()
            delegate?.scrollViewDidScroll(self)
        }
    }

    // MARK: Behaviour

    /// Whether the built-in pan may scroll. Setting false disables the pan, which cancels a drag in progress
    /// (UIKit: disabling a recognizer cancels it) and it cannot resume until a new touch.
    open var isScrollEnabled: Bool {
        get { scrollPan.isEnabled }
        set { scrollPan.isEnabled = newValue }
    }

    /// Whether the content rubber-bands past its edges while dragged and bounces off them when flung (UIKit: true).
    /// When false, dragging clamps at the edges and a fling stops dead there. Setting it sets
    /// `bouncesHorizontally` and `bouncesVertically`; it reads true only when both are (as in UIKit).
    open var bounces: Bool {
        get {
            // Read where the model decides to bounce: an axis UIKit would bounce on its own bounces not here.
            reportDeviation(.scrollViewBouncesHorizontally, if: bouncesHorizontally && !bouncesVertically)
            reportDeviation(.scrollViewBouncesVertically, if: bouncesVertically && !bouncesHorizontally)
            return bouncesHorizontally && bouncesVertically
        }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// `bouncesHorizontally` (iOS 17.4; default true). Deviation: the model bounces both axes or neither, by
    /// `bounces`: turning either axis off turns bouncing off on both.
    open var bouncesHorizontally = true
    /// `bouncesVertically` (iOS 17.4; default true). Deviation: as `bouncesHorizontally`, both axes or neither.
    open var bouncesVertically = true
    /// Makes a vertical drag begin (and rubber-band) even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { updateSafeAreaContentInset() } }
    }
    /// Makes a horizontal drag begin (and rubber-band) even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateSafeAreaContentInset() } }
    }
    /// Locks a drag to one axis when a move goes within 20° of it (horizontal) or beyond 70° (vertical): on
    /// every move until the pan begins, then only after a 0.6 s pause or a zoom (`DirectionalLock`).
    open var isDirectionalLockEnabled = false
    /// Settles on multiples of the bounds size, at most one page from the page the drag started on.
    open var isPagingEnabled = false
    /// Whether a same-axis parent scroll view takes a vertical drag that starts at this view's edge and pushes
    /// past it. iOS 17.4 `transfersVerticalScrollingToParent`, default true.
    open var transfersVerticalScrollingToParent = true
    /// As `transfersVerticalScrollingToParent`, horizontally.
    open var transfersHorizontalScrollingToParent = true
    /// Whether a touch's touchesBegan reaches the content only after `tuning.scrollTouchDelay` (0.15 s) or when
    /// it lifts, whichever is first, so a drag that becomes a scroll never reaches it. UIKit default true
    /// (see `UIScrollView+ContentTouches.swift`).
    open var delaysContentTouches = true
    /// Whether the built-in pan may cancel touches the content has already seen. UIKit default true; when false
    /// the pan does not begin over content that is tracking a touch.
    open var canCancelContentTouches = true

    /// The per-millisecond velocity factor after a fling: the window's `tuning.decelerationRate` (0.998, UIKit's
    /// `.normal`) unless set here (`.fast` is 0.99).
    package var physicsDecelerationRate: GesturePhysics.DecelerationRate {
        get { decelerationRateOverride ?? GesturePhysics.DecelerationRate(perMillisecond: tuning.decelerationRate) }
        set { decelerationRateOverride = newValue }
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

    /// `decelerationRate`: the window's `tuning.decelerationRate` (0.998, `.normal`) unless set.
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(physicsDecelerationRate.perMillisecond)) }
        set { physicsDecelerationRate = GesturePhysics.DecelerationRate(perMillisecond: Double(newValue.rawValue)) }
    }

    // MARK: Zoom

    /// UIKit default 1. Zooming is possible when `maximumZoomScale > minimumZoomScale` and the delegate returns a
    /// `viewForZooming`.
    open var minimumZoomScale: CGFloat = 1 { didSet { updateZoomAvailability() } }
    /// UIKit default 1.
    open var maximumZoomScale: CGFloat = 1 { didSet { updateZoomAvailability() } }
    /// Whether a pinch may go past the limits (with resistance) and animate back when it ends (UIKit: true).
    open var bouncesZoom = true
    /// The zoomed view's scale as the engine moves it.
    package internal(set) var storedZoomScale: CGFloat = 1 {
        didSet { keyValueDidChange() }
    }

    /// `zoomScale`; setting it zooms without animation.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    // MARK: State

    /// A finger is down on the scroll view (its pan has seen a touch and not yet reset).
    open internal(set) var isTracking = false
    /// The built-in pan is active.
    open internal(set) var isDragging = false
    /// Moving after a drag: decelerating, bouncing back, or settling on a page.
    open internal(set) var isDecelerating = false
    /// A pinch is zooming.
    open internal(set) var isZooming = false
    /// `isZoomBouncing`: animating the zoom back inside its limits after a pinch.
    open internal(set) var isZoomBouncing = false

    // MARK: Indicators and system scrolling (stored: the kit draws no indicators, has no status bar or keyboard)

    /// `showsVerticalScrollIndicator` (default true). Deviation: stored only; the kit draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// `showsHorizontalScrollIndicator` (default true). Deviation: stored only; no indicators are drawn.
    open var showsHorizontalScrollIndicator = true
    /// `indicatorStyle` (default `.default`). Deviation: stored only; no indicators are drawn.
    open var indicatorStyle = IndicatorStyle.default
    /// `verticalScrollIndicatorInsets` (iOS 11.1). Deviation: stored only; no indicators are drawn.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// `horizontalScrollIndicatorInsets` (iOS 11.1). Deviation: stored only; no indicators are drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// `scrollIndicatorInsets`: setting it sets both axes' insets; it reads the vertical one (UIKit's getter is
    /// deprecated). Deviation: stored only; no indicators are drawn.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// `scrollsToTop` (default true). Deviation: stored only; the window has no status bar to tap, so the scroll
    /// to top never happens and the delegate's `scrollViewShouldScrollToTop(_:)` is never asked.
    open var scrollsToTop = true
    /// `keyboardDismissMode` (iOS 7; default `.none`). Deviation: stored only; the kit has no keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none

    // MARK: Built-in recognizers

    /// The built-in pan, with the scroll view's own members (UIKit's private `UIScrollViewPanGestureRecognizer`).
    /// Its delegate is, and must stay, this scroll view (answered for by `ownRecognizersDelegate`).
    package let scrollPan: UIScrollViewPanGestureRecognizer
    /// The built-in pinch, enabled only while zooming is possible.
    package let scrollPinch: UIScrollViewPinchGestureRecognizer
    /// Answers for this scroll view as its pan's and pinch's delegate (held here: recognizers hold delegates weakly).
    package private(set) lazy var ownRecognizersDelegate = ScrollViewRecognizerDelegate(self)

    /// `panGestureRecognizer`: the built-in pan.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// `pinchGestureRecognizer`: the built-in pinch; nil unless zooming is possible (`maximumZoomScale >
    /// minimumZoomScale`), as in UIKit.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? scrollPinch : nil
    }

    /// `delegate`: told about scrolling and zooming, held weakly; every method optional. It answers
    /// `viewForZooming(in:)`, so setting it updates whether the pinch may zoom.
    open weak var delegate: UIScrollViewDelegate? {
        didSet { updateZoomAvailability() }
    }

    // MARK: The safe area (UIScrollView+SafeArea)

    /// The edges of the safe area not already added to the content inset: a subview of content that is inset for
    /// the safe area does not inherit it again (`_edgesPropagatingSafeAreaInsetsToSubviews`).
    override package var edgesPropagatingSafeAreaInsetsToSubviews: UIRectEdge {
        UIRectEdge.all.subtracting(edgesApplyingSafeAreaInsetsToContentInset)
    }

    /// The safe area or the size changed: the adjusted content inset follows.
    override package func safeAreaInputsDidChange() { updateSafeAreaContentInset() }

    // MARK: Internal state of the concerns (see the extensions)

    var decelerationRateOverride: GesturePhysics.DecelerationRate?
    /// The refresh control (`refreshControl`) and the height it adds to the top inset while refreshing.
    var storedRefreshControl: UIRefreshControl?
    /// The safe-area part of `adjustedContentInset` (UIKit's system content inset), by
    /// `contentInsetAdjustmentBehavior` (`UIScrollView+SafeArea`).
    package internal(set) var safeAreaContentInset = UIEdgeInsets.zero
    /// Points added to the top of `adjustedContentInset` by the refresh control (`_addRefreshInset:`).
    package internal(set) var refreshInset: CGFloat = 0
    /// The drag's start offset before rubber-banding (the finger-driven position it corresponds to).
    var dragStartOffset = CGPoint.zero
    /// The sheet this drag may move (UIKit: the sheet is the scroll view's scrollable ancestor), found at its start.
    weak var dragSheetInteraction: SheetInteraction?
    /// Whether the sheet took all of the drag's last movement (UIKit zeroes the scroll view's velocity then).
    var sheetTookDragMovement = false
    /// Seconds from the end of the previous pan to the start of this one (UIKit's `_intervalBetweenPanGestures`);
    /// infinite before the second pan.
    package internal(set) var intervalBetweenPanGestures = Double.infinity
    /// When the last pan ended, on the window's clock.
    var lastPanEndTime: Double?
    /// Page the drag started on, per axis.
    var dragStartPage = (x: 0, y: 0)
    /// The motion after a release, per axis, and the time it started.
    var motionX = AxisMotion.rest(0)
    var motionY = AxisMotion.rest(0)
    var motionStart = 0.0
    var frameCallbackID: Int?
    /// The window `frameCallbackID` belongs to.
    weak var frameCallbackWindow: UIWindow?
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
    public override init(frame: CGRect) {
        scrollPan = UIScrollViewPanGestureRecognizer(name: "")
        scrollPinch = UIScrollViewPinchGestureRecognizer(name: "")
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPinch.scrollView = self
        _ = try? scrollPan.setDelegate(ownRecognizersDelegate)
        _ = try? scrollPinch.setDelegate(ownRecognizersDelegate)
        scrollPan.addTarget { [weak self] _ in self?.handlePan() }
        scrollPinch.addTarget { [weak self] _ in self?.handlePinch() }
        scrollPinch.isEnabled = false
        addGestureRecognizer(scrollPan)
        addGestureRecognizer(scrollPinch)
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// A scroll view freed while it decelerates (its controller popped and released before the next frame) takes
    /// its frame callback with it; the callback holds it weakly, so left behind it would keep the window from ever
    /// going idle.
    deinit {
        if let frameCallbackID { frameCallbackWindow?.removeFrameCallback(frameCallbackID) }
    }

    /// Renaming the scroll view renames its recognizers (`name.pan`, `name.pinch`).
    package override var name: String {
        didSet {
            scrollPan.name = Self.recognizerName(name, "pan")
            scrollPinch.name = Self.recognizerName(name, "pinch")
        }
    }

    private static func recognizerName(_ name: String, _ suffix: String) -> String {
        name.isEmpty ? "" : "\(name).\(suffix)"
    }

    /// The window's tuning, or UIKit's when the scroll view is not in a window.
    package var tuning: GestureTuning { window?.tuning ?? .uikit }

    // MARK: Paging

    /// The page shown, for a paging scroll view (nil otherwise): horizontal pages when the content scrolls
    /// horizontally, else vertical; `floor(offset / bounds size + 0.5)`, within the pages that exist.
    package var page: Int? {
        guard isPagingEnabled else { return nil }
        let horizontal = canScrollHorizontally || !canScrollVertically
        return horizontal ? pageIndex(axis: .horizontal) : pageIndex(axis: .vertical)
    }

    /// The Objective-C name of `isPagingEnabled`.
    package var pagingEnabled: Bool {
        get { isPagingEnabled }
        set { isPagingEnabled = newValue }
    }

    /// Whether the pan may cancel the touches `view` (a content view) is tracking. UIKit's default: true unless
    /// `view` is a control (UIScrollView `touchesShouldCancelInContentView:` [doc]); apps override it to let a
    /// drag that starts on a button scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// `touchesShouldBegin(_:with:in:)`: whether `view` (a content view) is told about `touches` at all, asked
    /// when the content-touch delay lets them through (at once when `delaysContentTouches` is false). UIKit's
    /// default: true. False keeps the touch from the view for good (`UIScrollViewDelayedTouchesBeganGestureRecognizer
    /// sendTouchesShouldBeginForDelayedTouches:` [RE] then ends instead of failing, and its delayed touches are
    /// dropped).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    // MARK: Touches (UIResponder): a scroll view keeps the touches that reach it

    /// `touchesBegan(_:with:)`: a scroll view does not pass touches that reach it (on its background, or left
    /// unhandled by its content) up the responder chain. That is how UIKit behaves as apps report it (a view
    /// controller's `touchesBegan(_:with:)` does not hear taps on a scroll view, and the common workaround is a
    /// subclass that calls `next?.touchesBegan(touches, with: event)`); the decompiled `-[UIScrollView
    /// touchesBegan:withEvent:]` was not available to confirm whether it forwards while not dragging.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// `touchesMoved(_:with:)`: kept, as `touchesBegan(_:with:)`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `touchesEnded(_:with:)`: kept, as `touchesBegan(_:with:)`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `touchesCancelled(_:with:)`: kept, as `touchesBegan(_:with:)`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Own recognizers' delegate

    /// `gestureRecognizerShouldBegin(_:)`: UIView's hook and the delegate method of the scroll view's own pan
    /// and pinch, in one method (as UIKit).
    ///
    /// For its own pan: false when the drag can't scroll the way it moved, or when it starts at an edge, pushes
    /// past it, and an ancestor scroll view can scroll that way (see `transfersVerticalScrollingToParent`); the
    /// recorded reason says so. For its own pinch: false when no view is zoomable. Any other recognizer (one
    /// whose touches hit this view): true. Subclasses that override it should call `super` for the scroll view's
    /// own recognizers.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let recognizer = gestureRecognizer
        if recognizer === scrollPan { return shouldBeginDragging() && mayCancelContentTouches() }
        if recognizer === scrollPinch { return zoomingView != nil }
        return true
    }

    func isOwnRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer === scrollPan || recognizer === scrollPinch
    }
}
