import Foundation

/// UIKit's `UIImage`, as far as a gesture conflict needs it: a size to lay out from and a picture to draw.
///
/// The core never decodes pixels: an image is drawn by the front end, through the display list, with the decoder the
/// run's photos use (JPEG through libturbojpeg with DCT scaling, PNG, GIF, WebP and BMP through SDL_image). An image
/// comes from `LabContext.image(at:)` (one of the run's `--images`), from a file (`UIImage(contentsOfFile:)`), or
/// by name from the running executable's resource bundles (`UIImage(named:)`). Its `size` is the file's upright
/// pixel size read from the header in pure Swift (see `ImageFileHeader`), in points at `scale` 1.
public final class UIImage: Hashable {
    /// `size`, in points (the pixel size at scale 1).
    public let size: CGSize
    /// The file the image came from.
    public let path: String
    package let handle: ImageHandle?

    init(path: String, size: CGSize, handle: ImageHandle?) {
        self.path = path
        self.size = size
        self.handle = handle
    }

    /// `UIImage(contentsOfFile:)`: the image in the file at `path` (relative to the current directory when not
    /// absolute), with the file's size; nil for a missing file, a folder, or a file that is not a JPEG, PNG, GIF,
    /// BMP or WebP image (a text file, a truncated JPEG), as UIKit returns nil for what it can't read.
    public convenience init?(contentsOfFile path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue,
            let size = ImageFileHeader.pixelSize(ofFile: absolute)
        else { return nil }
        self.init(path: absolute, size: size, handle: ImageHandle(file: absolute))
    }

    /// `scale`: 1 (a file's pixels are its points).
    public var scale: CGFloat { 1 }

    /// `isEqual(_:)` (NSObject): the same image object (identity).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
