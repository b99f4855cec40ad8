/// A view that shows one image scaled to its bounds, as UIImageView with scaleToFill.
///
/// The core knows only the image's handle and pixel size; the front end decodes and draws the pixels.
open class ImageView: View {
    public var image: ImageHandle?

    open override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        if let image { context.image(image, in: bounds) }
    }
}
