/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Points (CGSize.width).
    public var width: Double
    /// Points (CGSize.height).
    public var height: Double

    /// A size of `width`×`height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of `width`×`height` points, unlabelled.
    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    /// No width and no height (CGSize.zero).
    public static let zero = Size(width: 0, height: 0)

    /// Both dimensions times `k`.
    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }

    /// `WxH` with short numbers, for reasons and logs.
    public var description: String { "\(width.compact)x\(height.compact)" }
}
