import Foundation
import GesturePhysics

/// UIKit's `UISheetPresentationController` (iOS 15): a page sheet that rests at detents, slides up when presented,
/// and follows drags on itself and on the scroll view it holds.
///
/// Views, as UIKit builds them: the container (`UITransitionView`) holds a `UIDimmingView` and the sheet
/// (`UIDropShadowView`) with the presented controller's view inside and an optional grabber on top. The sheet's
/// top moves; its bottom stays at the bottom of the screen, so the presented view is as tall as the visible sheet.
/// Dragging is `SheetInteraction` (UIKit's `_UISheetInteraction`): its pan
/// `_UISheetInteractionBackgroundDismissRecognizer` on the sheet takes drags that no scroll view in the sheet
/// begins for, and a scroll view in the sheet drives the sheet through its offset hook (conflicts.md §1).
///
/// Timing (M: UIKit's `_UISheetTransitionDuration` and spring were not read): presenting, dismissing, snapping
/// and `animateChanges` run a critically damped spring of response `springResponse` on the window's animator
/// (virtual time), starting with the release velocity. Deviations: the presenting view is not scaled back behind
/// a large sheet; a tap on the dimmed area does nothing; no custom detents, no `preferredCornerRadius`, no
/// `prefersEdgeAttachedInCompactHeight`.
open class UISheetPresentationController: UIPresentationController {
    /// `detents`: the heights the sheet rests at (UIKit: `[.large()]`).
    open var detents: [Detent] = [.large()] {
        didSet { if !isAnimatingChanges { settle(animated: false) } }
    }

    /// `selectedDetentIdentifier`: the detent the sheet rests at; nil is the smallest. Set outside
    /// `animateChanges(_:)` it moves the sheet at once; inside, with an animation. A drag sets it on release.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isAnimatingChanges, !isSettingFromDrag { settle(animated: false) } }
    }

    /// `largestUndimmedDetentIdentifier`: at this detent and below, nothing is dimmed and the view behind the
    /// sheet takes touches; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { layoutSheet() }
    }

    /// `prefersScrollingExpandsWhenScrolledToEdge` (UIKit: true): a drag up on a scroll view at its top expands
    /// the sheet to its largest detent before the scroll view scrolls (`_UISheetInteraction`
    /// `_scrollingExpandsToLargerDetentWhenScrolledToEdge`, set with `*(_WORD *)&v2->
    /// _scrollingExpandsToLargerDetentWhenScrolledToEdge = 257;` in `init`).
    open var prefersScrollingExpandsWhenScrolledToEdge = true {
        didSet {
            interaction.scrollingExpandsToLargerDetentWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
        }
    }

    /// `prefersGrabberVisible`: draws the grabber at the top of the sheet (UIKit: false).
    open var prefersGrabberVisible = false {
        didSet { grabber.isHidden = !prefersGrabberVisible }
    }

    /// `prefersEdgeAttachedInCompactHeight` (default false). Deviation: stored only; the device is never in compact
    /// height here (no rotation).
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { reportDeviation(.sheetPrefersEdgeAttachedInCompactHeight, if: prefersEdgeAttachedInCompactHeight) }
    }
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (default false). Deviation: stored only (see
    /// `prefersEdgeAttachedInCompactHeight`).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet {
            reportDeviation(
                .sheetWidthFollowsPreferredContentSize, if: widthFollowsPreferredContentSizeWhenEdgeAttached)
        }
    }
    /// `preferredCornerRadius` (nil: the system's). Deviation: stored only; the sheet keeps the kit's radius.
    open var preferredCornerRadius: CGFloat? {
        didSet { reportDeviation(.sheetPreferredCornerRadius, if: preferredCornerRadius != nil) }
    }
    /// `prefersPageSizing` (iOS 17; default true). Deviation: stored only; the sheet is as wide as the window (the
    /// kit's devices are phones, where it makes no difference).
    open var prefersPageSizing = true
    /// `sourceView` (iOS 16): the view a popover-adapted sheet points at. Deviation: stored only; there are no
    /// popovers.
    open weak var sourceView: UIView?

    /// `invalidateDetents()` (iOS 16): asks custom detents to resolve again. Deviation: does nothing; the kit's
    /// detents (`.medium()`, `.large()`) have no resolvers.
    open func invalidateDetents() {}

    /// `animateChanges(_:)`: applies `changes` (detents, the selected detent) with the sheet's animation.
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        settle(animated: true)
    }

    /// Seconds: the response of the critically damped spring every sheet motion uses (M).
    static let springResponse = 0.35
    /// The dimming view's colour when fully dimmed (M: UIKit's sheet dimming is a translucent black).
    static let dimmingColor = UIColor(white: 0, alpha: 0.35)

    /// The sheet (UIKit's `UIDropShadowView`): the presented view lives in it, and its top is what moves.
    let sheetView = SheetView()
    /// `UIDimmingView`: covers the presenting view.
    let dimmingView = UIView()
    /// `_UIGrabber`.
    let grabber = UIView()
    /// The drag behaviour (UIKit's `_UISheetInteraction`).
    private(set) lazy var interaction = SheetInteraction(sheet: self)

    /// Points from the top of the container to the sheet's top.
    package private(set) var sheetTop: CGFloat = 0
    private var isAnimatingChanges = false
    private var isSettingFromDrag = false
    private var motion: Animator.Token?
    private var dismissCompletion: (() -> Void)?

    /// `init(presentedViewController:presenting:)`.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        sheetView.accessibilityIdentifier = "sheet"
        sheetView.backgroundColor = .white
        sheetView.cornerRadius = 10
        sheetView.clipsToBounds = true
        sheetView.sheet = self
        dimmingView.accessibilityIdentifier = "UIDimmingView"
        dimmingView.backgroundColor = Self.dimmingColor
        grabber.accessibilityIdentifier = "_UIGrabber"
        grabber.backgroundColor = UIColor(white: 0.75, alpha: 1)
        grabber.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        grabber.isHidden = true
        interaction.attach(to: sheetView)
    }

    /// `presentedView`: the sheet that holds the presented controller's view.
    open override var presentedView: UIView? { sheetView }

    /// The name UIKit gives the sheet's pan, `_UISheetInteractionBackgroundDismissRecognizer`.
    package var backgroundDismissRecognizer: UIPanGestureRecognizer { interaction.backgroundGestureRecognizer }

    // MARK: Geometry

    var containerHeight: CGFloat { containerView?.bounds.height ?? 0 }

    /// The detents from the smallest to the largest.
    var sortedDetents: [Detent] {
        let h = containerHeight
        let list = detents.isEmpty ? [Detent.large()] : detents
        return list.sorted { $0.height(in: h) < $1.height(in: h) }
    }

    /// The sheet's top at `detent`.
    func top(of detent: Detent) -> CGFloat { containerHeight - detent.height(in: containerHeight) }

    /// The detent `selectedDetentIdentifier` names, else the smallest.
    var selectedDetent: Detent {
        let sorted = sortedDetents
        return sorted.first { $0.identifier == selectedDetentIdentifier } ?? sorted[0]
    }

    /// The top of the largest detent (the highest the sheet rests).
    var largestTop: CGFloat { sortedDetents.last.map(top(of:)) ?? 0 }
    /// The top of the smallest detent (below it the drag is a dismissal).
    var smallestTop: CGFloat { sortedDetents.first.map(top(of:)) ?? containerHeight }

    /// Moves the sheet's top to `top` and lays the sheet, the presented view and the dimming out for it.
    func setSheetTop(_ top: CGFloat) {
        sheetTop = top
        layoutSheet()
    }

    private func layoutSheet() {
        guard let container = containerView else { return }
        let w = container.bounds.width, h = container.bounds.height
        dimmingView.frame = container.bounds
        // Between detents the sheet resizes; below the smallest it slides down whole, as UIKit's does when it is
        // dragged towards dismissal or presented.
        sheetView.frame = CGRect(x: 0, y: sheetTop, width: w, height: max(0, h - min(sheetTop, smallestTop)))
        if let presented = presentedViewController.viewIfLoaded {
            presented.frame = sheetView.bounds
            presented.layoutBelowIfNeeded()  // the content follows the sheet's height on every step, as in UIKit
            UIScrollView.adjustContentOffsets(under: presented)
        }
        grabber.frame = CGRect(x: (w - 36) / 2, y: 5, width: 36, height: 5)
        let dim = dimmingFraction()
        dimmingView.alpha = dim
        dimmingView.isUserInteractionEnabled = dim > 0
    }

    /// 1 at a dimmed detent, fading to 0 towards the largest undimmed detent and as the sheet leaves the screen.
    private func dimmingFraction() -> CGFloat {
        let h = containerHeight
        var lowTop = h  // the top where the dimming reaches 0
        if let undimmed = sortedDetents.last(where: { $0.identifier == largestUndimmedDetentIdentifier }) {
            lowTop = top(of: undimmed)
        }
        guard let fullTop = sortedDetents.first(where: { top(of: $0) < lowTop }).map(top(of:)) else { return 0 }
        let span = lowTop - fullTop
        guard span > 0 else { return 0 }
        return min(1, max(0, (lowTop - sheetTop) / span))
    }

    // MARK: Motion

    /// Whether the sheet is moving by itself (presenting, snapping, dismissing).
    var isAnimating: Bool {
        guard let motion, let window = containerView?.window else { return false }
        return window.animator.isRunning(motion)
    }

    /// Stops a motion where it is (a touch caught the sheet).
    func stopMotion() {
        guard let motion, let window = containerView?.window else { return }
        self.motion = nil
        window.animator.cancel(motion)
    }

    /// Moves the sheet to `target`, starting at `velocity` (points per second, down positive).
    func moveSheet(
        to target: CGFloat, velocity: CGFloat, animated: Bool, completion: (() -> Void)? = nil
    ) {
        stopMotion()
        guard animated, let window = containerView?.window, abs(target - sheetTop) > 0.01 else {
            setSheetTop(target)
            completion?()
            return
        }
        let start = sheetTop
        let distance = target - start
        motion = window.animator.animate(
            .spring(dampingRatio: 1, response: Self.springResponse, initialVelocity: velocity / distance),
            update: { [weak self] progress in self?.setSheetTop(start + distance * progress) },
            completion: { [weak self] finished in
                guard finished else { return }
                self?.motion = nil
                completion?()
            })
    }

    /// Brings the sheet to the selected detent.
    private func settle(animated: Bool) {
        guard containerView != nil, dismissCompletion == nil, !interaction.isDragging else { return }
        moveSheet(to: top(of: selectedDetent), velocity: 0, animated: animated)
    }

    /// A drag released the sheet at `detent`: select it and tell the delegate if it changed.
    func dragDidSelect(_ detent: Detent, velocity: CGFloat) {
        let changed = detent.identifier != selectedDetent.identifier
        isSettingFromDrag = true
        selectedDetentIdentifier = detent.identifier
        isSettingFromDrag = false
        moveSheet(to: top(of: detent), velocity: velocity, animated: true)
        if changed, let delegate = delegate as? UISheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    // MARK: Dismissal asked by a drag

    /// Whether the user may dismiss the sheet by dragging: not `isModalInPresentation`, and the delegate agrees.
    func userMayDismiss() -> Bool {
        !presentedViewController.isModalInPresentation
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    }

    /// A drag dismissed the sheet: slide it off, take it down, then `presentationControllerDidDismiss(_:)`.
    func dragDidDismiss(velocity: CGFloat) {
        guard let presenting = presentingViewController else { return }
        presentedViewController.viewWillDisappear(true)
        dismissCompletion = {}
        moveSheet(to: containerHeight, velocity: velocity, animated: true) { [weak self] in
            guard let self else { return }
            presenting.finishDismissal(of: self.presentedViewController, animated: true) {
                self.delegate?.presentationControllerDidDismiss(self)
            }
        }
    }

    // MARK: Transitions

    override func presentationTransition(in container: UIView, animated: Bool, completion: @escaping () -> Void) {
        containerView = container
        container.addSubview(dimmingView)
        container.addSubview(sheetView)
        let presented: UIView = presentedViewController.view
        sheetView.addSubview(presented)
        sheetView.addSubview(grabber)
        setSheetTop(containerHeight)
        moveSheet(to: top(of: selectedDetent), velocity: 0, animated: animated, completion: completion)
    }

    override func dismissalTransition(animated: Bool, completion: @escaping () -> Void) {
        interaction.cancelDragging()
        dismissCompletion = completion
        moveSheet(to: containerHeight, velocity: 0, animated: animated, completion: completion)
    }

    /// Takes the sheet's views and its container out of the window, so a later presentation builds them again.
    func tearDownViews() {
        dismissCompletion = nil
        containerView?.removeFromSuperview()
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        grabber.removeFromSuperview()
        sheetView.removeFromSuperview()
        dimmingView.removeFromSuperview()
        containerView = nil
    }
}

/// The sheet's view (UIKit's `UIDropShadowView`): a scroll view inside finds its sheet through it.
final class SheetView: UIView {
    weak var sheet: UISheetPresentationController?
}
