import Foundation

/// UIKit's `UIImage`, as far as a gesture conflict needs it: a size to lay out from and a picture to draw.
///
/// The core never decodes pixels; an image is drawn by the front end from the run's image list. So an image
/// the window can draw comes from `LabContext.image(at:)` (one of the run's `--images`). Deviation:
/// `UIImage(contentsOfFile:)` only checks that the file exists; its `size` is zero and it is not drawn unless the
/// path is one of the run's images (then use `lab.image(at:)`).
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

    /// `UIImage(contentsOfFile:)`: nil when there is no such file.
    public convenience init?(contentsOfFile path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        self.init(path: path, size: .zero, handle: nil)
    }

    /// `isEqual(_:)` (NSObject): the same image object (identity).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
