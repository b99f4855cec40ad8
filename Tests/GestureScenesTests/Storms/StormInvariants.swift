@testable import GestureUIKit
@testable import GestureScenes

/// The promises a scene keeps under any touch stream: checked during the storm (cheap, every event) and once
/// it has settled (every finger up, every motion over).
enum StormInvariants {
    /// Points and scale steps of slack for floating-point ends of motions.
    static let tolerance = 1e-6

    /// Every scroll view in the tree, depth first.
    static func scrollViews(in root: UIView) -> [UIScrollView] {
        var result: [UIScrollView] = []
        func walk(_ view: UIView) {
            if let scrollView = view as? UIScrollView { result.append(scrollView) }
            for subview in view.subviews { walk(subview) }
        }
        walk(root)
        return result
    }

    /// While fingers are down: finite offsets and zooms inside the rubber band's reach. The rubber band never
    /// reaches a full dimension, so the offset stays within [min − bounds size, max + bounds size] and the zoom
    /// within [minimum / 2, maximum × 2].
    static func duringStorm(_ scrollView: UIScrollView) -> String? {
        let offset = scrollView.contentOffset, zoom = scrollView.zoomScale
        guard offset.x.isFinite, offset.y.isFinite else { return "\(label(scrollView)) offset \(offset) not finite" }
        guard zoom.isFinite, zoom > 0 else { return "\(label(scrollView)) zoom \(zoom) not finite and positive" }
        let size = scrollView.bounds.size
        let low = scrollView.minimumContentOffset, high = scrollView.maximumContentOffset
        let t = tolerance
        if offset.x < low.x - size.width - t || offset.x > high.x + size.width + t
            || offset.y < low.y - size.height - t || offset.y > high.y + size.height + t
        {
            return "\(label(scrollView)) offset \(offset) beyond the rubber band of \(low)...\(high) ± \(size)"
        }
        let minZoom = scrollView.minimumZoomScale, maxZoom = scrollView.maximumZoomScale
        if zoom < minZoom / 2 - t || zoom > maxZoom * 2 + t {
            return "\(label(scrollView)) zoom \(zoom) beyond the rubber band of \(minZoom)...\(maxZoom)"
        }
        return nil
    }

    /// Settled: at rest inside the content, at a zoom inside the limits.
    static func settled(_ scrollView: UIScrollView) -> [String] {
        var problems: [String] = []
        let name = label(scrollView)
        if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || scrollView.isZooming
            || scrollView.isZoomBouncing || scrollView.isMovingByItself
        {
            problems.append("\(name) still active (tracking \(scrollView.isTracking), dragging "
                + "\(scrollView.isDragging), decelerating \(scrollView.isDecelerating), zooming "
                + "\(scrollView.isZooming || scrollView.isZoomBouncing))")
        }
        let offset = scrollView.contentOffset, clamped = scrollView.clampedContentOffset(offset)
        if abs(offset.x - clamped.x) > 0.01 || abs(offset.y - clamped.y) > 0.01 {
            problems.append("\(name) settled at \(offset) outside \(scrollView.minimumContentOffset)..."
                + "\(scrollView.maximumContentOffset)")
        }
        let zoom = scrollView.zoomScale
        if zoom < scrollView.minimumZoomScale - tolerance || zoom > scrollView.maximumZoomScale + tolerance {
            problems.append("\(name) settled at zoom \(zoom) outside "
                + "\(scrollView.minimumZoomScale)...\(scrollView.maximumZoomScale)")
        }
        return problems
    }

    /// The recognizers are back to possible and nothing is left in the arena or waiting for delivery.
    static func settled(_ window: UIWindow) -> [String] {
        var problems: [String] = []
        let busy = window.allGestureRecognizers.filter { $0.state != .possible }
        if !busy.isEmpty {
            problems.append("recognizers not back to possible: "
                + busy.map { "\($0.displayName) \($0.state)" }.joined(separator: ", "))
        }
        if !window.environment.participants.isEmpty {
            problems.append("recognizers still taking part: \(window.environment.participants.map(\.displayName))")
        }
        if !window.touchesAwaitingDelivery.isEmpty {
            problems.append("\(window.touchesAwaitingDelivery.count) touches never finished their delivery")
        }
        return problems
    }

    /// The stack has a root, the screen named is the top page, and (when settled) only the top page is shown.
    static func navigation(_ scene: LabSceneHost, settled: Bool) -> [String] {
        var problems: [String] = []
        if scene.navigationDepth < 1 { problems.append("navigation depth \(scene.navigationDepth)") }
        if scene.screenName.isEmpty { problems.append("no screen name") }
        guard let navigation = scene.labNavigationController else { return problems }
        if navigation.viewControllers.count != scene.navigationDepth {
            problems.append("depth \(scene.navigationDepth) but \(navigation.viewControllers.count) pages")
        }
        if let top = navigation.topViewController, (top.title ?? "") != scene.screenName {
            problems.append("screen \(scene.screenName) but top page \(top.title ?? "")")
        }
        guard settled, let top = navigation.topViewController else { return problems }
        if navigation.isTransitioning { problems.append("still transitioning") }
        let shown = navigation.contentView.subviews
        if shown.count != 1 || shown.first !== top.view {
            problems.append("shows \(shown.map(\.name)) instead of only \(top.title ?? "")")
        }
        if top.view.transform != .identity { problems.append("top page left moved by \(top.view.transform)") }
        if !navigation.contentView.isUserInteractionEnabled || !navigation.navigationBar.isUserInteractionEnabled {
            problems.append("interaction left disabled after the transition")
        }
        return problems
    }

    /// Settled: no control still tracks or shows a highlight (its touch ended or was cancelled), and every
    /// slider's value is inside its range.
    static func controls(in root: UIView) -> [String] {
        var problems: [String] = []
        func walk(_ view: UIView) {
            if let control = view as? UIControl {
                if control.isTracking || control.isHighlighted || control.isTouchInside {
                    problems.append("\(control.displayName) still tracking \(control.isTracking), highlighted "
                        + "\(control.isHighlighted)")
                }
                if let slider = control as? UISlider,
                    !(slider.minimumValue...slider.maximumValue).contains(slider.value)
                {
                    problems.append("\(slider.displayName) value \(slider.value) outside its range")
                }
            }
            view.subviews.forEach(walk)
        }
        walk(root)
        return problems
    }

    private static func label(_ scrollView: UIScrollView) -> String {
        scrollView.name.isEmpty ? "unnamed scroll view" : scrollView.name
    }
}
