import GestureCore

/// What the viewer asks of the screen that presented it: where each image's thumbnail is, and when it is gone.
protocol PhotoBrowserHost: AnyObject {
    /// The thumbnail of image `index` in window coordinates, or nil when it is not on the screen (the viewer then
    /// fades instead of zooming back into it, as KSPhotoBrowser without a `sourceView`).
    func thumbnailRect(for index: Int) -> Rect?
    /// Hides or shows a thumbnail (KSPhotoBrowser sets `sourceView.alpha` to 0 while the image is away from it).
    func setThumbnailHidden(_ hidden: Bool, at index: Int)
    /// The dismissal has finished: remove the viewer.
    func browserDidDismiss(_ browser: PhotoBrowser)
}

/// The photo viewer, built like KSPhotoBrowser: a full-screen root view with the gestures, a paging scroll view
/// widened by 10 pt on each side, and one zoomable `PhotoPageView` per page.
///
/// Structure (uikit-behaviour.md §4): root view `browser` (black; the dismissal fades its alpha) holding, in
/// KSPhotoBrowser's order, `browser.doubleTap` (2 taps), `browser.singleTap` (requires the double tap to fail),
/// `browser.longPress` and `browser.dismissPan` (a plain pan, no delegate); the `pager` scroll view, its frame
/// the screen widened by `pagePadding` on each side so pages are separated by a black gap of twice that; pages
/// at x = N·(W + 2·padding) + padding, W wide; the "i / n" page label (16 pt white, bottom centre). Pages live
/// only at the current index ± 1 and are recycled (KSPhotoBrowser `updateReusableItemViews`); the current page
/// is Int(offset.x / pager width + 0.5).
///
/// Gestures: single tap dismisses (back into the thumbnail); double tap zooms to the tapped point or back to 1;
/// long press reports; the dismiss pan follows `dismissStyle` (see `PhotoBrowser+Dismiss.swift`). The
/// presentation and dismissal animations are in `PhotoBrowser+Transitions.swift`.
final class PhotoBrowser: ScrollViewDelegate {
    /// Points on each side of a page: `kKSPhotoViewPadding`.
    static let pagePadding = 10.0
    /// The page label's distance from the bottom edge and height, points (KSPhotoBrowser: 40 and 20).
    static let pageLabelBottom = 40.0
    static let pageLabelHeight = 20.0

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

    let context: SceneContext
    weak var host: PhotoBrowserHost?
    let root: View
    let pager: ScrollView
    let pageLabel: Label
    let doubleTap = TapGestureRecognizer(name: "browser.doubleTap", taps: 2)
    let singleTap = TapGestureRecognizer(name: "browser.singleTap", taps: 1)
    let longPress = LongPressGestureRecognizer(name: "browser.longPress")
    let dismissPan = PanGestureRecognizer(name: "browser.dismissPan")

    var dismissStyle: DismissStyle
    var longImageDismiss: Bool {
        didSet { for page in pages.values { page.longImageDismiss = longImageDismiss } }
    }
    private(set) var currentIndex: Int
    /// Live pages by image index.
    private(set) var pages: [Int: PhotoPageView] = [:]
    private var reusablePages: [PhotoPageView] = []
    var phase = Phase.presented
    /// The running presentation, dismissal or cancellation animation.
    var animation: Animator.Token?
    /// The dismiss drag in progress.
    var drag: DismissDrag?

    /// Builds the viewer on image `index`, in `context.window`'s bounds; call `present(from:)` to show it.
    init(context: SceneContext, index: Int, dismissStyle: DismissStyle, longImageDismiss: Bool) {
        self.context = context
        self.dismissStyle = dismissStyle
        self.longImageDismiss = longImageDismiss
        currentIndex = index
        let size = context.window.bounds.size
        root = View(frame: Rect(origin: .zero, size: size), name: "browser")
        root.backgroundColor = .black
        let padding = Self.pagePadding
        pager = ScrollView(
            frame: Rect(x: -padding, y: 0, width: size.width + 2 * padding, height: size.height),
            name: "pager")
        pager.isPagingEnabled = true
        pager.clipsToBounds = true
        pager.contentSize = Size(
            width: Double(context.images.count) * (size.width + 2 * padding),
            height: size.height)
        pageLabel = Label(
            frame: Rect(
                x: 0, y: size.height - Self.pageLabelBottom - Self.pageLabelHeight,
                width: size.width, height: Self.pageLabelHeight),
            text: "", fontSize: 16, color: .white, alignment: .center)
        root.addSubview(pager)
        root.addSubview(pageLabel)
        singleTap.require(toFail: doubleTap)
        [doubleTap, singleTap, longPress, dismissPan].forEach(root.addGestureRecognizer)
        doubleTap.addTarget { [weak self] _ in self?.didDoubleTap() }
        singleTap.addTarget { [weak self] _ in self?.didSingleTap() }
        longPress.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.context.emit("longPress") }
        }
        dismissPan.addTarget { [weak self] _ in self?.didPan() }
        pager.contentOffset = Point(x: Double(index) * pager.bounds.width, y: 0)
        pager.scrollDelegate = self
        updatePages()
        updatePageLabel()
    }

    var count: Int { context.images.count }

    /// The page showing the current image.
    var currentPage: PhotoPageView? { pages[currentIndex] }

    /// The frame of page `index` in the pager's content.
    func pageFrame(_ index: Int) -> Rect {
        let width = pager.bounds.width, padding = Self.pagePadding
        return Rect(x: Double(index) * width + padding, y: 0, width: width - 2 * padding, height: pager.bounds.height)
    }

    // MARK: Pages

    /// KSPhotoBrowser `scrollViewDidScroll:`: recycle, fill, and report a page change.
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === pager else { return }
        let index = pageIndex(forOffset: pager.contentOffset.x)
        guard index != currentIndex else { return }
        currentIndex = index
        updatePages()
        updatePageLabel()
        context.emit("pageChanged", value: Double(index))
    }

    /// Int(offset / width + 0.5), within the images.
    func pageIndex(forOffset x: Double) -> Int {
        let width = pager.bounds.width
        guard width > 0, count > 0 else { return 0 }
        let raw = (x / width + 0.5).rounded(.down)
        guard raw.isFinite else { return 0 }
        return min(max(Int(max(min(raw, 1e9), -1e9)), 0), count - 1)
    }

    /// Keeps pages at the current index ± 1 and recycles the rest (KSPhotoBrowser `updateReusableItemViews` and
    /// `configItemViews`).
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
            let info = context.images.info(at: index)
            let page: PhotoPageView
            if let reused = reusablePages.popLast() {
                page = reused
                page.frame = pageFrame(index)
                page.configure(index: index, info: info)
                page.longImageDismiss = longImageDismiss
            } else {
                page = PhotoPageView(
                    frame: pageFrame(index), index: index, info: info,
                    longImageDismiss: longImageDismiss)
                page.onPinchZoomEnded = { [weak self] _, scale in self?.context.emit("zoomed", value: scale) }
            }
            pager.addSubview(page)
            pages[index] = page
        }
    }

    private func updatePageLabel() {
        pageLabel.text = count > 0 ? "\(currentIndex + 1) / \(count)" : ""
    }

    // MARK: Taps

    /// KSPhotoBrowser `didSingleTap:` → `showDismissalAnimation`.
    private func didSingleTap() {
        guard phase == .presented || phase == .presenting else { return }
        context.emit("singleTap")
        dismiss()
    }

    /// KSPhotoBrowser `didDoubleTap:`, with the zoom rect in the image view's coordinates.
    ///
    /// Zoomed in: back to 1, animated. Otherwise `zoom(to:)` a rect of bounds / maximumZoomScale centred on the
    /// tapped point, which makes the scale the maximum and puts that point of the image at the page's centre
    /// (as near as the content's edges allow). KSPhotoBrowser passes `[tap locationInView:self.view]`, the root
    /// view's coordinates, but `zoomToRect:` takes the zoomed view's coordinates (Apple's documentation): x
    /// happens to agree (the image spans the width, the page is at the screen's left edge), y is off by the
    /// image's top (a centred image) or the page's content offset (a scrolled long image), so KSPhotoBrowser
    /// zooms to a point above or below the tapped one. We convert the point into the image view (the test
    /// "double tap zooms to the tapped point" shows the arithmetic).
    private func didDoubleTap() {
        guard phase == .presented, let page = currentPage, page.hasImage else { return }
        context.emit("doubleTap")
        if page.zoomScale > 1 {
            page.isRunningRequestedZoom = true
            page.setZoomScale(1, animated: true)
            context.emit("zoomed", value: 1)
            return
        }
        let maximum = page.maximumZoomScale
        let rect = Self.zoomRect(
            centredOn: doubleTap.location(in: page.imageView), pageSize: page.bounds.size,
            maximumZoomScale: maximum)
        page.isRunningRequestedZoom = true
        page.zoom(to: rect, animated: true)
        context.emit("zoomed", value: maximum)
    }

    /// The rect KSPhotoBrowser zooms to: bounds / maximumZoomScale, centred on `point` (in the image view's
    /// coordinates, which is our correction).
    static func zoomRect(centredOn point: Point, pageSize: Size, maximumZoomScale: Double) -> Rect {
        let width = pageSize.width / maximumZoomScale, height = pageSize.height / maximumZoomScale
        return Rect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height)
    }

    // MARK: Report

    /// `pager` (with its page) and every live page, in index order.
    var scrollViewReports: [ScrollViewReport] {
        let pagerReport = ScrollViewReport(
            name: pager.name, contentOffset: pager.contentOffset, contentSize: pager.contentSize,
            zoomScale: pager.zoomScale, page: pager.page ?? currentIndex, dragging: pager.isDragging,
            decelerating: pager.isDecelerating)
        return [pagerReport] + pages.keys.sorted().compactMap { pages[$0]?.report }
    }

    var isAnimating: Bool { animation.map(context.window.animator.isRunning) ?? false }
}
