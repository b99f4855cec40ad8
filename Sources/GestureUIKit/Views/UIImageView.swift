import Foundation

extension UIView {
    /// `UIView.ContentMode`: only the scaling modes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill
    }
}

/// UIKit's `UIImageView`: shows one image in its bounds with its `contentMode`. Not interactive by default, as
/// in UIKit.
///
/// The model knows only the image's handle; the front end decodes the pixels and applies `contentMode`.
open class UIImageView: UIView {
    /// `UIImageView(frame:)`: not interactive, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `UIImageView(image:)`: sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// `image`: drawn when it is one of the run's images (`LabContext.image(at:)`); a new image changes the
    /// intrinsic size.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `intrinsicContentSize`: the image's size, none without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
        return image.size
    }

    /// The image the renderer draws, set by the engine directly (no `UIImage`).
    package var imageHandle: ImageHandle?

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        guard let handle = image?.handle ?? imageHandle else { return }
        let mode: ImageContentMode =
            switch contentMode {
            case .scaleToFill: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            }
        context.image(handle, in: renderBounds, contentMode: mode)
    }
}
