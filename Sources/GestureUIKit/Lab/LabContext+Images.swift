import Foundation

extension LabContext {
    /// Image `index` for a grid of thumbnails: drawn by a `UIImageView` (square crops with
    /// `.scaleAspectFill`) without reading the file now, so a large folder opens at once.
    ///
    /// No UIKit equivalent: an app's photo grid gets thumbnails from PHImageManager. Deviation from
    /// `image(at:)`: the `size` is zero (unknown until the file is read); an unreadable file draws nothing.
    public func thumbnail(at index: Int) -> UIImage? {
        guard index >= 0, index < imageCount else { return nil }
        return UIImage(path: "", size: .zero, handle: ImageHandle(index))
    }

    /// Why image `index` can't be shown (`not a JPEG or PNG file`, a missing file), or nil when it can: an app
    /// shows an error in its place and goes on, as `UIImage(contentsOfFile:)` returning nil lets it.
    ///
    /// No UIKit equivalent (the lab's own). Reads the image's header.
    public func imageLoadError(at index: Int) -> String? {
        guard index >= 0, index < imageCount else { return "no image \(index)" }
        if let error = imageError(index) { return error }
        return imageInfo(index).pixelSize == nil ? "no image size" : nil
    }

    /// The file name of image `index` (as given: a path), or an empty string out of range. Reads its header.
    public func imageName(at index: Int) -> String {
        guard index >= 0, index < imageCount else { return "" }
        return imageInfo(index).name
    }
}
