import Foundation

/// Core Graphics' `CGVector`: a two-dimensional vector (Foundation on Linux has none). The kit hands it out as
/// `UITouch.azimuthUnitVector(in:)`.
public struct CGVector: Hashable, Sendable {
    /// `dx`: the x component.
    public var dx: CGFloat
    /// `dy`: the y component.
    public var dy: CGFloat

    /// `CGVector(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// `CGVector.zero`.
    public static let zero = CGVector(dx: 0, dy: 0)
}
