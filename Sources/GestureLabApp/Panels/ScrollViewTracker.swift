import Foundation
import GestureUIKit

/// The scroll views panel's rows: every scroll view in the window with its offset history and velocity.
///
/// Found by walking the view tree each frame; the offset is sampled at the window's time and the velocity is
/// estimated from the samples of the last `velocityWindow` seconds (zero when they are too few).
struct ScrollViewTracker {
    /// Seconds of offset history kept for the plot.
    static let historySeconds = 3.0
    static let velocityWindow = 0.1

    struct Row: Equatable, Sendable {
        var name: String
        var offset: CGPoint
        var contentSize: CGSize
        var boundsSize: CGSize
        var inset: UIEdgeInsets
        var zoom: Double
        var isDragging: Bool
        var isDecelerating: Bool
        /// The offset lies outside the scroll range (rubber-banding or springing back).
        var isBouncing: Bool
        /// Points per second.
        var velocity: CGPoint
        /// Offsets of the last `historySeconds` along the axis that moved most (for the plot), oldest first.
        var plot: [Float]
        var plotAxis: String
    }

    private(set) var rows: [Row] = []
    private var history: [String: [(time: Double, offset: CGPoint)]] = [:]

    mutating func update(window: UIWindow) {
        var found: [UIScrollView] = []
        Self.collect(window, into: &found)
        let now = window.now
        var names = Set<String>()
        rows = found.map { scrollView in
            let name = scrollView.displayName
            names.insert(name)
            var samples = history[name] ?? []
            if samples.last?.time != now { samples.append((now, scrollView.contentOffset)) }
            samples.removeAll { now - $0.time > Self.historySeconds }
            history[name] = samples
            return Self.row(scrollView, name: name, samples: samples)
        }
        history = history.filter { names.contains($0.key) }
    }

    mutating func removeAll() {
        rows.removeAll()
        history.removeAll()
    }

    private static func collect(_ view: UIView, into found: inout [UIScrollView]) {
        if let scrollView = view as? UIScrollView, !scrollView.isHidden { found.append(scrollView) }
        for subview in view.subviews { collect(subview, into: &found) }
    }

    private static func row(_ scrollView: UIScrollView, name: String, samples: [(time: Double, offset: CGPoint)]) -> Row
    {
        let offset = scrollView.contentOffset
        let low = scrollView.minimumContentOffset, high = scrollView.maximumContentOffset
        let bouncing =
            offset.x < low.x - 0.5 || offset.y < low.y - 0.5 || offset.x > high.x + 0.5 || offset.y > high.y + 0.5
        var velocity = CGPoint.zero
        if let last = samples.last, let first = samples.first(where: { last.time - $0.time <= velocityWindow }),
            last.time - first.time > 0.004
        {
            let dt = last.time - first.time
            velocity = CGPoint(x: (last.offset.x - first.offset.x) / dt, y: (last.offset.y - first.offset.y) / dt)
        }
        let xs = samples.map(\.offset.x), ys = samples.map(\.offset.y)
        let spanX = (xs.max() ?? 0) - (xs.min() ?? 0), spanY = (ys.max() ?? 0) - (ys.min() ?? 0)
        let horizontal =
            spanX > spanY || (spanX == spanY && scrollView.canScrollHorizontally && !scrollView.canScrollVertically)
        return Row(
            name: name, offset: offset, contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size,
            inset: scrollView.contentInset, zoom: scrollView.zoomScale, isDragging: scrollView.isDragging,
            isDecelerating: scrollView.isDecelerating, isBouncing: bouncing, velocity: velocity,
            plot: (horizontal ? xs : ys).map { Float($0) }, plotAxis: horizontal ? "x" : "y")
    }
}
