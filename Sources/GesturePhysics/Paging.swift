import Foundation

/// The page a paging scroll view settles on when the finger lifts.
///
/// Rules (uikit-behaviour.md §3.6, observed/ported — UIKit's `_pageDecelerationTarget` is not decoded):
/// - a fling faster than `minimumVelocityForNextPage` goes one page in the direction of the (content) velocity,
///   counted from the current offset: the next page boundary ahead of it;
/// - a slower release goes to the nearest page (`round(offset / pageSize)`, halves away from zero);
/// - the result is never more than one page from `startPage` (the page the drag began on), and is clamped to
///   `0...pageCount − 1`.
///
/// Velocity is the content-offset velocity in points per second: positive means the offset is increasing, i.e.
/// towards the next page (the finger moves the other way).
public enum Paging {
    /// Points per second. Above this |velocity| a release moves to the adjacent page in its direction.
    ///
    /// Source: Apple iAd JS `ScrollView` / Mocha `ScrollViewAnimation.java`
    /// `MIN_VELOCITY_FOR_DECELERATION_WITH_PAGING = 300` (uikit-behaviour.md §3.3, §3.6).
    public static let minimumVelocityForNextPage: Double = 300

    /// The page index to settle on; see the type's rules. Degenerate inputs (no pages, a non-positive page size)
    /// return `startPage` clamped to the valid pages, or 0.
    public static func targetPage(
        currentOffset: Double,
        velocity: Double,
        pageSize: Double,
        startPage: Int,
        pageCount: Int
    ) -> Int {
        guard pageCount > 0 else { return 0 }
        let lastPage = pageCount - 1
        let start = Swift.min(Swift.max(startPage, 0), lastPage)
        guard pageSize.isFinite, pageSize > 0, currentOffset.isFinite else { return start }
        let fraction = (currentOffset / pageSize).clamped(to: -1...Double(pageCount))
        let v = velocity.finiteOr(0)
        let candidate: Double
        if v > minimumVelocityForNextPage {
            candidate = Foundation.floor(fraction) + 1
        } else if v < -minimumVelocityForNextPage {
            candidate = Foundation.ceil(fraction) - 1
        } else {
            candidate = fraction.rounded(.toNearestOrAwayFromZero)
        }
        let page = Int(candidate)
        let lowest = Swift.max(start - 1, 0)
        let highest = Swift.min(start + 1, lastPage)
        return Swift.min(Swift.max(page, lowest), highest)
    }

    /// The content offset of `page`'s leading edge: `page · pageSize`, in points.
    public static func offset(forPage page: Int, pageSize: Double) -> Double {
        Double(page) * pageSize.finiteOr(0)
    }
}
