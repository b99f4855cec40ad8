import Foundation
import GestureCore

/// UIKit's `UIView.ContentMode`, the scaling modes an image view draws with.
extension UIView {
    /// `UIView.ContentMode`: only the scaling modes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill
    }
}

/// UIKit's `UIImageView`. Not interactive by default, as in UIKit.
open class UIImageView: UIView {
    private var imageView: ImageView { backing as? ImageView ?? ImageView() }

    override class func makeBacking(frame: Rect) -> View {
        let view = ImageView(frame: frame)
        view.isUserInteractionEnabled = false
        return view
    }

    /// Hooks not forwarded, as for `UILabel`.
    override class var answersHooks: Bool { false }

    /// `UIImageView(image:)`: sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    private var storedImage: UIImage?

    /// `image`: one of the run's images (`LabContext.image(at:)`), or a file's (`UIImage(contentsOfFile:)`,
    /// `UIImage(named:)`), drawn by `contentMode`.
    ///
    /// A computed property over stored state, not a `didSet`: Swift runs no observer for a property set in its own
    /// class's initializers, so `UIImageView(image:)` left the core view without its image (a black banner).
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            imageView.image = newValue?.handle
        }
    }

    /// `contentMode` (default scaleToFill).
    open var contentMode: ContentMode {
        get {
            switch imageView.contentMode {
            case .scaleToFill: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            }
        }
        set {
            switch newValue {
            case .scaleToFill: imageView.contentMode = .scaleToFill
            case .scaleAspectFit: imageView.contentMode = .scaleAspectFit
            case .scaleAspectFill: imageView.contentMode = .scaleAspectFill
            }
        }
    }
}
