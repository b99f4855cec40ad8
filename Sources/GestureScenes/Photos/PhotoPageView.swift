import GestureCore

/// One page of the viewer: a zoomable scroll view holding one photo, as KSPhotoView.
///
/// Named `page.N` for image N, so its built-in recognizers are `page.N.pan` and `page.N.pinch`. It is its own
/// scroll delegate (KSPhotoView sets `self.delegate = self`): it zooms its image view and keeps zoomed content
/// smaller than the page centred (`scrollViewDidZoom`). Layout is `PhotoLayout` (KSPhotoView `resizeImageView`).
/// An image that could not be read shows an error card (dark rounded box with the file name and the reason)
/// instead, not zoomable.
///
/// The tall-image fix (KSPhotoBrowser commit a7278db, "Fix the bug that cannot drag to dismiss on a very high
/// image") lives in `gestureRecognizerShouldBegin(_:)`; `longImageDismiss` switches it.
final class PhotoPageView: ScrollView, ScrollViewDelegate {
    /// The image shown; changes when the page is reused.
    private(set) var index: Int
    /// The tall-image fix: at the top and dragged down, or at the bottom and dragged up, the pan declines.
    var longImageDismiss: Bool
    let imageView = ImageView(frame: .zero, name: "")
    private(set) var layout: PhotoLayout
    /// The error card shown instead of the image, if the image could not be read.
    private var errorCard: View?
    /// Called when a pinch (not an animated zoom the browser asked for) has ended, with the scale.
    var onPinchZoomEnded: ((PhotoPageView, Double) -> Void)?
    /// Set while the browser animates a zoom it asked for (double tap), so its end is not reported as a pinch.
    var isRunningRequestedZoom = false
    /// While the browser moves the image itself (presentation, dismissal, a dismiss drag), centring is off.
    private(set) var isImageDetached = false
    private var savedGeometry: (center: Point, bounds: Rect, transform: AffineTransform)?

    init(frame: Rect, index: Int, info: ImageInfo, longImageDismiss: Bool) {
        self.index = index
        self.longImageDismiss = longImageDismiss
        layout = PhotoLayout(pixelSize: info.pixelSize, pageSize: frame.size)
        super.init(frame: frame, name: "page.\(index)")
        clipsToBounds = true
        imageView.isUserInteractionEnabled = false  // UIImageView's default
        // KSPhotoView's image view: aspect fill, so the zoom transition grows from the thumbnail's square crop.
        imageView.contentMode = .scaleAspectFill
        addSubview(imageView)
        scrollDelegate = self
        configure(index: index, info: info)
    }

    /// Shows image `index` at zoom 1 with the offset at the top: a new page, or a reused one (KSPhotoBrowser PR #43
    /// resets zoomScale to 1 on reuse).
    func configure(index: Int, info: ImageInfo) {
        quiesce()
        if isImageDetached { reattachImage() }
        self.index = index
        name = "page.\(index)"
        minimumZoomScale = 1
        maximumZoomScale = 1
        setZoomScale(1, animated: false)
        imageView.transform = .identity
        layout = PhotoLayout(pixelSize: info.error == nil ? info.pixelSize : nil, pageSize: bounds.size)
        errorCard?.removeFromSuperview()
        errorCard = nil
        imageView.image = layout.isZoomable ? ImageHandle(index) : nil
        imageView.isHidden = !layout.isZoomable
        imageView.frame = layout.imageFrame
        if !layout.isZoomable { showErrorCard(info) }
        contentSize = layout.contentSize
        contentOffset = .zero
        maximumZoomScale = layout.maximumZoomScale
        updateZoomAvailability()
    }

    /// Stops any deceleration or zoom animation without reporting it as a pinch (a page being recycled).
    func quiesce() {
        let callback = onPinchZoomEnded
        onPinchZoomEnded = nil
        stopMotion()
        isRunningRequestedZoom = false
        onPinchZoomEnded = callback
    }

    /// Whether the page shows an image (not an error card).
    var hasImage: Bool { layout.isZoomable }

    private func showErrorCard(_ info: ImageInfo) {
        let frame = layout.imageFrame
        let card = View(frame: frame, name: "")
        card.backgroundColor = Color(white: 0.15)
        card.cornerRadius = 12
        card.isUserInteractionEnabled = false
        let title = Label(
            frame: Rect(x: 16, y: frame.height / 2 - 30, width: frame.width - 32, height: 24),
            text: info.name, fontSize: 17, bold: true, color: .white, alignment: .center)
        let reason = Label(
            frame: Rect(x: 16, y: frame.height / 2 + 6, width: frame.width - 32, height: 24),
            text: info.error ?? "no image size", fontSize: 14, color: Color(white: 0.75),
            alignment: .center)
        card.addSubview(title)
        card.addSubview(reason)
        addSubview(card)
        errorCard = card
    }

    // MARK: The tall-image fix

    /// KSPhotoView's fix, as UIView hook and as its own pan's delegate method in one (UIKit calls it both ways).
    ///
    /// ```objc
    /// - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
    ///     if (gestureRecognizer == self.panGestureRecognizer) {
    ///         if (gestureRecognizer.state == UIGestureRecognizerStatePossible) {
    ///             if ([self isScrollViewOnTopOrBottom]) { return NO; }
    ///         }
    ///     }
    ///     return YES;
    /// }
    /// ```
    /// Only the page's own pan is filtered; any other recognizer (the browser's dismiss pan, whose touches hit
    /// this page) gets the scroll view's answer. When the fix does not apply, the scroll view's own logic (the
    /// nested hand-off) still runs.
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === panGestureRecognizer, recognizer.state == .possible, longImageDismiss,
            let edge = edgeBeingPulled
        {
            recognizer.note(
                edge == .top
                    ? "at top and dragging down (long-image-dismiss)"
                    : "at bottom and dragging up (long-image-dismiss)")
            return false
        }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    enum PulledEdge { case top, bottom }

    /// KSPhotoView `isScrollViewOnTopOrBottom`, saying which edge:
    /// t = pan.translation(in: self); (t.y > 0 && offset.y <= 0) → top, (t.y < 0 && offset.y >=
    /// floor(contentSize.h − bounds.h)) → bottom. At shouldBegin time the 10 pt hysteresis has been removed from
    /// t [RE], so t.y is small but correctly signed (exactly zero when the move that crossed the hysteresis
    /// landed on it, as in UIKit; then neither edge applies).
    ///
    /// What a delegate sees, from the decompiled UIKitCore (issue 19 item 5): `-[UIPanGestureRecognizer
    /// touchesMoved:withEvent:]` (iOS 18.2) ends with
    /// `[self _removeHysteresisFromTranslation]; ... [self setState:1]`, and `-[UIGestureRecognizer setState:]`
    /// (iOS 26.1) asks `_shouldBegin` inside that call (`v14 == Possible && (v15 & ~2) == 1 &&
    /// ![self _shouldBegin]` → "Failing due to NO from gestureRecognizerShouldBegin"). So the delegate reads
    /// t = sign(t)·max(|t| − 10, 0): 0 when the crossing move lands on exactly 10 pt. On a device the digitizer's
    /// sub-point positions make that rare; whole-point mouse moves make it common, and then the page scrolls
    /// (rubber-bands) instead of dismissing, exactly as UIKit would with that input.
    var edgeBeingPulled: PulledEdge? {
        let t = panGestureRecognizer.translation(in: self)
        if t.y > 0, contentOffset.y <= 0 { return .top }
        if t.y < 0, contentOffset.y >= (contentSize.height - bounds.height).rounded(.down) { return .bottom }
        return nil
    }

    var isScrollViewOnTopOrBottom: Bool { edgeBeingPulled != nil }

    // MARK: Zoom (its own delegate)

    func viewForZooming(in scrollView: ScrollView) -> View? { hasImage ? imageView : nil }

    func scrollViewDidZoom(_ scrollView: ScrollView) { centreContent() }

    func scrollViewDidScroll(_ scrollView: ScrollView) { centreContent() }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        centreContent()
        if isRunningRequestedZoom {
            isRunningRequestedZoom = false
        } else {
            onPinchZoomEnded?(self, scale)
        }
    }

    /// KSPhotoView `scrollViewDidZoom:`: content smaller than the page is centred on that axis.
    func centreContent() {
        guard !isImageDetached, hasImage else { return }
        let dx = max(0, (bounds.width - contentSize.width) / 2)
        let dy = max(0, (bounds.height - contentSize.height) / 2)
        imageView.center = Point(x: contentSize.width / 2 + dx, y: contentSize.height / 2 + dy)
    }

    // MARK: Handing the image to the browser's animations

    /// Lets the browser move the image freely: flattens the zoom transform into the frame (so frame animations and
    /// dismiss transforms start from what is on the screen) and remembers the geometry for `reattachImage()`.
    func detachImage() {
        guard !isImageDetached else { return }
        savedGeometry = (imageView.center, imageView.bounds, imageView.transform)
        let frame = imageView.frame
        imageView.transform = .identity
        imageView.frame = frame
        isImageDetached = true
    }

    /// Puts the image back where the scroll view had it.
    func reattachImage() {
        guard isImageDetached else { return }
        if let saved = savedGeometry {
            imageView.bounds = saved.bounds
            imageView.center = saved.center
            imageView.transform = saved.transform
        }
        savedGeometry = nil
        isImageDetached = false
        centreContent()
    }

    /// The report entry for this page.
    var report: ScrollViewReport {
        ScrollViewReport(
            name: name, contentOffset: contentOffset, contentSize: contentSize, zoomScale: zoomScale,
            page: nil, dragging: isDragging, decelerating: isDecelerating)
    }
}
