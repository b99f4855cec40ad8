import GestureCore

/// One dismiss drag: what KSPhotoBrowser remembers when its pan begins (`_startLocation`, `_startFrame`).
struct DismissDrag {
    /// The style when the drag began (a live change applies to the next drag).
    let style: DismissStyle
    let page: PhotoPageView
    /// Where the finger began, in the root view's coordinates.
    let startLocation: Point
    /// Where the finger began, in the page's coordinates (the scale style keeps that image point under it).
    let startLocationInPage: Point
    /// The image's frame in the page's coordinates when the drag began.
    let startFrame: Rect
    /// H of the rotation: max(image height, page height).
    let rotationHeight: Double
}

/// The dismiss pan, as KSPhotoBrowser `didPan:` and its three `perform…WithPan:` methods.
///
/// Ignored while the current page is zoomed past 1.1 (`if (photoView.zoomScale > 1.1) return;`) and in the
/// `none` style. t is the pan's translation and v its velocity in the root view; the thresholds and formulas
/// are in `DismissThresholds`. Where KSPhotoBrowser's scale style mixes coordinate spaces (`_startFrame` in the
/// page's, the finger in the root view's), we keep both in the page's, so the grabbed point really stays under
/// the finger on a scrolled long image too.
extension PhotoBrowser {
    func didPan() {
        guard let page = currentPage, page.zoomScale <= 1.1 else { return }
        switch dismissPan.state {
        case .began:
            guard phase == .presented, dismissStyle != .none else { return }
            beginDrag(on: page)
        case .changed:
            if let drag, phase == .dragging { follow(drag) }
        case .ended, .cancelled:
            if let drag, phase == .dragging { release(drag) }
        case .possible, .failed:
            break
        }
    }

    private func beginDrag(on page: PhotoPageView) {
        page.stopMotion()
        page.detachImage()
        let frame = page.imageView.frame
        drag = DismissDrag(
            style: dismissStyle, page: page, startLocation: dismissPan.location(in: root),
            startLocationInPage: dismissPan.location(in: page), startFrame: frame,
            rotationHeight: max(frame.height, page.bounds.height))
        phase = .dragging
        host?.setThumbnailHidden(true, at: currentIndex)
    }

    private func follow(_ drag: DismissDrag) {
        let t = dismissPan.translation(in: root)
        let image = drag.page.imageView
        switch drag.style {
        case .rotation:
            let angle = DismissThresholds.rotationAngle(
                translationY: t.y, startedInLeftHalf: startedInLeftHalf(drag), height: drag.rotationHeight)
            image.transform = Self.rotationTransform(angle: angle, translationY: t.y)
        case .slide:
            image.transform = AffineTransform(translationX: 0, y: t.y)
        case .scale:
            image.frame = Self.scaledFrame(
                start: drag.startFrame, grabbed: drag.startLocationInPage,
                finger: dismissPan.location(in: drag.page), translationY: t.y,
                viewHeight: root.bounds.height)
        case .none:
            return
        }
        setBackgroundAlpha(
            DismissThresholds.backgroundAlpha(
                style: drag.style, translationY: t.y,
                height: root.bounds.height))
    }

    private func release(_ drag: DismissDrag) {
        let t = dismissPan.translation(in: root)
        let v = dismissPan.velocity(in: root)
        self.drag = nil
        guard drag.style.dismissesOnRelease(translationY: t.y, velocityY: v.y) else {
            context.emit("dismissCancelled")
            cancel(drag, translationY: t.y)
            return
        }
        switch drag.style {
        case .rotation: throwAway(drag, translationY: t.y, velocityY: v.y)
        case .slide: slideAway(drag, translationY: t.y, velocityY: v.y)
        case .scale, .none: dismiss()
        }
    }

    private func startedInLeftHalf(_ drag: DismissDrag) -> Bool { drag.startLocation.x < root.bounds.width / 2 }

    /// KSPhotoBrowser's `CGAffineTransformConcat(rotation, translation)`: rotate, then move down by t.y.
    static func rotationTransform(angle: Double, translationY: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(AffineTransform(translationX: 0, y: translationY))
    }

    /// The scale style's frame: p = 1 − |t.y| / view height, s = max(p, 0.3); the start frame scaled by s and
    /// placed so that the grabbed point (same fraction of the frame) is under the finger.
    static func scaledFrame(
        start: Rect, grabbed: Point, finger: Point, translationY: Double,
        viewHeight: Double
    ) -> Rect {
        guard start.width > 0, start.height > 0, viewHeight > 0 else { return start }
        let s = max(1 - abs(translationY) / viewHeight, DismissThresholds.minimumScale)
        let width = start.width * s, height = start.height * s
        let rateX = (grabbed.x - start.minX) / start.width
        let rateY = (grabbed.y - start.minY) / start.height
        return Rect(x: finger.x - width * rateX, y: finger.y - height * rateY, width: width, height: height)
    }

    /// KSPhotoBrowser `showRotationCompletionAnimationFromPoint:`: keeps turning to ±π/2 and leaves by ±H,
    /// linearly, in min(500 / |v.y|, 0.33) s.
    private func throwAway(_ drag: DismissDrag, translationY ty: Double, velocityY: Double) {
        phase = .dismissing
        let left = startedInLeftHalf(drag)
        let up = ty < 0
        let half = Double.pi / 2
        let endAngle = up ? (left ? half : -half) : (left ? -half : half)
        let endY = up ? -drag.rotationHeight : drag.rotationHeight
        let startAngle = DismissThresholds.rotationAngle(
            translationY: ty, startedInLeftHalf: left,
            height: drag.rotationHeight)
        let startAlpha = backgroundAlpha
        let image = drag.page.imageView
        animation = context.window.animator.animate(
            duration: DismissThresholds.throwDuration(velocityY: velocityY), curve: .linear,
            update: { [weak self] p in
                image.transform = Self.rotationTransform(
                    angle: Window.interpolate(startAngle, endAngle, p),
                    translationY: Window.interpolate(ty, endY, p))
                self?.setBackgroundAlpha(Window.interpolate(startAlpha, 0, p))
            },
            completion: { [weak self] finished in if finished { self?.finishDismissal() } })
    }

    /// KSPhotoBrowser `showSlideCompletionAnimationFromPoint:`: slides off by ± the view's height.
    private func slideAway(_ drag: DismissDrag, translationY ty: Double, velocityY: Double) {
        phase = .dismissing
        let endY = ty < 0 ? -root.bounds.height : root.bounds.height
        let startAlpha = backgroundAlpha
        let image = drag.page.imageView
        animation = context.window.animator.animate(
            duration: DismissThresholds.throwDuration(velocityY: velocityY), curve: .easeInOut,
            update: { [weak self] p in
                image.transform = AffineTransform(translationX: 0, y: Window.interpolate(ty, endY, p))
                self?.setBackgroundAlpha(Window.interpolate(startAlpha, 0, p))
            },
            completion: { [weak self] finished in if finished { self?.finishDismissal() } })
    }

    /// KSPhotoBrowser `showCancellationAnimation` (without `bounces`): back to the identity transform or the
    /// start frame and an opaque background over 0.33 s, then the page takes the image back.
    private func cancel(_ drag: DismissDrag, translationY ty: Double) {
        phase = .cancelling
        let image = drag.page.imageView
        let page = drag.page
        let startTransform = image.transform
        let startFrame = image.frame
        let startAlpha = backgroundAlpha
        let left = startedInLeftHalf(drag)
        let angle = DismissThresholds.rotationAngle(
            translationY: ty, startedInLeftHalf: left,
            height: drag.rotationHeight)
        animation = context.window.animator.animate(
            duration: DismissThresholds.animationDuration, curve: .easeInOut,
            update: { [weak self] p in
                switch drag.style {
                case .rotation:
                    image.transform = Self.rotationTransform(angle: angle * (1 - p), translationY: ty * (1 - p))
                case .slide:
                    image.transform = AffineTransform(translationX: 0, y: ty * (1 - p))
                case .scale:
                    image.frame = Rect.interpolate(startFrame, drag.startFrame, p)
                case .none:
                    image.transform = startTransform
                }
                self?.setBackgroundAlpha(Window.interpolate(startAlpha, 1, p))
            },
            completion: { [weak self] finished in
                guard let self, finished else { return }
                animation = nil
                image.transform = .identity
                page.reattachImage()
                host?.setThumbnailHidden(false, at: page.index)
                phase = .presented
            })
    }
}
