import Foundation
import GestureUIKit

/// The touch toolbar: a corner handle and a translucent bar of finger-sized buttons over the scene.
///
/// Geometry is in toolbar points (window units divided by the UI scale). The handle sits in the bottom-left
/// corner; a tap on it shows or hides the bar, which flows right of the handle along the bottom and wraps upward.
/// A touch that lands on the handle or the shown bar belongs to the toolbar until it lifts: it never reaches the
/// scene, so it can't start a scene gesture. A button fires when the finger lifts on the button it landed on
/// (as a UIButton's touch-up-inside). Quit asks for a second tap. Pure logic: the app feeds touches and draws
/// `buttons`.
final class TouchToolbar {
    /// Points: a button's height and minimum width. Apple's Human Interface Guidelines: hit targets at least
    /// 44x44 pt.
    static let targetSize = 48.0
    /// Points between buttons, and from the screen's edges.
    static let gap = 6.0
    static let margin = 8.0
    /// Points: the labels' size.
    static let fontSize = 15.0

    /// A laid-out button.
    struct Button: Equatable {
        var item: ToolbarItem
        var frame: CGRect
    }

    /// What a touch meant to the toolbar.
    enum TouchResult: Equatable {
        /// Not on the toolbar: the scene (or the panels) may have it.
        case notMine
        /// The toolbar keeps it (and nothing happens yet).
        case taken
        /// A tap on a button.
        case action(ToolbarItem.Action)
    }

    private(set) var isShown = false
    /// The corner handle.
    private(set) var handle = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// The buttons, when shown.
    private(set) var buttons: [Button] = []
    /// The bar behind the buttons (with padding), when shown.
    private(set) var barFrame: CGRect?
    /// Quit was tapped once: the next tap on it quits.
    private(set) var isQuitArmed = false
    private var items: [ToolbarItem] = []
    private var screen = CGSize(width: 0, height: 0)
    /// Touches the toolbar owns, and the button (index, or -1 for the handle) each landed on.
    private var owned: [Int64: Int?] = [:]

    init() {}

    /// Whether a touch is held by the toolbar.
    var isTracking: Bool { !owned.isEmpty }

    /// Shows or hides the bar (the handle and a two-finger tap).
    func toggle() {
        isShown.toggle()
        isQuitArmed = false
        relayout()
    }

    /// Lays out `items` on a screen of `size` points (call when either changes).
    func update(items: [ToolbarItem], screen size: CGSize) {
        guard items != self.items || size != screen else { return }
        self.items = items
        screen = size
        relayout()
    }

    /// The width of a button for `label`: the label's estimated width and padding, at least `targetSize`.
    static func width(of label: String) -> Double {
        max(targetSize, (Double(label.count) * fontSize * 0.6 + 24).rounded())
    }

    private func relayout() {
        let size = Self.targetSize
        handle = CGRect(x: Self.margin, y: screen.height - Self.margin - size, width: size, height: size)
        buttons = []
        barFrame = nil
        guard isShown else { return }
        let left = handle.maxX + Self.gap
        let right = max(left + size, screen.width - Self.margin)
        // Rows from the bottom up: the first row sits beside the handle.
        var rows: [[(ToolbarItem, Double)]] = [[]]
        var x = left
        for item in items {
            let width = min(Self.width(of: label(of: item)), right - left)
            if x + width > right, !(rows[rows.count - 1].isEmpty) {
                rows.append([])
                x = left
            }
            rows[rows.count - 1].append((item, width))
            x += width + Self.gap
        }
        for (row, entries) in rows.enumerated() {
            var x = left
            let y = handle.minY - Double(row) * (size + Self.gap)
            for (item, width) in entries {
                var shown = item
                shown.label = label(of: item)
                buttons.append(Button(item: shown, frame: CGRect(x: x, y: y, width: width, height: size)))
                x += width + Self.gap
            }
        }
        let minX: Double = buttons.map { Double($0.frame.minX) }.min() ?? left
        let maxX: Double = buttons.map { Double($0.frame.maxX) }.max() ?? left
        let minY: Double = buttons.map { Double($0.frame.minY) }.min() ?? handle.minY
        barFrame = CGRect(
            x: minX - Self.gap, y: minY - Self.gap, width: maxX - minX + 2 * Self.gap,
            height: handle.maxY - minY + 2 * Self.gap)
    }

    private func label(of item: ToolbarItem) -> String {
        item.action == .command(.quit) && isQuitArmed ? "Tap again to quit" : item.label
    }

    // MARK: Touches

    /// Whether `point` is on the handle or the shown bar.
    func contains(_ point: CGPoint) -> Bool {
        handle.contains(point) || (barFrame?.contains(point) ?? false)
    }

    /// A touch lands at `point` (toolbar points).
    func touchDown(_ id: Int64, at point: CGPoint) -> TouchResult {
        guard contains(point) else { return .notMine }
        owned[id] = handle.contains(point) ? -1 : buttons.firstIndex { $0.frame.contains(point) }
        return .taken
    }

    /// A touch moves: the toolbar keeps the ones it owns.
    func touchMoved(_ id: Int64) -> TouchResult {
        owned[id] != nil ? .taken : .notMine
    }

    /// A touch lifts at `point`: a tap on the button it landed on acts.
    func touchUp(_ id: Int64, at point: CGPoint) -> TouchResult {
        guard let landed = owned.removeValue(forKey: id) else { return .notMine }
        guard let index = landed else { return .taken }
        if index == -1 {
            if handle.contains(point) { toggle() }
            return .taken
        }
        guard buttons.indices.contains(index), buttons[index].frame.contains(point) else { return .taken }
        let action = buttons[index].item.action
        if action == .command(.quit), !isQuitArmed {
            isQuitArmed = true
            relayout()
            return .taken
        }
        if isQuitArmed {
            isQuitArmed = false
            relayout()
        }
        return .action(action)
    }

    /// Forgets every touch (the scene was rebuilt, focus lost).
    func cancelTouches() {
        owned.removeAll()
    }
}
