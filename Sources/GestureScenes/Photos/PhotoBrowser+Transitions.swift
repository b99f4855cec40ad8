import Foundation
import GestureUIKit

/// The presentation and dismissal animations, as KSPhotoBrowser `showPresentationAnimation` and
/// `showDismissalAnimation`: `UIView.animate` blocks over `kAnimationDuration` (0.33 s), ease-in-out.
///
/// Presentation: the image's frame animates from the thumbnail (converted into the page's coordinates) to its
/// fitted frame while the black background fades in; without a thumbnail on the screen the whole viewer fades in.
/// Dismissal: the reverse, from wherever the image is (a tap, or a scale-style drag); without a visible
/// thumbnail the viewer fades out. `dismissed` is reported when the animation completes, then the viewer is
/// dismissed (`dismissViewControllerAnimated:NO`). KSPhotoBrowser's `bounces` spring variants and the
/// corner-radius mask are not modelled.
extension PhotoBrowser {
    /// Shows the viewer: grows the image out of its thumbnail when `animated` and the thumbnail is on the
    /// screen; fades in when `animated` without one; at once otherwise.
    func presentFromThumbnail(animated: Bool) {
        guard animated, let page = currentPage else {
            phase = .presented
            return
        }
        phase = .presenting
        let duration = DismissThresholds.animationDuration
        guard let thumbnail = gallery?.thumbnailRectInWindow(currentIndex), page.hasImage else {
            view.alpha = 0
            UIView.animate(
                withDuration: duration, animations: { self.view.alpha = 1 },
                completion: { [weak self] finished in if finished { self?.phase = .presented } })
            return
        }
        page.detachImage()
        let final = page.imageView.frame
        page.imageView.frame = page.convert(thumbnail, from: nil)
        view.backgroundColor = .black(alpha: 0)
        UIView.animate(
            withDuration: duration,
            animations: {
                page.imageView.frame = final
                self.view.backgroundColor = .black
            },
            completion: { [weak self] finished in
                guard finished, let self else { return }
                page.reattachImage()
                phase = .presented
            })
    }

    /// KSPhotoBrowser `showDismissalAnimation`: back into the thumbnail, or a fade without one; then `dismissed`.
    func dismissToThumbnail() {
        stopAnimations()
        phase = .dismissing
        let duration = DismissThresholds.animationDuration
        let index = currentIndex
        guard let page = currentPage, page.hasImage, let thumbnail = gallery?.thumbnailRectInWindow(index) else {
            UIView.animate(
                withDuration: duration, animations: { self.view.alpha = 0 },
                completion: { [weak self] finished in if finished { self?.finishDismissal() } })
            return
        }
        page.stopMotion()
        page.detachImage()
        gallery?.setThumbnailHidden(true, at: index)
        let target = page.convert(thumbnail, from: nil)
        UIView.animate(
            withDuration: duration,
            animations: {
                page.imageView.frame = target
                self.view.backgroundColor = .clear
            },
            completion: { [weak self] finished in if finished { self?.finishDismissal() } })
    }

    /// Stops the running presentation or cancellation where it is (its completion gets false).
    private func stopAnimations() {
        view.layer.removeAllAnimations()
        currentPage?.imageView.layer.removeAllAnimations()
    }

    /// The end of every dismissal: shows the thumbnail again, reports `dismissed`, and goes away.
    func finishDismissal() {
        phase = .dismissed
        gallery?.setThumbnailHidden(false, at: currentIndex)
        lab.report("dismissed")
        gallery?.browserDidDismiss(self)
    }

    /// Whether a presentation, dismissal or cancellation animation is running.
    var isAnimating: Bool {
        switch phase {
        case .presenting, .cancelling, .dismissing: true
        case .presented, .dragging, .dismissed: false
        }
    }
}
