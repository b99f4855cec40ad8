import GestureUIKit

/// An arrow between two rows: one recognizer prevented another, or one waited for (required) another to fail.
///
/// Read from the typed reasons' operands (`GestureReason.preventedBy`, `requiredToFail`): X excluded the row's
/// recognizer (`excluded by X`, `cancelled: excluded by X`), or the row's recognizer required X to fail (it waited
/// for X, or failed because X recognized).
package struct TimelineLink: Sendable, Equatable {
    /// Which relation the arrow shows.
    package enum Kind: String, Sendable, Equatable {
        /// `cause` began or recognized, and that excluded (failed or cancelled) `target`.
        case preventedBy = "prevented by"
        /// `target` requires `cause` to fail: it waited for it, or failed because `cause` recognized.
        case requiredToFail = "required to fail"
    }

    /// Seconds of virtual time.
    package var time: Double
    /// The recognizer the arrow starts from: the one that prevented, or the one required to fail.
    package var cause: String
    /// The recognizer the arrow points at: the one prevented, or the one that waits.
    package var target: String
    /// Prevented by, or required to fail.
    package var kind: Kind
    /// Why: the reason the arrow comes from (its `description` is the arrow's title).
    package var reason: GestureReason

    /// An arrow from `cause` to `target` at `time`.
    package init(time: Double, cause: String, target: String, kind: Kind, reason: GestureReason) {
        self.time = time
        self.cause = cause
        self.target = target
        self.kind = kind
        self.reason = reason
    }

    /// The arrows a reason implies for `target` at `time`, from the reason's operands: none for a reason that
    /// names no other recognizer.
    package static func links(time: Double, target: String, reason: GestureReason) -> [TimelineLink] {
        if let cause = reason.preventedBy {
            return [TimelineLink(time: time, cause: cause, target: target, kind: .preventedBy, reason: reason)]
        }
        return reason.requiredToFail.map {
            TimelineLink(time: time, cause: $0, target: target, kind: .requiredToFail, reason: reason)
        }
    }
}
