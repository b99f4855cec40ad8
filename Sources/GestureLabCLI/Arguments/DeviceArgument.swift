import ArgumentParser
import GestureScript

/// `--device`: `WxH[@S]` (points and scale, such as `390x844@3`), or `fit[@S]` (the window's area).
///
/// `fit` is one point a window pixel; `fit@2` two pixels a point (S from 0.5 to 4). Only `gesturelab run` takes
/// `fit`: `replay` has no window (`Replay.validate()` says so).
enum DeviceArgument: ExpressibleByArgument, Equatable {
    /// A device of this size and scale.
    case size(DeviceSpec)
    /// The window's area, at `scale` output pixels per point.
    case fit(scale: Double)

    /// The fitted scales allowed: below half a pixel a point nothing is legible, above four nothing fits.
    static let fitScales: ClosedRange<Double> = 0.5...4

    init?(argument: String) {
        if argument == "fit" {
            self = .fit(scale: 1)
        } else if argument.hasPrefix("fit@") {
            guard let scale = Double(argument.dropFirst(4)), Self.fitScales.contains(scale) else { return nil }
            self = .fit(scale: scale)
        } else if let device = DeviceSpec.parse(argument) {
            self = .size(device)
        } else {
            return nil
        }
    }

    /// The device when it is a size; nil for `fit`.
    var device: DeviceSpec? {
        if case .size(let device) = self { device } else { nil }
    }

    /// Output pixels per point when it is `fit`; nil for a size.
    var fitScale: Double? {
        if case .fit(let scale) = self { scale } else { nil }
    }
}
