import Foundation
import GestureUIKit

/// The photo viewer `viewer`, KSPhotoBrowser: a view controller whose full-screen root view has the gestures, a
/// paging scroll view widened by 10 pt on each side, and one zoomable `PhotoView` per page.
///
/// Structure (uikit-behaviour.md §4): root view `browser` (black; the dismissal fades its background) holding, in
/// KSPhotoBrowser's `addGestureRecognizer` order, `browser.doubleTap` (2 taps), `browser.singleTap` (requires the
/// double tap to fail), `browser.longPress` and `browser.dismissPan` (a plain pan, no delegate); the `pager`
/// scroll view, its frame the screen widened by `pagePadding` on each side so pages are separated by a black gap
/// of twice that; pages at x = N·(W + 2·padding) + padding, W wide; the "i / n" page label (16 pt white, bottom
/// centre). Pages live only at the current index ± 1 and are reused (KSPhotoBrowser `updateReusableItemViews`);
/// the current page is Int(offset.x / pager width + 0.5).
///
/// Gestures: single tap dismisses (back into the thumbnail); double tap zooms to the tapped point or back to 1;
/// long press reports; the dismiss pan follows `dismissStyle` (`PhotoBrowser+Dismiss.swift`). The presentation
/// and dismissal animations (`PhotoBrowser+Transitions.swift`) are `UIView.animate` blocks, as KSPhotoBrowser's.
final class PhotoBrowser: UIViewController, UIScrollViewDelegate {
    /// Points on each side of a page: `kKSPhotoViewPadding`.
    static let pagePadding: CGFloat = 10
    /// The page label's distance from the bottom edge and height, points (KSPhotoBrowser: 40 and 20).
    static let pageLabelBottom: CGFloat = 40
    static let pageLabelHeight: CGFloat = 20

    /// Where the viewer is in its life.
    enum Phase: Equatable {
        /// The image grows out of its thumbnail.
        case presenting
        case presented
        /// The dismiss pan is moving the image.
        case dragging
        /// A dismiss drag released short of the threshold: the image returns.
        case cancelling
        /// Flying back into the thumbnail, fading, or thrown off the screen.
        case dismissing
        case dismissed
    }

    let lab: LabContext
    /// The screen that presented the viewer (KSPhotoItem's `sourceView`s are its thumbnails).
    weak var gallery: PhotoGalleryViewController?
    let pager = UIScrollView()
    let pageLabel = UILabel()
    let doubleTap = UITapGestureRecognizer()
    let singleTap = UITapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let dismissPan = UIPanGestureRecognizer()

    var dismissStyle: DismissStyle
    var longImageDismiss: Bool {
        didSet { for page in pages.values { page.longImageDismiss = longImageDismiss } }
    }
    private(set) var currentIndex: Int
    /// Live pages by image index.
    private(set) var pages: [Int: PhotoView] = [:]
    private var reusablePages: [PhotoView] = []
    var phase = Phase.presented
    /// Whether `viewDidAppear` grows the image out of its thumbnail (else the viewer is up at once).
    private let presentsAnimated: Bool
    /// The dismiss drag in progress.
    var drag: DismissDrag?

    /// The viewer on image `index`, with the scene's current style and fix.
    init(lab: LabContext, index: Int, gallery: PhotoGalleryViewController, animated: Bool) {
        self.lab = lab
        self.gallery = gallery
        dismissStyle = DismissStyle(rawValue: lab.option("dismiss-style")) ?? .rotation
        longImageDismiss = lab.option("long-image-dismiss") != "off"
        currentIndex = index
        presentsAnimated = animated
        super.init(nibName: nil, bundle: nil)
        title = "viewer"
    }

    required init?(coder: NSCoder) { return nil }

    var count: Int { lab.imageCount }

    /// The page showing the current image.
    var currentPage: PhotoView? { pages[currentIndex] }

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = view.bounds.size
        view.accessibilityIdentifier = "browser"
        view.backgroundColor = .black
        let padding = Self.pagePadding
        pager.frame = CGRect(x: -padding, y: 0, width: size.width + 2 * padding, height: size.height)
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.clipsToBounds = true
        pager.contentSize = CGSize(width: CGFloat(count) * (size.width + 2 * padding), height: size.height)
        pageLabel.frame = CGRect(
            x: 0, y: size.height - Self.pageLabelBottom - Self.pageLabelHeight, width: size.width,
            height: Self.pageLabelHeight)
        pageLabel.font = .systemFont(ofSize: 16)
        pageLabel.textColor = .white
        pageLabel.textAlignment = .center
        view.addSubview(pager)
        view.addSubview(pageLabel)
        addGestureRecognizers()
        pager.contentOffset = CGPoint(x: CGFloat(currentIndex) * pager.bounds.width, y: 0)
        pager.delegate = self
        updatePages()
        updatePageLabel()
    }

    /// KSPhotoBrowser `addGestureRecognizer`: double tap, single tap waiting for it, long press, and the pan.
    private func addGestureRecognizers() {
        doubleTap.name = "browser.doubleTap"
        doubleTap.numberOfTapsRequired = 2
        singleTap.name = "browser.singleTap"
        singleTap.require(toFail: doubleTap)
        longPress.name = "browser.longPress"
        dismissPan.name = "browser.dismissPan"
        doubleTap.addTarget(self, action: PhotoBrowser.didDoubleTap)
        singleTap.addTarget(self, action: PhotoBrowser.didSingleTap)
        longPress.addTarget(self, action: PhotoBrowser.didLongPress)
        dismissPan.addTarget(self, action: PhotoBrowser.didPan)
        for recognizer in [doubleTap, singleTap, longPress, dismissPan] as [UIGestureRecognizer] {
            view.addGestureRecognizer(recognizer)
        }
    }

    /// KSPhotoBrowser runs `showPresentationAnimation` once its view is on the screen.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentFromThumbnail(animated: presentsAnimated)
    }

    /// The frame of page `index` in the pager's content.
    func pageFrame(_ index: Int) -> CGRect {
        let width = pager.bounds.width, padding = Self.pagePadding
        return CGRect(
            x: CGFloat(index) * width + padding, y: 0, width: width - 2 * padding, height: pager.bounds.height)
    }

    // MARK: Pages

    /// KSPhotoBrowser `scrollViewDidScroll:`: reuse, fill, and report a page change.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === pager else { return }
        let index = pageIndex(forOffset: pager.contentOffset.x)
        guard index != currentIndex else { return }
        currentIndex = index
        updatePages()
        updatePageLabel()
        lab.report("pageChanged", value: "\(index)")
    }

    /// Int(offset / width + 0.5), within the images.
    func pageIndex(forOffset x: CGFloat) -> Int {
        let width = pager.bounds.width
        guard width > 0, count > 0 else { return 0 }
        let raw = (x / width + 0.5).rounded(.down)
        guard raw.isFinite else { return 0 }
        return min(max(Int(max(min(raw, 1e9), -1e9)), 0), count - 1)
    }

    /// Keeps pages at the current index ± 1 and reuses the rest (KSPhotoBrowser `updateReusableItemViews` and
    /// `configItemViews`). A page goes in among the pager's subviews in index order (KSPhotoBrowser appends;
    /// pages never overlap, so only the report's order of `page.N` sees it).
    func updatePages() {
        guard count > 0 else { return }
        let live = max(0, currentIndex - 1)...min(count - 1, currentIndex + 1)
        for (index, page) in pages where !live.contains(index) {
            page.quiesce()  // a motion left running outside the window would keep its frame callback
            page.removeFromSuperview()
            pages[index] = nil
            reusablePages.append(page)
        }
        for index in live where pages[index] == nil {
            let page: PhotoView
            if let reused = reusablePages.popLast() {
                page = reused
                page.frame = pageFrame(index)
                page.configure(index: index)
                page.longImageDismiss = longImageDismiss
            } else {
                page = PhotoView(frame: pageFrame(index), index: index, lab: lab, longImageDismiss: longImageDismiss)
                page.onZoomEnded = { [weak self] scale in self?.lab.report("zoomed", value: "\(scale)") }
            }
            pager.insertSubview(page, at: pages.keys.filter { $0 < index }.count)
            pages[index] = page
        }
    }

    private func updatePageLabel() {
        pageLabel.text = count > 0 ? "\(currentIndex + 1) / \(count)" : ""
    }

    // MARK: Taps

    /// KSPhotoBrowser `didSingleTap:` → `showDismissalAnimation`.
    private func didSingleTap(_ tap: UITapGestureRecognizer) {
        guard phase == .presented || phase == .presenting else { return }
        lab.report("singleTap")
        dismissToThumbnail()
    }

    /// KSPhotoBrowser `didDoubleTap:`, with the zoom rect in the image view's coordinates.
    ///
    /// Zoomed in: back to 1, animated. Otherwise `zoom(to:animated:)` a rect of bounds / maximumZoomScale centred
    /// on the tapped point, which makes the scale the maximum and puts that point of the image at the page's
    /// centre (as near as the content's edges allow). KSPhotoBrowser passes `[tap locationInView:self.view]`, the
    /// root view's coordinates, but `zoomToRect:` takes the zoomed view's coordinates (Apple's documentation): x
    /// happens to agree (the image spans the width, the page is at the screen's left edge), y is off by the
    /// image's top (a centred image) or the page's content offset (a scrolled long image), so KSPhotoBrowser zooms
    /// to a point above or below the tapped one. We pass `location(in: photoView.imageView)` (the test "double
    /// tap zooms to the tapped point" shows the arithmetic).
    private func didDoubleTap(_ tap: UITapGestureRecognizer) {
        guard phase == .presented, let page = currentPage, page.hasImage else { return }
        lab.report("doubleTap")
        // `zoomed` comes from the page's `scrollViewDidEndZooming`, with the scale reached, not the one asked for.
        if page.zoomScale > 1 {
            page.setZoomScale(1, animated: true)
            return
        }
        let maximum = page.maximumZoomScale
        let rect = Self.zoomRect(
            centredOn: tap.location(in: page.imageView), pageSize: page.bounds.size, maximumZoomScale: maximum)
        page.zoom(to: rect, animated: true)
    }

    /// KSPhotoBrowser `didLongPress:`.
    private func didLongPress(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { lab.report("longPress") }
    }

    /// The rect KSPhotoBrowser zooms to: bounds / maximumZoomScale, centred on `point` (in the image view's
    /// coordinates, which is our correction).
    static func zoomRect(centredOn point: CGPoint, pageSize: CGSize, maximumZoomScale: CGFloat) -> CGRect {
        let width = pageSize.width / maximumZoomScale, height = pageSize.height / maximumZoomScale
        return CGRect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height)
    }
}
