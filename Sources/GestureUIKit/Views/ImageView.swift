/// A view that shows one image in its bounds, as UIImageView.
///
/// The core knows only the image's handle; the front end decodes the pixels and applies `contentMode`.
open class ImageView: View {
    /// The image shown, nil for none (UIImageView.image).
    public var image: ImageHandle?
    /// UIImageView's default is scaleToFill.
    public var contentMode = ImageContentMode.scaleToFill

    open override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        if let image { context.image(image, in: bounds, contentMode: contentMode) }
    }
}
