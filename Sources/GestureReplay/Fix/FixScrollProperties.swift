import GestureScript
import GestureUIKit

/// The scroll view properties the edits can set, as a scene set them up: a candidate sets each the other way.
enum FixScrollProperties {
    /// Each named scroll view's values in `window`.
    static func read(in window: UIWindow) -> [String: [WhatIfScrollProperty: Bool]] {
        var result: [String: [WhatIfScrollProperty: Bool]] = [:]
        func walk(_ view: UIView) {
            if let scrollView = view as? UIScrollView, !scrollView.displayName.isEmpty {
                result[scrollView.displayName] = Dictionary(
                    uniqueKeysWithValues: WhatIfScrollProperty.allCases.map { ($0, value($0, of: scrollView)) })
            }
            view.subviews.forEach(walk)
        }
        walk(window)
        return result
    }

    static func value(_ property: WhatIfScrollProperty, of scrollView: UIScrollView) -> Bool {
        switch property {
        case .delaysContentTouches: scrollView.delaysContentTouches
        case .canCancelContentTouches: scrollView.canCancelContentTouches
        case .isScrollEnabled: scrollView.isScrollEnabled
        case .bounces: scrollView.bounces
        case .alwaysBounceVertical: scrollView.alwaysBounceVertical
        case .alwaysBounceHorizontal: scrollView.alwaysBounceHorizontal
        case .isDirectionalLockEnabled: scrollView.isDirectionalLockEnabled
        case .isPagingEnabled: scrollView.isPagingEnabled
        case .transfersHorizontalScrollingToParent: scrollView.transfersHorizontalScrollingToParent
        case .transfersVerticalScrollingToParent: scrollView.transfersVerticalScrollingToParent
        }
    }
}
