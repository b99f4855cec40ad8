import Foundation
import GestureScript
import GestureUIKit

/// Puts `whatif` edits in force in a window: what each would set in code is set on the recognizers and scroll
/// views carrying the edited names as each touch goes down, and the delegate questions an edit answers are
/// answered for it (`GestureEditing`).
///
/// An edit's name may be a pattern (`page.N.pan`); a name that matches nothing on screen does nothing until a
/// recognizer with it appears (a pushed page's).
package final class WhatIfEditor: GestureEditing {
    /// The edits in force, in the order given.
    package let edits: [WhatIfEdit]
    /// The navigation stack's depth now (a `depth` condition's left side).
    private let depth: () -> Int

    /// Edits `edits`, with `depth` read when a condition asks for it.
    package init(_ edits: [WhatIfEdit], depth: @escaping () -> Int) {
        self.edits = edits
        self.depth = depth
    }

    package func prepare(_ window: UIWindow) {
        let recognizers = window.allGestureRecognizers
        for edit in edits {
            switch edit.kind {
            case .disabled:
                for recognizer in recognizers where Self.matches(recognizer, edit.subject) && recognizer.isEnabled {
                    recognizer.isEnabled = false
                }
            case .requires(let other):
                let required = recognizers.filter { Self.matches($0, other) }
                for recognizer in recognizers where Self.matches(recognizer, edit.subject) {
                    for partner in required
                    where partner !== recognizer
                        && !recognizer.failureRequirements.contains(where: { $0 === partner })
                    {
                        recognizer.require(toFail: partner)
                    }
                }
            case .scrollProperty(let property, let value):
                for scrollView in Self.scrollViews(in: window) where Self.matches(scrollView, edit.subject) {
                    Self.set(property, to: value, on: scrollView)
                }
            case .simultaneous, .shouldBegin, .receivesNo:
                break
            }
        }
    }

    package func refusalToReceive(for recognizer: UIGestureRecognizer) -> String? {
        edits.first { $0.kind == .receivesNo && Self.matches(recognizer, $0.subject) }.map { "whatif: \($0)" }
    }

    package func allowsSimultaneous(_ recognizer: UIGestureRecognizer, with other: UIGestureRecognizer) -> Bool {
        edits.contains { edit in
            guard case .simultaneous(let partner) = edit.kind else { return false }
            return Self.matches(recognizer, edit.subject) && Self.matches(other, partner)
        }
    }

    package func shouldBegin(_ recognizer: UIGestureRecognizer) -> (answer: Bool, note: String)? {
        for edit in edits where Self.matches(recognizer, edit.subject) {
            guard case .shouldBegin(let condition) = edit.kind else { continue }
            guard let condition else { return (false, "whatif: \(edit)") }
            let answer = condition.allows { evaluate($0, for: recognizer) }
            return (answer, "whatif: \(edit)")
        }
        return nil
    }

    // MARK: Conditions

    private func evaluate(_ term: WhatIfCondition.Term, for recognizer: UIGestureRecognizer) -> Bool {
        switch term {
        case .direction(let direction):
            return Self.motion(of: recognizer).map { Self.points($0, direction) } ?? false
        case .edge(let name, let edge):
            guard let window = recognizer.view?.window,
                let scrollView = Self.scrollViews(in: window).first(where: { Self.matches($0, name) })
            else { return false }
            return Self.isAt(edge, scrollView)
        case .depth(let comparison, let value):
            return comparison.holds(depth(), value)
        }
    }

    /// How far the gesture has moved: a pan's translation (a real fix reads `velocity(in:)`, which points the same
    /// way as it begins), else the first touch's travel since it went down.
    private static func motion(of recognizer: UIGestureRecognizer) -> CGPoint? {
        if let pan = recognizer as? UIPanGestureRecognizer { return pan.translation(in: nil) }
        guard let touch = recognizer.touches.first else { return nil }
        let now = touch.location(in: nil)
        return CGPoint(x: now.x - touch.initialLocation.x, y: now.y - touch.initialLocation.y)
    }

    private static func points(_ v: CGPoint, _ direction: WhatIfCondition.Direction) -> Bool {
        let horizontal = abs(v.x) > abs(v.y)
        let vertical = abs(v.y) > abs(v.x)
        switch direction {
        case .horizontal: return horizontal
        case .vertical: return vertical
        case .left: return horizontal && v.x < 0
        case .right: return horizontal && v.x > 0
        case .up: return vertical && v.y < 0
        case .down: return vertical && v.y > 0
        }
    }

    /// Within half a point of the edge's resting offset (a rubber-banded offset past it counts as at it).
    static func isAt(_ edge: WhatIfCondition.Edge, _ scrollView: UIScrollView) -> Bool {
        let offset = scrollView.contentOffset
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size
        let top = -inset.top
        let bottom = max(top, scrollView.contentSize.height + inset.bottom - size.height)
        let leading = -inset.left
        let trailing = max(leading, scrollView.contentSize.width + inset.right - size.width)
        switch edge {
        case .top: return offset.y <= top + 0.5
        case .bottom: return offset.y >= bottom - 0.5
        case .leading: return offset.x <= leading + 0.5
        case .trailing: return offset.x >= trailing - 0.5
        }
    }

    // MARK: Names and properties

    static func matches(_ recognizer: UIGestureRecognizer, _ name: String) -> Bool {
        SceneCatalog.SceneEntry.name(recognizer.displayName, matches: name)
    }

    static func matches(_ view: UIView, _ name: String) -> Bool {
        SceneCatalog.SceneEntry.name(view.name, matches: name)
    }

    /// The scroll views in `window`'s tree, depth first.
    static func scrollViews(in window: UIWindow) -> [UIScrollView] {
        var result: [UIScrollView] = []
        func walk(_ view: UIView) {
            if let scrollView = view as? UIScrollView { result.append(scrollView) }
            for subview in view.subviews { walk(subview) }
        }
        walk(window)
        return result
    }

    static func set(_ property: WhatIfScrollProperty, to value: Bool, on scrollView: UIScrollView) {
        switch property {
        case .delaysContentTouches: scrollView.delaysContentTouches = value
        case .canCancelContentTouches: scrollView.canCancelContentTouches = value
        case .isScrollEnabled: if scrollView.isScrollEnabled != value { scrollView.isScrollEnabled = value }
        case .bounces: scrollView.bounces = value
        case .alwaysBounceVertical: scrollView.alwaysBounceVertical = value
        case .alwaysBounceHorizontal: scrollView.alwaysBounceHorizontal = value
        case .isDirectionalLockEnabled: scrollView.isDirectionalLockEnabled = value
        case .isPagingEnabled: scrollView.isPagingEnabled = value
        case .transfersHorizontalScrollingToParent: scrollView.transfersHorizontalScrollingToParent = value
        case .transfersVerticalScrollingToParent: scrollView.transfersVerticalScrollingToParent = value
        }
    }
}
