import Foundation
import GestureUIKit

/// One page of the viewer, KSPhotoView: a zoomable `UIScrollView` holding one photo, its own delegate.
///
/// Named `page.N` (`accessibilityIdentifier`) for image N, so its built-in recognizers are `page.N.pan` and
/// `page.N.pinch`; a reused page is renamed. As KSPhotoView (`self.delegate = self`) it zooms its image view and
/// keeps zoomed content smaller than the page centred (`scrollViewDidZoom:`). Layout is `PhotoLayout` (KSPhotoView
/// `resizeImageView`). An image that could not be read shows an error card (a dark rounded box with the file name
/// and the reason) instead, not zoomable.
///
/// The tall-image fix (KSPhotoBrowser commit a7278db, "Fix the bug that cannot drag to dismiss on a very high
/// image") is the `gestureRecognizerShouldBegin(_:)` override below; `longImageDismiss` switches it.
final class PhotoView: UIScrollView, UIScrollViewDelegate {
    /// The image shown; changes when the page is reused.
    private(set) var index: Int
    /// The tall-image fix: at the top and dragged down, or at the bottom and dragged up, the pan declines.
    var longImageDismiss: Bool
    let imageView = UIImageView()
    private(set) var layout: PhotoLayout
    /// The error card shown instead of the image, if the image could not be read.
    private var errorCard: UIView?
    /// Called when a zoom has ended (`scrollViewDidEndZooming`: a pinch, or a double tap's animated zoom), with
    /// the scale reached.
    var onZoomEnded: ((CGFloat) -> Void)?
    /// While the browser moves the image itself (presentation, dismissal, a dismiss drag), centring is off.
    private(set) var isImageDetached = false
    private var savedGeometry: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform)?
    private let lab: LabContext

    init(frame: CGRect, index: Int, lab: LabContext, longImageDismiss: Bool) {
        self.index = index
        self.lab = lab
        self.longImageDismiss = longImageDismiss
        layout = PhotoLayout(imageSize: nil, pageSize: frame.size)
        super.init(frame: frame)
        accessibilityIdentifier = "page.\(index)"
        clipsToBounds = true
        // KSPhotoView.m's initWithFrame: `self.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever`
        // (iOS 11+): a long photo starts at its top edge under the status bar, not below it.
        contentInsetAdjustmentBehavior = .never
        // KSPhotoView's image view: aspect fill, so the zoom transition grows from the thumbnail's square crop.
        imageView.contentMode = .scaleAspectFill
        addSubview(imageView)
        delegate = self
        configure(index: index)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows image `index` at zoom 1 with the offset at the top: a new page, or a reused one (KSPhotoBrowser PR
    /// #43 resets zoomScale to 1 on reuse).
    func configure(index: Int) {
        quiesce()
        if isImageDetached { reattachImage() }
        self.index = index
        accessibilityIdentifier = "page.\(index)"
        minimumZoomScale = 1
        maximumZoomScale = 1
        setZoomScale(1, animated: false)
        imageView.transform = .identity
        let error = lab.imageLoadError(at: index)
        let image = error == nil ? lab.image(at: index) : nil
        layout = PhotoLayout(imageSize: image?.size, pageSize: bounds.size)
        errorCard?.removeFromSuperview()
        errorCard = nil
        imageView.image = layout.isZoomable ? image : nil
        imageView.isHidden = !layout.isZoomable
        imageView.frame = layout.imageViewFrame
        if !layout.isZoomable { showErrorCard(reason: error ?? "no image size") }
        contentSize = layout.scrollContentSize
        contentOffset = .zero
        maximumZoomScale = CGFloat(layout.maximumZoomScale)
    }

    /// Stops any deceleration or zoom animation without reporting a zoom (a page being recycled).
    func quiesce() {
        let callback = onZoomEnded
        onZoomEnded = nil
        stopMotion()
        onZoomEnded = callback
    }

    /// Whether the page shows an image (not an error card).
    var hasImage: Bool { layout.isZoomable }

    private func showErrorCard(reason: String) {
        let frame = layout.imageViewFrame
        let card = UIView(frame: frame)
        card.backgroundColor = UIColor(white: 0.15, alpha: 1)
        card.layer.cornerRadius = 12
        card.isUserInteractionEnabled = false
        let title = UILabel(frame: CGRect(x: 16, y: frame.height / 2 - 30, width: frame.width - 32, height: 24))
        title.text = lab.imageName(at: index)
        title.font = .boldSystemFont(ofSize: 17)
        title.textColor = .white
        title.textAlignment = .center
        let detail = UILabel(frame: CGRect(x: 16, y: frame.height / 2 + 6, width: frame.width - 32, height: 24))
        detail.text = reason
        detail.font = .systemFont(ofSize: 14)
        detail.textColor = UIColor(white: 0.75, alpha: 1)
        detail.textAlignment = .center
        card.addSubview(title)
        card.addSubview(detail)
        addSubview(card)
        errorCard = card
    }

    // MARK: The tall-image fix

    /// KSPhotoView's fix, ported from its Objective-C: a UIScrollView subclass declines its own pan at its top
    /// edge dragged down or its bottom edge dragged up, so the browser's dismiss pan gets the drag.
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
    /// Any other recognizer (the browser's dismiss pan, whose touches hit this page) gets UIScrollView's answer,
    /// so the scroll view's own logic (the nested hand-off) still runs. `lab.note` only explains the refusal in
    /// the report.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer == panGestureRecognizer, gestureRecognizer.state == .possible, longImageDismiss,
            let edge = edgeBeingPulled
        {
            lab.note(
                edge == .top
                    ? "at top and dragging down (long-image-dismiss)"
                    : "at bottom and dragging up (long-image-dismiss)", for: gestureRecognizer)
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    enum PulledEdge { case top, bottom }

    /// KSPhotoView `isScrollViewOnTopOrBottom`, saying which edge:
    /// t = pan.translation(in: self); (t.y > 0 && offset.y <= 0) → top, (t.y < 0 && offset.y >=
    /// floor(contentSize.h − bounds.h)) → bottom. At shouldBegin time the 10 pt hysteresis has been removed from
    /// t, so t.y is small but correctly signed (exactly zero when the move that crossed the hysteresis landed on
    /// it, as in UIKit; then neither edge applies).
    ///
    /// What a delegate sees, from the decompiled UIKitCore: `-[UIPanGestureRecognizer
    /// touchesMoved:withEvent:]` (iOS 18.2) ends with `[self _removeHysteresisFromTranslation]; ... [self
    /// setState:1]`, and `-[UIGestureRecognizer setState:]` (iOS 26.1) asks `_shouldBegin` inside that call
    /// (`v14 == Possible && (v15 & ~2) == 1 && ![self _shouldBegin]` → "Failing due to NO from
    /// gestureRecognizerShouldBegin"). So the delegate reads t = sign(t)·max(|t| − 10, 0): 0 when the crossing move
    /// lands on exactly 10 pt; then the page scrolls (rubber-bands) instead of dismissing, as UIKit would.
    var edgeBeingPulled: PulledEdge? {
        let t = panGestureRecognizer.translation(in: self)
        if t.y > 0, contentOffset.y <= 0 { return .top }
        if t.y < 0, contentOffset.y >= (contentSize.height - bounds.height).rounded(.down) { return .bottom }
        return nil
    }

    // MARK: Zoom (its own delegate)

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { hasImage ? imageView : nil }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { centreContent() }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { centreContent() }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        centreContent()
        onZoomEnded?(scale)
    }

    /// KSPhotoView `scrollViewDidZoom:`: content smaller than the page is centred on that axis.
    func centreContent() {
        guard !isImageDetached, hasImage else { return }
        let dx = max(0, (bounds.width - contentSize.width) / 2)
        let dy = max(0, (bounds.height - contentSize.height) / 2)
        imageView.center = CGPoint(x: contentSize.width / 2 + dx, y: contentSize.height / 2 + dy)
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
}
