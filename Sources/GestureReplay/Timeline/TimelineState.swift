/// What a timeline row shows at a moment: a recognizer state, or parked waiting for a failure requirement.
///
/// Model-free (the names are the report's state names), so a timeline can be built from a report, the replay's
/// diagnostics or the window's panels alike. The colours are the panels' lane colours.
package enum TimelineState: String, Sendable, CaseIterable, Equatable {
    /// Not recognizing (the lane's background).
    case possible
    /// Asked to begin, parked until its failure requirements fail.
    case waiting
    /// A continuous recognizer began, or a discrete one recognized as began.
    case began
    /// A continuous recognizer changed.
    case changed
    /// Recognized (discrete) or finished (continuous).
    case ended
    /// Cancelled.
    case cancelled
    /// Failed.
    case failed

    /// Ended, cancelled and failed are instants: the recognizer is reset to possible at once.
    package var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// The colour as `#RRGGBB`: the panels' lane colours.
    package var color: String {
        switch self {
        case .possible: "#6E6E76"
        case .waiting: "#FFCC00"
        case .began: "#30D158"
        case .changed: "#64D2FF"
        case .ended: "#BF5AF2"
        case .cancelled: "#FF9F0A"
        case .failed: "#FF453A"
        }
    }
}
