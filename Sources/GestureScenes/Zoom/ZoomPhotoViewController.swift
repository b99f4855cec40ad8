import Foundation
import GestureUIKit

/// The photo viewer (screen `photo`): a black screen filled by the zooming scroll view `photo`, shown with
/// `preferredTransition = .zoom` out of its grid cell, as Apple's zoom-transition sample and the photo apps built on
/// it do. The transition adds `zoom.swipeDown` and `zoom.pinch` to this controller's view.
final class ZoomPhotoViewController: UIViewController, UIScrollViewDelegate {
    /// The largest zoom (a double tap or a pinch).
    static let maximumZoomScale: CGFloat = 3

    let index: Int
    let scrollView = ZoomPhotoScrollView()
    let imageView = UIImageView()
    private let lab: LabContext
    private let fix: ZoomDismissFix

    init(index: Int, lab: LabContext, fix: ZoomDismissFix) {
        self.index = index
        self.lab = lab
        self.fix = fix
        super.init(nibName: nil, bundle: nil)
        title = "photo"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.accessibilityIdentifier = "photoScreen"
        scrollView.accessibilityIdentifier = "photo"
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = fix != .noBounce
        scrollView.gatesDismissDrag = fix.gatesScrollView
        scrollView.maximumZoomScale = Self.maximumZoomScale
        scrollView.delegate = self
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.image = lab.image(at: index)
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        layoutPhoto()
    }

    /// The photo at the screen's width: from the top when taller than the screen, else centred.
    private func layoutPhoto() {
        let bounds = view.bounds
        scrollView.frame = bounds
        let size = imageView.image?.size ?? CGSize(width: 4, height: 3)
        let height = size.width > 0 ? (bounds.width * size.height / size.width).rounded() : bounds.width
        let top = max(0, (bounds.height - height) / 2)
        imageView.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        scrollView.contentSize = CGSize(width: bounds.width, height: max(bounds.height, height))
    }

    /// The part of the photo on screen, in the view's coordinates: what the zoom lines up with the thumbnail
    /// (`alignmentRectProvider`).
    var visiblePhotoRect: CGRect {
        let onScreen = imageView.convert(imageView.bounds, to: view).intersection(view.bounds)
        return onScreen.isNull || onScreen.isEmpty ? view.bounds : onScreen
    }

    /// `interactiveDismissShouldBegin` as the fixes write it: never while the photo is zoomed in (`gate`), or
    /// only at the top edge (`should-begin`).
    func shouldBeginDismissal(_ context: UIZoomTransitionOptions.InteractionContext) -> Bool {
        switch fix {
        case .gate: return context.willBegin && scrollView.isAtMinimumZoom
        case .shouldBegin: return context.willBegin && scrollView.isAtTop
        case .plain, .noBounce: return context.willBegin
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lab.report("dismissed", value: "\(index)")
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        lab.report("zoomed", value: "\(Double(scale))")
    }
}
