import GestureCore

/// The presentation and dismissal animations, as KSPhotoBrowser `showPresentationAnimation` and
/// `showDismissalAnimation`.
///
/// Presentation: the image's frame animates from the thumbnail (converted into the page's coordinates) to its
/// fitted frame while the black background fades in, over `kAnimationDuration` (0.33 s) ease-in-out; without a
/// thumbnail on the screen the whole viewer fades in. Dismissal: the reverse, from wherever the image is (a tap,
/// or a scale-style drag); without a visible thumbnail the viewer fades out. `dismissed` is emitted when the
/// animation completes. KSPhotoBrowser's `bounces` spring variants and the corner-radius mask are not modelled.
extension PhotoBrowser {
    /// Shows the viewer: grows the image out of `thumbnail` (window coordinates) when given and `animated`;
    /// fades in when `animated` without a thumbnail; at once otherwise.
    func present(from thumbnail: Rect?, animated: Bool) {
        guard animated, let page = currentPage else {
            phase = .presented
            return
        }
        phase = .presenting
        let duration = DismissThresholds.animationDuration
        guard let thumbnail, page.hasImage else {
            root.alpha = 0
            animation = context.window.animator.animate(
                duration: duration, curve: .easeInOut,
                update: { [weak self] p in
                    self?.root.alpha = p
                },
                completion: { [weak self] finished in
                    if finished { self?.phase = .presented }
                })
            return
        }
        page.detachImage()
        let final = page.imageView.frame
        let start = page.convert(thumbnail, from: nil)
        page.imageView.frame = start
        setBackgroundAlpha(0)
        animation = context.window.animator.animate(
            duration: duration, curve: .easeInOut,
            update: { [weak self] p in
                page.imageView.frame = Rect.interpolate(start, final, p)
                self?.setBackgroundAlpha(p)
            },
            completion: { [weak self] finished in
                guard finished, let self else { return }
                page.reattachImage()
                phase = .presented
            })
    }

    /// KSPhotoBrowser `showDismissalAnimation`: back into the thumbnail, or a fade without one; then `dismissed`.
    func dismiss() {
        if let running = animation {
            animation = nil
            context.window.animator.cancel(running)
        }
        phase = .dismissing
        let duration = DismissThresholds.animationDuration
        let index = currentIndex
        guard let page = currentPage, page.hasImage, let thumbnail = host?.thumbnailRect(for: index) else {
            let startAlpha = root.alpha
            animation = context.window.animator.animate(
                duration: duration, curve: .easeInOut,
                update: { [weak self] p in
                    self?.root.alpha = Window.interpolate(startAlpha, 0, p)
                },
                completion: { [weak self] finished in
                    if finished { self?.finishDismissal() }
                })
            return
        }
        page.stopMotion()
        page.detachImage()
        host?.setThumbnailHidden(true, at: index)
        let start = page.imageView.frame
        let target = page.convert(thumbnail, from: nil)
        let startAlpha = backgroundAlpha
        animation = context.window.animator.animate(
            duration: duration, curve: .easeInOut,
            update: { [weak self] p in
                page.imageView.frame = Rect.interpolate(start, target, p)
                self?.setBackgroundAlpha(Window.interpolate(startAlpha, 0, p))
            },
            completion: { [weak self] finished in
                if finished { self?.finishDismissal() }
            })
    }

    /// The end of every dismissal: shows the thumbnail again, reports `dismissed`, and lets the host remove us.
    func finishDismissal() {
        animation = nil
        phase = .dismissed
        host?.setThumbnailHidden(false, at: currentIndex)
        context.emit("dismissed")
        host?.browserDidDismiss(self)
    }

    /// The black background's alpha (KSPhotoBrowser sets `self.view.backgroundColor` to black with this alpha).
    var backgroundAlpha: Double { root.backgroundColor?.alpha ?? 0 }

    func setBackgroundAlpha(_ alpha: Double) {
        root.backgroundColor = Color.black.withAlpha(min(max(alpha, 0), 1))
    }
}

extension Rect {
    /// Linear interpolation of origin and size: a + (b − a)·t.
    static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(
            x: Window.interpolate(a.minX, b.minX, t), y: Window.interpolate(a.minY, b.minY, t),
            width: Window.interpolate(a.width, b.width, t), height: Window.interpolate(a.height, b.height, t))
    }
}
