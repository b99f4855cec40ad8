import Foundation
import GestureUIKit

/// `PhotoLayout` in the kit's geometry (Foundation's CG types), for `PhotoView`.
extension PhotoLayout {
    /// The layout of an image of `imageSize` pixels on a page of `pageSize` points; nil size → placeholder.
    init(imageSize: CGSize?, pageSize: CGSize) {
        self.init(
            pixelSize: imageSize.map { CGSize(width: Double($0.width), height: Double($0.height)) },
            pageSize: CGSize(width: Double(pageSize.width), height: Double(pageSize.height)))
    }

    /// `imageFrame` as a CGRect.
    var imageViewFrame: CGRect {
        CGRect(x: imageFrame.minX, y: imageFrame.minY, width: imageFrame.width, height: imageFrame.height)
    }

    /// `contentSize` as a CGSize.
    var scrollContentSize: CGSize { CGSize(width: contentSize.width, height: contentSize.height) }
}
