import Foundation

/// The spinner, drawn as UIKit's modern content view shows it: eight ticks round a centre.
///
/// `_UIRefreshControlModernContentView` (iOS 18.2) draws a seed replicated 8 times (`setInstanceCount:8`): while
/// pulling the ticks appear one after another as the pull grows (`_percentageShowing`, the visible height over
/// `maximumSnappingHeight`, drives the reveal animation's time offset); while refreshing they spin, the head
/// brightest and the rest fading behind it (`_spin`, `_setSpunAppearance`); ending, they go away (`_goAway`, 0.3 s).
/// Here the reveal is a tick per eighth of the pull, the spin turns once a second on the window's time, and the
/// end draws what the host's scroll back leaves visible.
extension UIRefreshControl {
    /// Points: the radius of the spinner's ticks' outer ends.
    static let spinnerRadius: CGFloat = 13
    /// The number of ticks (`instanceCount`).
    static let tickCount = 8

    /// Draws the spinner (and the title) in the part of the control the pull shows.
    func drawSpinner(in context: inout DrawContext) {
        let shown = min(visibleHeight, refreshControlHeight)
        guard shown > Self.hiddenHeight else { return }
        let titleSpace: CGFloat = attributedTitle.map { $0.string.isEmpty ? 0 : Self.titleHeight + 4 } ?? 0
        let centre = CGPoint(x: bounds.midX, y: max(Self.spinnerRadius, (shown - titleSpace) / 2))
        drawTicks(in: &context, centre: centre)
        if let title = attributedTitle?.string, !title.isEmpty {
            let rect = CGRect(
                x: 0, y: centre.y + Self.spinnerRadius + 4, width: bounds.width, height: Self.titleHeight)
            context.text(title, in: rect, size: 12, color: tintColor.color.withAlpha(1), alignment: .center)
        }
    }

    private func drawTicks(in context: inout DrawContext, centre: CGPoint) {
        let base = tintColor.color
        let count = Self.tickCount
        let spinning = refreshState == .refreshing || refreshState == .ending
        // Pulling: ticks appear one by one, clockwise from the top; refreshing: all, the head turning.
        let showing =
            spinning ? count : min(count, Int((visibleHeight / maximumSnappingHeight * Double(count)).rounded(.up)))
        let turns = spinning ? (window?.now ?? refreshingSince) - refreshingSince : 0
        let head = Int(((turns - turns.rounded(.down)) * Double(count)).rounded(.down)) % count
        let radius = Self.spinnerRadius
        for index in 0..<showing {
            let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / Double(count)
            let age = spinning ? (head - index + count) % count : 0
            let alpha = base.alpha * context.alpha * (1 - Double(age) / Double(count) * 0.75)
            let (s, c) = (sin(angle), cos(angle))
            let inner = context.transform.apply(
                to: CGPoint(x: centre.x + c * radius * 0.45, y: centre.y + s * radius * 0.45))
            let outer = context.transform.apply(to: CGPoint(x: centre.x + c * radius, y: centre.y + s * radius))
            context.list.append(.line(from: inner, to: outer, width: radius * 0.3, color: base.withAlpha(alpha)))
        }
    }

    /// Points: the content view's `maximumSnappingHeight`, the pull at which every tick shows.
    private var maximumSnappingHeight: CGFloat {
        let h = host?.bounds.height ?? 568
        let scale = h < 372 ? 0.654929577 : h / 568
        let title = attributedTitle.map { $0.string.isEmpty ? 0 : Self.titleHeight } ?? 0
        return max((title + 100) * 1.125 * scale, 1)
    }
}
