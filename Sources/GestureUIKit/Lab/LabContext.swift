import Foundation
import GestureCore

/// What a `LabScene` is given: its option values, a place to report actions, the device and the images.
public final class LabContext {
    /// `device`: the screen in points.
    public let device: CGSize
    private let values: () -> [String: String]
    private let sink: (String, Double?) -> Void
    private let imageCount: Int
    private let imageInfo: (Int) -> (name: String, pixelSize: CGSize?)

    /// Made by the scene host: `values` reads the live option values, `sink` records an action.
    public init(
        device: CGSize, values: @escaping () -> [String: String], report sink: @escaping (String, Double?) -> Void,
        imageCount: Int, imageInfo: @escaping (Int) -> (name: String, pixelSize: CGSize?)
    ) {
        self.device = device
        self.values = values
        self.sink = sink
        self.imageCount = imageCount
        self.imageInfo = imageInfo
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
