import Foundation

extension UITouch {
    /// UIKit's `UITouch.TouchType`: what made the touch.
    public enum TouchType: Int, CaseIterable, Sendable {
        /// `direct`: a finger on the screen.
        case direct
        /// `indirect`: a touch not on the screen (a remote's surface).
        case indirect
        /// `pencil`: Apple Pencil.
        case pencil
        /// `indirectPointer`: a mouse or trackpad pointer (iOS 13.4).
        case indirectPointer
    }

    /// UIKit's `UITouch.Properties`: the properties of a touch that can arrive estimated and be updated later.
    public struct Properties: OptionSet, Hashable, Sendable {
        /// The set's bits (UIKit's values).
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// `azimuth`.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `altitude`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `location`.
        public static let location = Properties(rawValue: 1 << 3)
        /// `roll` (iOS 17.5).
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// `type`. Deviation: always `.direct`; a mouse drag in the window is delivered as a finger, not as
    /// `.indirectPointer`.
    public var type: TouchType {
        reportDeviation(.touchType)
        return .direct
    }

    /// `preciseLocation(in:)`. Deviation: the same as `location(in:)`; the kit's input has no sub-point precision
    /// beyond what `location(in:)` already carries.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        reportDeviation(.touchPreciseLocation)
        return location(in: view)
    }

    /// `precisePreviousLocation(in:)`. Deviation: the same as `previousLocation(in:)`.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        reportDeviation(.touchPrecisePreviousLocation)
        return previousLocation(in: view)
    }

    /// `majorRadius`: the radius of the contact, in points. Deviation: a constant 20 pt (a fingertip); the input
    /// reports no contact size.
    public var majorRadius: CGFloat {
        reportDeviation(.touchMajorRadius)
        return 20
    }

    /// `majorRadiusTolerance`. Deviation: a constant 5 pt, to go with the constant `majorRadius`.
    public var majorRadiusTolerance: CGFloat {
        reportDeviation(.touchMajorRadiusTolerance)
        return 5
    }

    /// `force`. Deviation: always 0 (no pressure input), as UIKit reports on devices without 3D Touch.
    public var force: CGFloat {
        reportDeviation(.touchForce)
        return 0
    }

    /// `maximumPossibleForce`. Deviation: always 0 (no pressure input).
    public var maximumPossibleForce: CGFloat {
        reportDeviation(.touchMaximumPossibleForce)
        return 0
    }

    /// `altitudeAngle`: for a finger UIKit reports π/2 (perpendicular to the screen), as here.
    public var altitudeAngle: CGFloat { .pi / 2 }

    /// `azimuthAngle(in:)`. Deviation: always 0; a finger has no azimuth (UIKit's value is meaningful for
    /// Apple Pencil only).
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        reportDeviation(.touchAzimuthAngle)
        return 0
    }

    /// `azimuthUnitVector(in:)`. Deviation: always (1, 0), the direction of azimuth 0.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        reportDeviation(.touchAzimuthUnitVector)
        return CGVector(dx: 1, dy: 0)
    }

    /// `rollAngle` (iOS 17.5). Deviation: always 0; a finger has no roll (Apple Pencil Pro only).
    public var rollAngle: CGFloat {
        reportDeviation(.touchRollAngle)
        return 0
    }

    /// `estimatedProperties`: empty, since nothing about a finger is estimated here.
    public var estimatedProperties: Properties { [] }

    /// `estimatedPropertiesExpectingUpdates`: empty (no updates ever come).
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// `estimationUpdateIndex`: nil, as UIKit's for a touch with no estimated properties.
    public var estimationUpdateIndex: NSNumber? { nil }
}
