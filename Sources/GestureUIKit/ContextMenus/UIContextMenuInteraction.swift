import Foundation

/// UIKit's `UIContextMenuInteraction`: a long press (Haptic Touch) on its view lifts a preview and shows a menu.
///
/// Adding it to a view installs the recognizers UIKit's `_UIClickPresentationInteraction` installs on touch
/// screens: `com.apple.UIKit.longPressClickDriverPrimary` (`TouchDurationObservingGestureRecognizer`) and
/// `com.apple.UIKit.clickPresentationExclusion` (`ClickPresentationExclusionGestureRecognizer`) and
/// `com.apple.UIKit.clickPresentationFailure` (`ClickPresentationFailureGestureRecognizer`). The press, in
/// UIKit's order (conflicts.md §6, read in `_UILongPressClickInteractionDriver.m`):
/// - at 0.15 s of rest (`minimumDurationRequired`) the driver's recognizer begins; the interaction asks the
///   delegate for a configuration (`clickDriver:shouldBegin:`) and, given one, the view starts to lift
///   (shrinks, as UIKit's highlight does); nil ends the press;
/// - at 0.4 s (`clickDownDuration`, iPhone) it clicks down: the menu is presented, the exclusion recognizer
///   begins, which fails the recognizers still deciding (taps excepted) and cancels the touch for the views (no
///   row selection), and the failure recognizer succeeds, which fails the taps waiting for it;
/// - moving more than 10 pt on an axis, a second finger, or a competing recognizer recognizing first (the
///   scroll view's pan excludes the exclusion recognizer) cancels the press and the lift drops back.
/// The menu stays after the finger lifts; a tap on an item runs its action and dismisses, a tap outside
/// dismisses.
///
/// Deviations: the menu appears and goes without animation (the kit's animator runs its blocks at once); the
/// preview is the view redrawn as a platter, whatever the preview provider returns; sliding the finger onto an
/// item and lifting does not choose it; the driver does not make pans wait for it (UIKit's
/// `clickDriver:shouldDelayGestureRecognizer:` for pans: the press fails at 10 pt, as the pan begins, so the
/// wait is not visible: M).
public final class UIContextMenuInteraction: UIInteraction {
    /// `delegate`: gives the menu; set at creation, as UIKit's read-only property.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// `view`: the view the interaction is added to.
    public private(set) weak var view: UIView?

    /// The driver's recognizer (`com.apple.UIKit.longPressClickDriverPrimary`).
    package let touchDurationRecognizer = TouchDurationObservingGestureRecognizer()
    /// `com.apple.UIKit.clickPresentationExclusion`.
    package let exclusionRecognizer = ClickPresentationExclusionGestureRecognizer()
    /// `com.apple.UIKit.clickPresentationFailure`, which taps wait for.
    package let failureRecognizer = ClickPresentationFailureGestureRecognizer()
    /// The presented menu, while it shows.
    package private(set) var menuView: ContextMenuView?
    /// The view that lifts for a press at a point in `view` (the interaction's view by default; a table's row).
    package var liftedViewProvider: ((CGPoint) -> UIView?)?

    private var configuration: UIContextMenuConfiguration?
    private weak var liftedView: UIView?

    /// `init(delegate:)`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        touchDurationRecognizer.addTarget { [weak self] recognizer in self?.driverChanged(recognizer.state) }
        exclusionRecognizer.onFailure = { [weak self] in
            self?.cancelInteraction()
            self?.failureRecognizer.exclusionFailed()
        }
    }

    /// `location(in:)`: where the press is, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint { touchDurationRecognizer.location(in: view) }

    /// `dismissMenu()`: dismisses the menu if it shows, telling the delegate (`willEndFor`).
    public func dismissMenu() {
        guard let menuView, let configuration else { return }
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        menuView.removeFromSuperview()
        self.menuView = nil
        self.configuration = nil
        animator.finish()
    }

    /// `UIInteraction.willMove(to:)`: takes the recognizers off the old view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(touchDurationRecognizer)
        self.view?.removeGestureRecognizer(exclusionRecognizer)
        self.view?.removeGestureRecognizer(failureRecognizer)
    }

    /// `UIInteraction.didMove(to:)`: puts the recognizers on the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(touchDurationRecognizer)
        view?.addGestureRecognizer(exclusionRecognizer)
        view?.addGestureRecognizer(failureRecognizer)
    }

    /// The driver's recognizer moved (`_handleGestureRecognizer:`).
    private func driverChanged(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began:
            guard menuView == nil, let view else { return }
            let location = touchDurationRecognizer.location(in: view)
            guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
            else {
                cancelInteraction()
                return
            }
            self.configuration = configuration
            if let window = view.window { configuration.flushDeviations(into: window) }
            liftedView = liftedViewProvider?(location) ?? view
            startLift()
            if touchDurationRecognizer.touchDuration >= touchDurationRecognizer.clickDownDuration { present() }
        case .changed:
            if menuView == nil,
                touchDurationRecognizer.touchDuration >= touchDurationRecognizer.clickDownDuration - 1e-9
            {
                present()
            }
        case .ended, .cancelled, .failed:
            if menuView == nil { dropLift() }
        default:
            break
        }
    }

    /// `cancelInteraction` (the driver's): disabling and re-enabling its recognizer, as UIKit does.
    private func cancelInteraction() {
        guard menuView == nil else { return }
        touchDurationRecognizer.isEnabled = false
        touchDurationRecognizer.isEnabled = true
        dropLift()
    }

    /// The highlight before the lift: the view shrinks until click down.
    private func startLift() {
        guard let liftedView else { return }
        let remaining = touchDurationRecognizer.clickDownDuration - touchDurationRecognizer.minimumDurationRequired
        // The view under the finger stays touchable while it shrinks and grows back (UIKit animates the lift with
        // a property animator, whose `isUserInteractionEnabled` is true by default).
        UIView.animate(withDuration: max(0.01, remaining), delay: 0, options: .allowUserInteraction) {
            liftedView.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
        }
    }

    private func dropLift() {
        configuration = menuView == nil ? nil : configuration
        guard let liftedView, liftedView.transform != .identity else { return }
        UIView.animate(withDuration: 0.2, delay: 0, options: .allowUserInteraction) { liftedView.transform = .identity }
        self.liftedView = nil
    }

    /// Click down: the menu shows over the window, and the exclusion recognizer begins.
    private func present() {
        guard let configuration, let view, let window = view.window else { return }
        let source = liftedView ?? view
        source.transform = .identity
        let menuView = ContextMenuView(
            source: source, window: window, menu: configuration.makeMenu(),
            onAction: { [weak self] action in
                if !action.attributes.contains(.keepsMenuPresented) { self?.dismissMenu() }
                action.handler(action)
            },
            onDismiss: { [weak self] in self?.dismissMenu() })
        window.addSubview(menuView)
        self.menuView = menuView
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
        exclusionRecognizer.menuWasPresented()
        failureRecognizer.menuWasPresented()
    }
}
