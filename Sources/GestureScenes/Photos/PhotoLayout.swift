import Foundation
import GestureUIKit

/// Where a photo sits on its page at zoom scale 1, and how far it may zoom, as KSPhotoView `resizeImageView`.
///
/// The image fits the page's width: height = width · pixelHeight / pixelWidth. When that height fits in the
/// page it is centred vertically; otherwise it is top-aligned, so a long image shows its top and scrolls
/// (`// If image is very high, show top content.`). The content size is the image's size. The maximum zoom is
/// `kKSPhotoViewMaxScale` = 3, and for a wide image (width / height > 2) enough to fill the page's height when
/// that is more (`// If image is very wide, make sure user can zoom to fullscreen.`; KSPhotoView assigns
/// bounds.height / height unconditionally, which on a landscape page could drop below 1 and disable zooming, so
/// we keep the larger of the two). An image without a usable size gets KSPhotoView's placeholder box:
/// width × (2/3 · width), centred, not zoomable.
public struct PhotoLayout: Equatable, Sendable {
    /// `kKSPhotoViewMaxScale`.
    public static let maximumZoomScale = 3.0
    /// Width / height above which an image counts as wide (KSPhotoView: `width / height > 2`).
    public static let wideAspectRatio = 2.0

    /// The image view's frame in the page's content coordinates.
    public var imageFrame: CGRect
    /// The page's content size at zoom scale 1 (KSPhotoView: `contentSize = imageView.frame.size`).
    public var contentSize: CGSize
    /// How far this image may zoom: `kKSPhotoViewMaxScale`, or enough to fill the page for a wide image.
    public var maximumZoomScale: Double
    /// False for the placeholder (no image size).
    public var isZoomable: Bool
    /// Taller than the page: top-aligned, scrolls vertically.
    public var isLong: Bool

    /// The layout of an image of `pixelSize` on a page of `pageSize` points; nil size → placeholder.
    public init(pixelSize: CGSize?, pageSize: CGSize) {
        let width = pageSize.width
        guard let pixels = pixelSize, pixels.width > 0, pixels.height > 0, width > 0,
            pixels.width.isFinite, pixels.height.isFinite
        else {
            let height = width * 2 / 3
            imageFrame = CGRect(x: 0, y: (pageSize.height - height) / 2, width: width, height: height)
            contentSize = imageFrame.size
            maximumZoomScale = 1
            isZoomable = false
            isLong = false
            return
        }
        let height = width * pixels.height / pixels.width
        isLong = height > pageSize.height
        let y = isLong ? 0 : (pageSize.height - height) / 2
        imageFrame = CGRect(x: 0, y: y, width: width, height: height)
        contentSize = CGSize(width: width, height: height)
        var maximum = Self.maximumZoomScale
        if width / height > Self.wideAspectRatio, height > 0 {
            maximum = max(maximum, pageSize.height / height)
        }
        maximumZoomScale = maximum
        isZoomable = true
    }
}
