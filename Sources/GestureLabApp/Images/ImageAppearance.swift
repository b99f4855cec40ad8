import GestureUIKit

/// What to draw for an image this frame.
enum ImageAppearance {
    /// Not decoded yet: a dark placeholder and a spinner.
    case loading
    /// Textures to draw (possibly a lower level than wanted while the sharper one decodes).
    case ready(TiledTexture)
    /// Can't be shown: an error card with the file name and the reason.
    case failed(name: String, reason: String)
}

/// Supplies image textures to the display-list renderer (the texture cache; a stub in tests).
protocol ImageTextureProvider: AnyObject {
    /// The textures for `image` drawn with a longest side of `shownPixelSize` pixels on screen; asks for a
    /// sharper decode when the best one held is smaller.
    func appearance(of image: ImageHandle, shownPixelSize: Double) -> ImageAppearance
    /// Width / height of `image` when known from its header (an aspect-filled image is shown larger than its
    /// rectangle, and its decode must cover the part that overflows).
    func aspectRatio(of image: ImageHandle) -> Double?
    /// A count that changes whenever `appearance(of:shownPixelSize:)` may answer differently for the same image and
    /// size (a texture installed or evicted); nil when the provider can't tell, and then nothing drawn with it is
    /// kept between frames (`BackdropCache`).
    var contentGeneration: Int? { get }
    /// A count that changes whenever the answer for any of `images` may (a narrower `contentGeneration`); nil when
    /// the provider can't tell.
    func contentGeneration(of images: [ImageHandle]) -> Int?
    /// Asks for images not shown now (hidden under an opaque fill) when nothing shown is still waiting for its
    /// pixels; does nothing by default.
    func prefetch(_ requests: [(image: ImageHandle, shownPixelSize: Double)])
}

extension ImageTextureProvider {
    func aspectRatio(of image: ImageHandle) -> Double? { nil }
    var contentGeneration: Int? { nil }
    func contentGeneration(of images: [ImageHandle]) -> Int? { contentGeneration }
    func prefetch(_ requests: [(image: ImageHandle, shownPixelSize: Double)]) {}
}
