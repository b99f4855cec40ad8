import Foundation

/// What a `LabScene` is given: its option values, a place to report actions, the device and the images.
public final class LabContext {
    /// `device`: the screen in points.
    public let device: CGSize
    private let values: () -> [String: String]
    private let sink: (String, Double?) -> Void
    /// The number of the run's images, without reading any of them (a gallery of 10,000 files). No UIKit
    /// equivalent (the lab's own, like `images`, whose `count` reads every image's header).
    public let imageCount: Int
    let imageInfo: (Int) -> (name: String, pixelSize: CGSize?)
    /// Why image N could not be read, if it could not (the host's catalog; nil when readable).
    let imageError: (Int) -> String?

    /// Made by the scene host: `values` reads the live option values, `sink` records an action; `imageError`
    /// says why an image could not be read (default: every image is readable).
    public init(
        device: CGSize, values: @escaping () -> [String: String], report sink: @escaping (String, Double?) -> Void,
        imageCount: Int, imageInfo: @escaping (Int) -> (name: String, pixelSize: CGSize?),
        imageError: @escaping (Int) -> String? = { _ in nil }
    ) {
        self.imageError = imageError
        self.device = device
        self.values = values
        self.sink = sink
        self.imageCount = imageCount
        self.imageInfo = imageInfo
    }

    /// The refusal of an option value the scene can't start with (`reject(option:value:because:)`), which the
    /// host turns into a bad-option error.
    @_spi(GestureLabHost) public var rejection: String?

    /// Refuses `value` for option `key` (a photo index past the last image): the host reports "invalid value
    /// 'V' for option 'K'; REASON" as a bad option (exit 2 on the command line) instead of showing the scene, or
    /// refuses a live change. No UIKit equivalent (the lab's own).
    public func reject(option key: String, value: String, because reason: String) {
        rejection = "invalid value '\(value)' for option '\(key)'; \(reason)"
    }

    /// `option(_:)`: the option's current value (its default when not set; empty for an unknown key).
    public func option(_ key: String) -> String { values()[key] ?? "" }

    /// `report(_:value:)`: an action in the report and the panels, at the current virtual time. A numeric
    /// `value` is the action's value; any other is appended to the name (`action=value`), since report values
    /// are numbers.
    public func report(_ action: String, value: String? = nil) {
        guard let value else { return sink(action, nil) }
        if let number = Double(value) {
            sink(action, number)
        } else {
            sink("\(action)=\(value)", nil)
        }
    }

    /// `images`: the names of the run's images (`--images`, a script's `images` line), in order. Reading it
    /// reads every image's header; prefer `image(at:)` for large folders.
    public var images: [String] { (0..<imageCount).map { imageInfo($0).name } }

    /// Image `index` of the run, drawable by a `UIImageView`; nil when out of range or unreadable.
    public func image(at index: Int) -> UIImage? {
        guard index >= 0, index < imageCount else { return nil }
        let info = imageInfo(index)
        guard let size = info.pixelSize else { return nil }
        return UIImage(path: info.name, size: size, handle: ImageHandle(index))
    }
}
