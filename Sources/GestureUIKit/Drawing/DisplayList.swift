import Foundation
/// An image the scene shows: by its index in the scene's image list, or by a file outside it.
///
/// The core never sees pixels: the front end maps a handle to a file, decodes it at the size shown and
/// draws it. Scenes lay out from `ImageInfo.pixelSize` only.
package struct ImageHandle: Hashable, Sendable {
    /// The index in the scene's image list; -1 for a file handle.
    package var index: Int
    /// The absolute path of an image file that is not one of the run's images (`UIImage(contentsOfFile:)`,
    /// `UIImage(named:)`); nil for the run's images. The front end decodes it as it decodes the run's images.
    package var file: String?
    /// The handle of image `index`.
    package init(_ index: Int) { self.index = index }
    /// The handle of the image file at `path` (absolute), outside the run's images.
    package init(file path: String) {
        index = -1
        file = path
    }
}

/// How an image fills its rectangle, as UIView.ContentMode's scaling modes.
package enum ImageContentMode: Sendable {
    /// Stretched to the rectangle.
    case scaleToFill
    /// Scaled, keeping its aspect, to cover the rectangle; the overflow is cropped (thumbnails).
    case scaleAspectFill
    /// Scaled, keeping its aspect, to fit inside the rectangle, centred.
    case scaleAspectFit
}

/// Horizontal placement of a line of text inside its rectangle.
package enum TextAlignment: Sendable { case left, center, right }

/// One drawing instruction, in device points.
///
/// Every shape is given in its own local rectangle plus `transform`, the map from those local coordinates to
/// the screen's points; the front end multiplies by the device scale to get pixels.
package enum DrawCommand: Equatable, Sendable {
    /// A solid, optionally rounded, rectangle.
    case fill(CGRect, transform: CGAffineTransform, color: Color, cornerRadius: Double)
    /// A rectangle's outline.
    case stroke(CGRect, transform: CGAffineTransform, color: Color, lineWidth: Double)
    /// An image in `rect` by `contentMode`. The front end knows the pixels, so it does the aspect arithmetic.
    case image(ImageHandle, rect: CGRect, transform: CGAffineTransform, alpha: Double, contentMode: ImageContentMode)
    /// A soft shadow cast by `rect`, fading over `radius` points.
    case shadow(CGRect, transform: CGAffineTransform, color: Color, radius: Double)
    /// One line of text, vertically centred in `rect`.
    case text(
        String, rect: CGRect, transform: CGAffineTransform, size: Double, bold: Bool, color: Color,
        alignment: TextAlignment)
    /// A filled disc (touch indicators, page dots).
    case circle(center: CGPoint, radius: Double, color: Color)
    /// A line segment in screen points (velocity vectors, trails).
    case line(from: CGPoint, to: CGPoint, width: Double, color: Color)
    /// An activity spinner at `phase` (0...1 of a turn), drawn while an image loads.
    case spinner(center: CGPoint, radius: Double, phase: Double)
    /// Restricts drawing to the intersection of the current clip and `rect` (screen points) until `popClip`.
    case pushClip(CGRect)
    case popClip
}

/// The frame's drawing, built by walking the view tree; the front end draws it in order.
package struct DisplayList: Sendable {
    /// The commands, in drawing order.
    package private(set) var commands: [DrawCommand] = []

    /// An empty list.
    package init() {}

    /// Adds `command` after the others.
    package mutating func append(_ command: DrawCommand) { commands.append(command) }

    /// Empties the list but keeps its storage, so a steady frame allocates nothing.
    package mutating func removeAll() { commands.removeAll(keepingCapacity: true) }
}
