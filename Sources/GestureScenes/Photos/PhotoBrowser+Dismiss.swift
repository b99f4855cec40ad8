import Foundation
import GestureUIKit

/// One dismiss drag: what KSPhotoBrowser remembers when its pan begins (`_startLocation`, `_startFrame`).
struct DismissDrag {
    /// The style when the drag began (a live change applies to the next drag).
    let style: DismissStyle
    let page: PhotoView
    /// Where the finger began, in the root view's coordinates.
    let startLocation: CGPoint
    /// Where the finger began, in the page's coordinates (the scale style keeps that image point under it).
    let startLocationInPage: CGPoint
    /// The image's frame in the page's coordinates when the drag began.
    let startFrame: CGRect
    /// H of the rotation: max(image height, page height).
    let rotationHeight: CGFloat
}

/// The dismiss pan, as KSPhotoBrowser `didPan:` and its three `perform…WithPan:` methods, and the animations
/// that end a drag (`showRotationCompletionAnimationFromPoint:`, `showSlideCompletionAnimationFromPoint:`,
/// `showCancellationAnimation`), each a `UIView.animate` block as in KSPhotoBrowser.
///
/// Ignored while the current page is zoomed past 1.1 (`if (photoView.zoomScale > 1.1) return;`) and in the
/// `none` style. t is the pan's translation and v its velocity in the root view; the thresholds and formulas
/// are in `DismissThresholds`. Where KSPhotoBrowser's scale style mixes coordinate spaces (`_startFrame` in the
/// page's, the finger in the root view's), we keep both in the page's, so the grabbed point really stays under
/// the finger on a scrolled long image too.
extension PhotoBrowser {
    /// KSPhotoBrowser `didPan:`.
    func didPan(_ pan: UIPanGestureRecognizer) {
        guard let page = currentPage, page.zoomScale <= 1.1 else { return }
        switch pan.state {
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

    private func beginDrag(on page: PhotoView) {
        page.stopMotion()
        page.detachImage()
        let frame = page.imageView.frame
        drag = DismissDrag(
            style: dismissStyle, page: page, startLocation: dismissPan.location(in: view),
            startLocationInPage: dismissPan.location(in: page), startFrame: frame,
            rotationHeight: max(frame.height, page.bounds.height))
        phase = .dragging
        gallery?.setThumbnailHidden(true, at: currentIndex)
    }

    /// `performRotationWithPan:`, `performScaleWithPan:`, `performSlideWithPan:`.
    private func follow(_ drag: DismissDrag) {
        let t = dismissPan.translation(in: view)
        let image = drag.page.imageView
        switch drag.style {
        case .rotation:
            let angle = DismissThresholds.rotationAngle(
                translationY: t.y, startedInLeftHalf: startedInLeftHalf(drag), height: drag.rotationHeight)
            image.transform = Self.rotationTransform(angle: angle, translationY: t.y)
        case .slide:
            image.transform = CGAffineTransform(translationX: 0, y: t.y)
        case .scale:
            image.frame = Self.scaledFrame(
                start: drag.startFrame, grabbed: drag.startLocationInPage,
                finger: dismissPan.location(in: drag.page), translationY: t.y, viewHeight: view.bounds.height)
        case .none:
            return
        }
        view.backgroundColor = .black(
            alpha: DismissThresholds.backgroundAlpha(style: drag.style, translationY: t.y, height: view.bounds.height))
    }

    private func release(_ drag: DismissDrag) {
        let t = dismissPan.translation(in: view)
        let v = dismissPan.velocity(in: view)
        self.drag = nil
        guard drag.style.dismissesOnRelease(translationY: t.y, velocityY: v.y) else {
            lab.report("dismissCancelled")
            cancel(drag)
            return
        }
        switch drag.style {
        case .rotation: throwAway(drag, translationY: t.y, velocityY: v.y)
        case .slide: slideAway(drag, translationY: t.y, velocityY: v.y)
        case .scale, .none: dismissToThumbnail()
        }
    }

    private func startedInLeftHalf(_ drag: DismissDrag) -> Bool { drag.startLocation.x < view.bounds.width / 2 }

    /// KSPhotoBrowser's `CGAffineTransformConcat(rotation, translation)`: rotate, then move down by t.y.
    static func rotationTransform(angle: CGFloat, translationY: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: 0, y: translationY))
    }

    /// The scale style's frame: p = 1 − |t.y| / view height, s = max(p, 0.3); the start frame scaled by s and
    /// placed so that the grabbed point (same fraction of the frame) is under the finger.
    static func scaledFrame(
        start: CGRect, grabbed: CGPoint, finger: CGPoint, translationY: CGFloat, viewHeight: CGFloat
    ) -> CGRect {
        guard start.width > 0, start.height > 0, viewHeight > 0 else { return start }
        let s = max(1 - abs(translationY) / viewHeight, DismissThresholds.minimumScale)
        let width = start.width * s, height = start.height * s
        let rateX = (grabbed.x - start.minX) / start.width
        let rateY = (grabbed.y - start.minY) / start.height
        return CGRect(x: finger.x - width * rateX, y: finger.y - height * rateY, width: width, height: height)
    }

    /// KSPhotoBrowser `showRotationCompletionAnimationFromPoint:`: keeps turning to ±π/2 and leaves by ±H,
    /// linearly, in min(500 / |v.y|, 0.33) s.
    private func throwAway(_ drag: DismissDrag, translationY ty: CGFloat, velocityY: CGFloat) {
        phase = .dismissing
        let left = startedInLeftHalf(drag)
        let up = ty < 0
        let half = CGFloat.pi / 2
        let endAngle = up ? (left ? half : -half) : (left ? -half : half)
        let endY = up ? -drag.rotationHeight : drag.rotationHeight
        let image = drag.page.imageView
        UIView.animate(
            withDuration: DismissThresholds.throwDuration(velocityY: velocityY), delay: 0, options: .curveLinear,
            animations: {
                image.transform = Self.rotationTransform(angle: endAngle, translationY: endY)
                self.view.backgroundColor = .clear
            },
            completion: { [weak self] finished in if finished { self?.finishDismissal() } })
    }

    /// KSPhotoBrowser `showSlideCompletionAnimationFromPoint:`: slides off by ± the view's height.
    private func slideAway(_ drag: DismissDrag, translationY ty: CGFloat, velocityY: CGFloat) {
        phase = .dismissing
        let endY = ty < 0 ? -view.bounds.height : view.bounds.height
        let image = drag.page.imageView
        UIView.animate(
            withDuration: DismissThresholds.throwDuration(velocityY: velocityY),
            animations: {
                image.transform = CGAffineTransform(translationX: 0, y: endY)
                self.view.backgroundColor = .clear
            },
            completion: { [weak self] finished in if finished { self?.finishDismissal() } })
    }

    /// KSPhotoBrowser `showCancellationAnimation` (without `bounces`): back to the identity transform or the
    /// start frame and an opaque background over 0.33 s, then the page takes the image back.
    private func cancel(_ drag: DismissDrag) {
        phase = .cancelling
        let image = drag.page.imageView
        let page = drag.page
        UIView.animate(
            withDuration: DismissThresholds.animationDuration,
            animations: {
                switch drag.style {
                case .rotation, .slide: image.transform = .identity
                case .scale: image.frame = drag.startFrame
                case .none: break
                }
                self.view.backgroundColor = .black
            },
            completion: { [weak self] finished in
                guard let self, finished else { return }
                image.transform = .identity
                page.reattachImage()
                gallery?.setThumbnailHidden(false, at: page.index)
                phase = .presented
            })
    }
}

extension UIColor {
    /// Black with `alpha`, clamped to 0...1 (KSPhotoBrowser: `[UIColor colorWithWhite:0 alpha:alpha]`).
    static func black(alpha: CGFloat) -> UIColor { UIColor(white: 0, alpha: min(max(alpha, 0), 1)) }
}
