import Foundation
import GestureUIKit

/// An image a scene shows: its file name and pixel size, or why it could not be read.
///
/// Scenes lay out from sizes only; pixels stay in the front end.
public struct ImageInfo: Sendable, Equatable {
    /// The file name.
    public var name: String
    /// Pixels, after EXIF orientation; nil when the image could not be read.
    public var pixelSize: CGSize?
    /// Why the image could not be read; nil when it was.
    public var error: String?

    /// The image `name`, `pixelSize` pixels, or the `error` reading it.
    public init(name: String, pixelSize: CGSize?, error: String? = nil) {
        self.name = name
        self.pixelSize = pixelSize
        self.error = error
    }
}

/// The images a scene may show, read lazily: a folder of 10,000 images costs nothing until one is shown.
public final class ImageCatalog {
    /// How many images there are.
    public let count: Int
    private let loader: (Int) -> ImageInfo
    private var cache: [Int: ImageInfo] = [:]
    /// Indices whose info has been read, in the order they were first read.
    public private(set) var loadedIndices: [Int] = []

    /// `loader` reads image `index`'s header; it is called at most once per index.
    public init(count: Int, loader: @escaping (Int) -> ImageInfo) {
        self.count = count
        self.loader = loader
    }

    /// A catalog of images already read.
    public convenience init(_ infos: [ImageInfo]) {
        self.init(count: infos.count) { infos[$0] }
    }

    /// Image `index`'s name and size, read on first use; an error entry for an index out of range.
    public func info(at index: Int) -> ImageInfo {
        if let cached = cache[index] { return cached }
        guard index >= 0, index < count else {
            return ImageInfo(name: "#\(index)", pixelSize: nil, error: "no image \(index)")
        }
        let info = loader(index)
        cache[index] = info
        loadedIndices.append(index)
        return info
    }

    /// Every image that can't be read, in order, reading each header not read yet (one file read per image): the
    /// replay report's `errors` lists every image the run was given, shown or not.
    public var unreadableImages: [(index: Int, info: ImageInfo)] {
        (0..<count).compactMap { index in
            let info = info(at: index)
            return info.error == nil ? nil : (index, info)
        }
    }

    /// The images read so far that could not be read.
    public var errors: [(index: Int, info: ImageInfo)] {
        loadedIndices.compactMap { index in
            guard let info = cache[index], info.error != nil else { return nil }
            return (index, info)
        }
    }
}

/// A named outcome of a scene (`dismissed`, `pageChanged` 2), with its virtual time.
public struct SceneAction: Sendable, Equatable {
    /// Seconds of virtual time.
    public var time: Double
    /// The action's name (`pageChanged`).
    public var name: String
    /// Its value, when it has one (the page).
    public var value: Double?

    /// An action `name` at `time`, with its value if any.
    public init(time: Double, name: String, value: Double? = nil) {
        self.time = time
        self.name = name
        self.value = value
    }
}

/// One scroll view's state for the report and the panels.
public struct ScrollViewReport: Sendable, Equatable {
    /// The scroll view's name.
    public var name: String
    /// UIScrollView.contentOffset.
    public var contentOffset: CGPoint
    /// UIScrollView.contentSize.
    public var contentSize: CGSize
    /// UIScrollView.zoomScale.
    public var zoomScale: Double
    /// Paging scroll views only.
    public var page: Int?
    /// UIScrollView.isDragging.
    public var dragging: Bool
    /// UIScrollView.isDecelerating.
    public var decelerating: Bool

    /// A scroll view's state.
    public init(
        name: String, contentOffset: CGPoint, contentSize: CGSize, zoomScale: Double, page: Int?,
        dragging: Bool, decelerating: Bool
    ) {
        self.name = name
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.zoomScale = zoomScale
        self.page = page
        self.dragging = dragging
        self.decelerating = decelerating
    }
}

/// What a scene is given: the window (device screen) it builds in, its images, and where its actions go.
public final class SceneContext {
    /// The window the scene builds in: the device's screen.
    public let window: UIWindow
    /// The images the scene may show.
    public let images: ImageCatalog
    /// Every action reported so far, in order.
    public private(set) var actions: [SceneAction] = []
    /// Called for each action as it happens (the app's log, the recorder).
    public var onAction: ((SceneAction) -> Void)?

    /// A context building in `window` with `images`.
    public init(window: UIWindow, images: ImageCatalog) {
        self.window = window
        self.images = images
    }

    /// Records a named outcome at the window's current time.
    public func emit(_ name: String, value: Double? = nil) {
        let action = SceneAction(time: window.now, name: name, value: value)
        actions.append(action)
        onAction?(action)
    }
}
