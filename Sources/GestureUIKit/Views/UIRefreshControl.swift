import Foundation

/// UIKit's `UIRefreshControl`: pull-to-refresh on the scroll view it is the `refreshControl` of.
///
/// It has no gesture recognizer of its own: it watches its host scroll view's `contentOffset` (UIKit's
/// `_UIScrollViewRefreshControlHost` calls `-[UIRefreshControl _update]` as the view scrolls), so a pull counts
/// only on a scroll view whose own pan moves it. Read in the decompiled `UIRefreshControl.m` and
/// `_UIRefreshControlModernContentView.m` (iOS 18.2), modern style (2):
/// - `_visibleHeight` is the overscroll past the resting top: `-adjustedContentInset.top - contentOffset.y`,
///   measured without the control's own inset while refreshing (`_visibleHeightForContentOffset:origin:`).
/// - The trigger (`_snappingHeight`, `_updateSnappingHeight`) is `round(bounds.height / 2)` of the host capped by
///   the content view's `maximumSnappingHeight`, `(titleHeight + 100) × 1.125 × (H / 568)` (`H < 372`:
///   `0.654929577`): 167.2 pt on an 844 pt scroll view, 73.7 pt on a 300 pt one (see `snappingHeight`).
/// - `_recomputeNewState`, run whenever the visible height changes: idle → pulling past 5 pt
///   (`_heightAtWhichNoneOfTheInterfaceElementsAreVisible…` = 5), pulling → snapping when `revealedFraction >= 1`
///   **and the host `isTracking`**; an overscroll by a fling or bounce goes to a state that never triggers.
/// - Entering snapping, the content view's `_snappingMagic` calls `setRefreshControlState:3` at once, which adds
///   the control's height to the host's top inset (`_addInsets`) and sends `.valueChanged`
///   (`sendActionsForControlEvents:4096`): the action runs during the drag, with the finger still down.
/// - `beginRefreshing()` enters refreshing without `.valueChanged` (`notify:0`) and does not scroll to show it.
/// - `endRefreshing()` (`_endRefreshingAnimated:YES`): to idle when nothing shows, to "ended while tracking" when
///   a finger is down, else to the animated end; each removes the inset; then, unless the host is bouncing, idle
///   or the animated end set the host's offset to `y + visibleHeight` (`_setAbsoluteContentOffset:animated:`),
///   animated only for the animated end. So `endRefreshing()` while nothing is refreshing sets the offset where
///   it is, which stops a fling dead, as `setContentOffset(_:animated: false)` does.
///
/// The control does not take touches (`isUserInteractionEnabled` is false), so a drag that starts on the spinner
/// scrolls the host. Deviations: the denominator of `revealedFraction` outside pulling is hidden by the
/// decompiler (an ivar offset table), and is the snapping height here too; there is no haptic feedback, no
/// `UIRefreshControl(style:)`; adding the control with `addSubview(_:)` does not host it (set `refreshControl`),
/// and the title's height is a fixed 16 pt line of caption text.
open class UIRefreshControl: UIControl {
    /// UIKit's private `UIRefreshControlState` (0...6), in its order.
    package enum RefreshState: Int, Sendable {
        case idle = 0, pulling, snapping, refreshing, ending, endedWhileTracking, overscrolledByMotion
    }

    /// Points: the modern style's height with no title (`initWithStyle:2`, `sizeThatFits:` 60).
    package static let modernHeight: CGFloat = 60
    /// Points: below this visible height nothing of the control shows and it hides
    /// (`_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen` = 5).
    package static let hiddenHeight: CGFloat = 5
    /// Points: the title's line (caption 1 text), an estimate (the label's measured height is not modelled).
    package static let titleHeight: CGFloat = 16

    /// The state of UIKit's machine.
    package private(set) var refreshState = RefreshState.idle
    /// The scroll view whose `refreshControl` this is.
    package private(set) weak var host: UIScrollView?
    /// Points of overscroll past the host's resting top (`_visibleHeight`).
    package private(set) var visibleHeight: CGFloat = 0
    /// Whether the control's height is added to the host's top inset (`_insetsApplied`).
    package private(set) var insetsApplied = false
    /// The inset it added (`_additionalTopInset`).
    private var additionalTopInset: CGFloat = 0
    /// Set while the host's insets change, so the scroll that causes does not recompute the state (`_adjustingInsets`).
    private var adjustingInsets = false
    /// When refreshing began, on the window's time (the spinner's phase).
    package private(set) var refreshingSince = 0.0
    private var spinCallback: (id: Int, window: UIWindow)?

    /// `init(frame:)`; UIKit's `init()` is this with a zero frame. The height comes from the content when hosted.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `isRefreshing`: the refresh is running (state 3), from the trigger or `beginRefreshing()` to
    /// `endRefreshing()`.
    open var isRefreshing: Bool { refreshState == .refreshing }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// `tintColor` (UIKit's `UIColor!`, null-resettable): the spinner's colour; nil resets it to the default,
    /// UIKit's `secondaryLabelColor` (60 % of 0x3C3C43 on white).
    override open var tintColor: UIColor! {
        get { storedTint ?? Self.defaultTint }
        set { storedTint = newValue }
    }
    private var storedTint: UIColor?
    /// `secondaryLabelColor` in the light appearance (`+[UIRefreshControl _defaultColor]`).
    static let defaultTint = UIColor(red: 0x3C / 255.0, green: 0x3C / 255.0, blue: 0x43 / 255.0, alpha: 0.6)

    /// `attributedTitle`: a line under the spinner; it makes the control taller (`sizeThatFits:`: the label's
    /// height + 62 + 5) and the trigger further (`maximumSnappingHeight`). A new height while refreshing moves the
    /// inset to it (`_resizeToFitContents`).
    open var attributedTitle: NSAttributedString? {
        didSet {
            if insetsApplied, additionalTopInset != refreshControlHeight {
                removeInsets()
                addInsets()
            }
            hostDidScroll()
        }
    }

    /// Points: the control's height, `sizeThatFits:` of the modern content (60, or title + 67).
    package var refreshControlHeight: CGFloat {
        hasTitle ? Self.titleHeight + 62 + 5 : Self.modernHeight
    }

    private var hasTitle: Bool { !(attributedTitle?.string.isEmpty ?? true) }

    /// Points of visible overscroll that trigger the refresh while dragging (`_snappingHeight`):
    /// `min(round(H / 2), (title + 100) × 1.125 × s)` with `H` the host's height and `s = H / 568`
    /// (0.654929577 below 372 pt), at least `minimumSnappingHeight` (0). 0 without a host.
    package var snappingHeight: CGFloat {
        guard let host else { return 0 }
        let h = host.bounds.height
        let scale = h < 372 ? 0.654929577 : h / 568
        let maximum = ((hasTitle ? Self.titleHeight : 0) + 100) * 1.125 * scale
        return max(min((h * 0.5).rounded(), maximum), 0)
    }

    /// `revealedFraction`: visible height over the snapping height, in 0...1.
    package var revealedFraction: CGFloat {
        let snapping = snappingHeight
        guard snapping > 0 else { return 0 }
        return min(max(visibleHeight / snapping, 0), 1)
    }

    // MARK: Refreshing

    /// `beginRefreshing()`: enters refreshing without sending `.valueChanged` and without scrolling; only in a
    /// window (UIKit ignores it off screen on current SDKs).
    open func beginRefreshing() {
        guard window != nil else { return }
        setRefreshState(.refreshing, notify: false)
    }

    /// `endRefreshing()`: ends the refresh, removes the inset and scrolls the host back by what shows (animated
    /// when a finger is not down); called while nothing refreshes, it still sets the host's offset where it is,
    /// which stops a deceleration (see the type's note).
    open func endRefreshing() {
        hostDidScroll()
        let tracking = host?.isTracking ?? false
        let target: RefreshState = visibleHeight <= 0 ? .idle : (tracking ? .endedWhileTracking : .ending)
        setRefreshState(target, notify: false)
        guard refreshState == .idle || refreshState == .ending, let host, !host.isBouncing else { return }
        let offset = host.contentOffset
        host.setContentOffset(CGPoint(x: offset.x, y: offset.y + visibleHeight), animated: refreshState == .ending)
    }

    // MARK: Hosting

    /// Becomes `scrollView`'s refresh control (`didMoveToSuperview` with a containing scroll view).
    package func attach(to scrollView: UIScrollView) {
        host = scrollView
        hostDidScroll()
    }

    /// Stops being a refresh control: the inset goes, the state returns to idle.
    package func detach() {
        removeInsets()
        stopSpinning()
        refreshState = .idle
        visibleHeight = 0
        host = nil
        isHidden = true
    }

    /// The host scrolled (`_update`): pins the frame to the top of the host's visible area, measures the visible
    /// height and recomputes the state.
    package func hostDidScroll() {
        guard let host, !adjustingInsets else { return }
        let offset = host.contentOffset
        let effectiveTop = host.adjustedContentInset.top
        // `_originForContentOffset:` (style 2): the visible top, less the inset the control added.
        frame = CGRect(
            x: offset.x, y: offset.y + effectiveTop - additionalTopInset, width: host.bounds.width,
            height: refreshControlHeight)
        let restingTop = insetsApplied ? refreshControlHeight - effectiveTop : -effectiveTop
        setVisibleHeight(max(0, restingTop - offset.y))
    }

    private func setVisibleHeight(_ height: CGFloat) {
        guard height != visibleHeight else { return }
        visibleHeight = height
        setRefreshState(recomputedState(), notify: true)
        isHidden = visibleHeight <= Self.hiddenHeight
    }

    /// `_recomputeNewState`, case by case as decompiled.
    private func recomputedState() -> RefreshState {
        let fraction = revealedFraction
        let tracking = host?.isTracking ?? false
        let hide = Self.hiddenHeight
        switch refreshState {
        case .idle:
            if fraction > 0, host?.isBouncing == true { return .overscrolledByMotion }
            if visibleHeight <= hide || fraction >= 1 {
                if fraction < 1 || tracking { return .idle }
            }
            return .pulling
        case .pulling:
            if fraction >= 1, tracking { return .snapping }
            return visibleHeight >= hide ? .pulling : .idle
        case .snapping, .refreshing:
            return refreshState
        case .endedWhileTracking:
            return visibleHeight <= hide ? .idle : .endedWhileTracking
        case .ending, .overscrolledByMotion:
            if visibleHeight <= hide { return .idle }
            return tracking && fraction <= 0.75 ? .pulling : refreshState
        }
    }

    /// `_canTransitionFromState:toState:`.
    private static func canTransition(from: RefreshState, to: RefreshState) -> Bool {
        if from != .refreshing, to == .refreshing { return true }
        switch from {
        case .idle: return to == .pulling || to == .overscrolledByMotion
        case .pulling: return to.rawValue < RefreshState.refreshing.rawValue
        case .snapping: return to == .refreshing
        case .refreshing: return to == .idle || to == .ending || to == .endedWhileTracking
        case .ending, .overscrolledByMotion: return to.rawValue < RefreshState.snapping.rawValue
        case .endedWhileTracking: return to == .idle
        }
    }

    /// `_setRefreshControlState:notify:`: every state but snapping and refreshing removes the inset; snapping goes
    /// straight on to refreshing (`_snappingMagic`), which adds the inset and, when `notify`, sends
    /// `.valueChanged`.
    private func setRefreshState(_ state: RefreshState, notify: Bool) {
        guard state != refreshState, Self.canTransition(from: refreshState, to: state) else { return }
        if state != .snapping, state != .refreshing { removeInsets() }
        refreshState = state
        if state == .refreshing { startSpinning() } else { stopSpinning() }
        setNeedsLayout()
        switch state {
        case .snapping:
            setRefreshState(.refreshing, notify: true)
        case .refreshing:
            addInsets()
            if notify { sendActions(for: .valueChanged) }
        default:
            break
        }
    }

    private func addInsets() {
        let height = refreshControlHeight
        guard height > 0, !insetsApplied, let host else { return }
        insetsApplied = true
        additionalTopInset = height
        adjustingInsets = true
        host.setRefreshInset(height)
        adjustingInsets = false
    }

    private func removeInsets() {
        guard insetsApplied else { return }
        insetsApplied = false
        additionalTopInset = 0
        adjustingInsets = true
        host?.setRefreshInset(0)
        adjustingInsets = false
    }

    // MARK: Spinning

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        drawSpinner(in: &context)
    }

    /// Keeps frames coming while refreshing, so the spinner turns on the window's time.
    private func startSpinning() {
        guard spinCallback == nil, let window else { return }
        refreshingSince = window.now
        let id = window.addFrameCallback { [weak self] _ in self?.spinFrame() }
        spinCallback = (id, window)
    }

    private func spinFrame() {
        if window == nil || refreshState != .refreshing { stopSpinning() }
    }

    private func stopSpinning() {
        guard let callback = spinCallback else { return }
        callback.window.removeFrameCallback(callback.id)
        spinCallback = nil
    }
}
