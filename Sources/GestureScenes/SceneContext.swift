import GestureCore

/// An image a scene shows: its file name and pixel size, or why it could not be read.
///
/// Scenes lay out from sizes only; pixels stay in the front end.
public struct ImageInfo: Sendable, Equatable {
    public var name: String
    /// Pixels, after EXIF orientation; nil when the image could not be read.
    public var pixelSize: Size?
    public var error: String?

    public init(name: String, pixelSize: Size?, error: String? = nil) {
        self.name = name
        self.pixelSize = pixelSize
        self.error = error
    }
}

/// A named outcome of a scene (`dismissed`, `pageChanged` 2), with its virtual time.
public struct SceneAction: Sendable, Equatable {
    public var time: Double
    public var name: String
    public var value: Double?

    public init(time: Double, name: String, value: Double? = nil) {
        self.time = time
        self.name = name
        self.value = value
    }
}

/// One scroll view's state for the report and the panels.
public struct ScrollViewReport: Sendable, Equatable {
    public var name: String
    public var contentOffset: Point
    public var contentSize: Size
    public var zoomScale: Double
    /// Paging scroll views only.
    public var page: Int?
    public var dragging: Bool
    public var decelerating: Bool

    public init(name: String, contentOffset: Point, contentSize: Size, zoomScale: Double, page: Int?,
                dragging: Bool, decelerating: Bool) {
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
    public let window: Window
    public let images: [ImageInfo]
    public private(set) var actions: [SceneAction] = []
    /// Called for each action as it happens (the app's log, the recorder).
    public var onAction: ((SceneAction) -> Void)?

    public init(window: Window, images: [ImageInfo]) {
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
