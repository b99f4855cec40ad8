import Foundation
import GestureUIKit

/// Where the panels float when the device fills the screen: a translucent window at the left or right edge.
///
/// All values are ImGui pixels (window units). The window is `preferredWidth` times the UI scale wide (at most
/// `maximumFraction` of the screen) and full height but for a margin and the toolbar's row at the bottom. A person
/// drags it by its title bar; when the drag ends it snaps to the side its centre is nearer to. Collapsed (the
/// title bar's arrow) it is only its title bar, and only that takes touches. Pure logic; `Panels` draws it.
struct PanelOverlayLayout: Equatable {
    /// Which edge the panels hug.
    enum Side: Equatable, Sendable { case left, right }

    /// Points: the panel window's width at UI scale 1 (the desktop column's width).
    static let preferredWidth = 420.0
    /// The widest the window gets on a narrow (portrait) screen, as a fraction of the screen's width.
    static let maximumFraction = 0.6
    /// Points from the screen's edges.
    static let margin = 8.0
    /// Points kept free at the bottom for the touch toolbar's handle row.
    static let toolbarReserve = TouchToolbar.targetSize + 2 * TouchToolbar.margin

    var side = Side.right
    /// The screen in ImGui pixels, and the UI scale.
    private(set) var screen = CGSize(width: 0, height: 0)
    private(set) var scale = 1.0
    /// Whether the next frame must place the window (first frame, a resize, a snap).
    private(set) var needsPlacement = true
    /// The window as ImGui drew it last (collapsed: its title bar), or nil before the first frame.
    private(set) var drawnFrame: CGRect?
    private(set) var isCollapsed = false

    init(side: Side = .right) {
        self.side = side
    }

    /// A new screen size or UI scale places the window again.
    mutating func update(screen size: CGSize, scale: Double) {
        guard size != screen || scale != self.scale else { return }
        screen = size
        self.scale = scale
        needsPlacement = true
    }

    /// The window's frame on its side.
    var placedFrame: CGRect {
        let margin = Self.margin * scale
        let width = min(Self.preferredWidth * scale, screen.width * Self.maximumFraction)
        let height = max(100, screen.height - 2 * margin - Self.toolbarReserve * scale)
        let x = side == .left ? margin : screen.width - width - margin
        return CGRect(x: x, y: margin, width: width, height: height)
    }

    /// Records the frame ImGui drew; when the title-bar drag has ended away from the side, snaps to the nearer one.
    mutating func noteDrawn(frame: CGRect, collapsed: Bool, moving: Bool) {
        drawnFrame = frame
        isCollapsed = collapsed
        needsPlacement = false
        guard !moving else { return }
        let placed = placedFrame
        guard abs(frame.minX - placed.minX) > 0.5 || abs(frame.minY - placed.minY) > 0.5 else { return }
        side = frame.midX < screen.width / 2 ? .left : .right
        needsPlacement = true
    }

    /// Whether `point` (ImGui pixels) is over the panels as last drawn.
    func contains(_ point: CGPoint) -> Bool {
        (drawnFrame ?? placedFrame).contains(point)
    }
}
