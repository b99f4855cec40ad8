import Foundation

extension UISheetPresentationController {
    /// UIKit's `UISheetPresentationController.Detent` (iOS 15): a height the sheet rests at.
    ///
    /// Heights, for a container `h` points tall (device geometry, not read in the decompile, M): `.large()` has
    /// its top `largeTopInset` (57 pt: the 47 pt status-bar safe area of a 390x844 iPhone plus UIKit's 10 pt gap)
    /// below the top of the screen; `.medium()` is half the container's height. Deviation: no custom detents.
    public final class Detent: Hashable, Sendable {
        /// `UISheetPresentationController.Detent.Identifier`: names a detent (`selectedDetentIdentifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// `rawValue`.
            public let rawValue: String
            /// `init(rawValue:)`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// `.medium`.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// `.large`.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// `identifier` (iOS 16).
        public let identifier: Identifier

        private init(identifier: Identifier) { self.identifier = identifier }

        /// `medium()`: about half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// `large()`: the full-height sheet.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// Points from the top of the screen to the large sheet's top.
        static let largeTopInset: CGFloat = 57

        /// The sheet's height at this detent in a container `containerHeight` points tall.
        func height(in containerHeight: CGFloat) -> CGFloat {
            identifier == .medium
                ? (containerHeight / 2).rounded() : containerHeight - Self.largeTopInset
        }

        /// `isEqual(_:)`: the same identifier.
        public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }
        /// `hash`: by identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }
}
