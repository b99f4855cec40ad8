import Foundation
/// A list's or grid's row selection, as UITableView and UICollectionView select: on touch-up, with no time
/// limit, highlighting the row after the scroll view's content-touch delay and unhighlighting it when a scroll
/// takes the touch.
///
/// UIKit does this in the table and collection views' own touch handling, not with a gesture recognizer: the
/// row highlights when its delayed touchesBegan arrives (`delaysContentTouches`, 0.15 s), is unhighlighted by
/// the touchesCancelled the scroll view's pan sends when it begins, and is selected on touchesEnded — however
/// long the finger was held (with no context menu configured). Deviation: it is modelled as a discrete recognizer
/// on the scroll view, so the report names it and the pan still excludes it when the scroll begins; it fails
/// when the finger leaves the row it landed on or moves more than a tap's 45 pt without the view scrolling
/// (our choice: UIKit's rule for sliding on a row that does not scroll is not decoded).
package class SelectionGestureRecognizer: UIGestureRecognizer {
    /// The item (row or cell index) under a point in the recognizer's view, or nil between items.
    package var itemAt: (CGPoint) -> Int? = { _ in nil }
    /// Called with the item to highlight, or nil to unhighlight.
    package var onHighlight: (Int?) -> Void = { _ in }
    /// The item being tracked, and then selected (valid in the action for `.ended`).
    package private(set) var item: Int?
    private var highlightTimer: Scheduler.Token?
    private var isHighlighted = false

    package override var isDiscrete: Bool { true }
    package override var kind: String { "select" }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count == 1, let touch = touches.first else {
            setState(.failed, reason: "a second finger")
            return
        }
        guard let view, let found = itemAt(touch.location(in: view)) else {
            setState(.failed, reason: "not on a row")
            return
        }
        item = found
        let delay = (view as? UIScrollView).map { $0.delaysContentTouches ? $0.tuning.scrollTouchDelay : 0 } ?? 0
        if delay > 0 {
            highlightTimer = schedule(after: delay) { [weak self] in self?.highlight() }
        } else {
            highlight()
        }
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let view, let touch = touches.first else { return }
        if itemAt(touch.location(in: view)) != item {
            setState(.failed, reason: "moved off row \(item.map(String.init) ?? "-")")
            return
        }
        let distance = touch.locationInWindow.distance(to: touch.initialLocation)
        if distance > tuning.tapAllowableMovement {
            setState(.failed, reason: "moved \(distance.compact) pt (> \(tuning.tapAllowableMovement.compact))")
        }
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let view, let touch = touches.first else { return }
        guard itemAt(touch.location(in: view)) == item else {
            setState(.failed, reason: "lifted off row \(item.map(String.init) ?? "-")")
            return
        }
        if !isHighlighted { highlight() }  // a quick tap: the delayed touchesBegan arrives with the lift
        setState(.ended, reason: "lifted on row \(item.map(String.init) ?? "-")")
    }

    package override func reset() {
        super.reset()
        highlightTimer = nil
        if isHighlighted {
            isHighlighted = false
            onHighlight(nil)
        }
        item = nil
    }

    private func highlight() {
        guard state == .possible, let item else { return }
        isHighlighted = true
        onHighlight(item)
    }
}
