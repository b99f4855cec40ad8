import Foundation

extension UIViewController {
    /// UIKit's `UIViewController.Transition` (iOS 18): the value of `preferredTransition`, the transition this
    /// controller is shown with when presented or pushed.
    ///
    /// `.zoom(options:sourceViewProvider:)` grows the controller out of a view of the controller that shows it
    /// and installs an interactive dismissal (a downward swipe and a pinch-in) on its view: see
    /// `ZoomTransitionController`. Deviation: `.coverVertical`, `.crossDissolve`, `.flipHorizontal` and
    /// `.partialCurl` are values only; a controller with one of them is presented at once, as without a transition.
    public final class Transition {
        /// `UIViewController.Transition.ZoomOptions`.
        public typealias ZoomOptions = UIZoomTransitionOptions
        /// `UIViewController.Transition.ZoomSourceViewProviderContext`.
        public typealias ZoomSourceViewProviderContext = UIZoomTransitionSourceViewProviderContext

        /// Which transition this is.
        package enum Style: Sendable { case zoom, coverVertical, crossDissolve, flipHorizontal, partialCurl }

        package let style: Style
        /// The zoom's options (a zoom made without options gets the defaults).
        package let zoomOptions: UIZoomTransitionOptions
        /// The zoom's source view provider.
        package let sourceViewProvider: ((UIZoomTransitionSourceViewProviderContext) -> UIView?)?
        /// UIKit's `_UIZoomTransitionController`: made when the zoom is assigned to a controller.
        package internal(set) var zoomController: ZoomTransitionController?

        private init(
            style: Style, options: UIZoomTransitionOptions? = nil,
            sourceViewProvider: ((UIZoomTransitionSourceViewProviderContext) -> UIView?)? = nil
        ) {
            self.style = style
            zoomOptions = options ?? UIZoomTransitionOptions()
            self.sourceViewProvider = sourceViewProvider
        }

        /// `.zoom(options:sourceViewProvider:)`: the controller zooms out of the view `sourceViewProvider` returns
        /// (asked when the zoom starts and again when it ends); nil zooms from the middle of the screen.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Transition {
            Transition(style: .zoom, options: options, sourceViewProvider: sourceViewProvider)
        }

        /// `.coverVertical`: slides up (Deviation: shown at once).
        public static var coverVertical: Transition { Transition(style: .coverVertical) }
        /// `.crossDissolve`: fades in (Deviation: shown at once).
        public static var crossDissolve: Transition { Transition(style: .crossDissolve) }
        /// `.flipHorizontal`: flips over (Deviation: shown at once).
        public static var flipHorizontal: Transition { Transition(style: .flipHorizontal) }
        /// `.partialCurl`: curls up (Deviation: shown at once).
        public static var partialCurl: Transition { Transition(style: .partialCurl) }
    }

    /// A new `preferredTransition`: a zoom makes its controller (UIKit's `-_wasAssignedToViewController:`) and,
    /// inferred from that method, makes the presentation full screen (a zoom never shows as a sheet).
    func preferredTransitionDidChange(from old: Transition?) {
        if let old, old !== preferredTransition { old.zoomController?.detach() }
        guard let transition = preferredTransition, transition.style == .zoom else { return }
        if modalPresentationStyle.presentsSheet { modalPresentationStyle = .fullScreen }
        if transition.zoomController == nil {
            transition.zoomController = ZoomTransitionController(zoomed: self, transition: transition)
        }
    }

    /// The zoom transition's controller when this controller's `preferredTransition` is a zoom.
    package var zoomTransitionController: ZoomTransitionController? {
        preferredTransition?.zoomController
    }
}
