/// An arrow between two rows: one recognizer prevented another, or one waited for (required) another to fail.
///
/// Read from the report's reasons, which are a public contract (touch-script.md, "Report"): `excluded by X`,
/// `excluded by X, which had already begun` and `cancelled: excluded by X` say X prevented the row's recognizer;
/// `Failing due to recognition of X` and `... waiting for X, Y to fail` say the row's recognizer required X to fail.
public struct TimelineLink: Sendable, Equatable {
    /// Which relation the arrow shows.
    public enum Kind: String, Sendable, Equatable {
        /// `cause` began or recognized, and that excluded (failed or cancelled) `target`.
        case preventedBy = "prevented by"
        /// `target` requires `cause` to fail: it waited for it, or failed because `cause` recognized.
        case requiredToFail = "required to fail"
    }

    /// Seconds of virtual time.
    public var time: Double
    /// The recognizer the arrow starts from: the one that prevented, or the one required to fail.
    public var cause: String
    /// The recognizer the arrow points at: the one prevented, or the one that waits.
    public var target: String
    /// Prevented by, or required to fail.
    public var kind: Kind
    /// The reason as the report writes it.
    public var reason: String

    /// An arrow from `cause` to `target` at `time`.
    public init(time: Double, cause: String, target: String, kind: Kind, reason: String) {
        self.time = time
        self.cause = cause
        self.target = target
        self.kind = kind
        self.reason = reason
    }

    /// The arrows a reason implies for `target` at `time`: none for a reason that names no other recognizer.
    public static func links(time: Double, target: String, reason: String) -> [TimelineLink] {
        func link(_ cause: String, _ kind: Kind) -> TimelineLink {
            TimelineLink(time: time, cause: cause, target: target, kind: kind, reason: reason)
        }
        let prefixes: [(String, Kind)] = [
            ("Failing due to recognition of ", .requiredToFail),
            ("cancelled: excluded by ", .preventedBy),
            ("excluded by ", .preventedBy),
        ]
        for (prefix, kind) in prefixes where reason.hasPrefix(prefix) {
            var name = String(reason.dropFirst(prefix.count))
            if let comma = name.range(of: ", which had already begun") { name = String(name[..<comma.lowerBound]) }
            return name.isEmpty ? [] : [link(name, kind)]
        }
        if let start = reason.range(of: "waiting for "), let end = reason.range(of: " to fail", options: .backwards),
            start.upperBound < end.lowerBound
        {
            return reason[start.upperBound..<end.lowerBound].split(separator: ", ").map {
                link(String($0), .requiredToFail)
            }
        }
        return []
    }
}
