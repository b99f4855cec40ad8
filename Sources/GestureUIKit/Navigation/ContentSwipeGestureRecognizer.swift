import Foundation

/// The iOS 26 full-width back swipe, `UINavigationController.interactiveContentPopGestureRecognizer`, named
/// `nav.contentSwipe`: UIKit's second `_UIParallaxTransitionPanGestureRecognizer`, made with
/// `_setRecognizesWithoutEdge:YES` and `delaysTouchesBegan` NO (iOS 26.1 decompile, conflicts.md §0):
///
/// ```objc
/// // -[_UINavigationInteractiveTransitionBase _createContentSwipeGestureRecognizer] (UIKitCore 26.1)
/// v3 = [[_UIParallaxTransitionPanGestureRecognizer alloc] initWithTarget:self action:sel_handleNavigationTransition_];
/// [(UIScreenEdgePanGestureRecognizer *)v3 _setRecognizesWithoutEdge:1];
/// [(UIGestureRecognizer *)v3 setDelaysTouchesBegan:0];
/// [(UIPanGestureRecognizer *)v3 setDelegate:self];
/// ```
///
/// So its target and delegate are the same object as the edge pan's (`NavigationInteractiveTransition` here).
///
/// Begin rule (UIKit's "complex hysteresis" mode, which conflicts.md reads as the content swipe's, M): it begins
/// on a rightward `dx >= 30`; it fails ("exceededYTranslation") once `|dy| >= min(25, 10 + 0.8·|dx|)`, and a
/// leftward drag fails it only at `dx <= -30`. One finger. Deviation: the trackpad value (50 pt for scroll events)
/// is not modelled: the lab has no trackpad.
///
/// Its delegate, `_UINavigationInteractiveTransition` (`NavigationInteractiveTransition`), makes it wait for the
/// edge pan and for every table's swipe-action pan, and makes a scroll view's pan wait for it only when that
/// scroll view rests at its leading edge or cannot scroll horizontally.
package final class ContentSwipeGestureRecognizer: UIPanGestureRecognizer {
    /// Points right before it begins, or left before it fails.
    package static let hysteresisX = 30.0

    /// A content swipe named `name` (`nav.contentSwipe`).
    package convenience init(contentSwipeNamed name: String) {
        self.init(name: name)
        maximumNumberOfTouches = 1
        delaysTouchesBegan = false
    }

    package override var kind: String { "content swipe" }
    package override class var derivedKind: String { "contentSwipe" }
    package override var hysteresis: Double { Self.hysteresisX }

    package override func reasonToBegin(translation t: CGPoint) -> RecognizerRule? {
        let limit = min(25, 10 + 0.8 * abs(t.x))
        if abs(t.y) >= limit {
            setState(.failed, rule: .exceededYTranslation(dy: abs(t.y), limit: limit))
            return nil
        }
        if t.x <= -Self.hysteresisX {
            setState(.failed, rule: .swipedLeftPast(distance: Self.hysteresisX))
            return nil
        }
        if t.x >= Self.hysteresisX { return .swipedRightPast(distance: Self.hysteresisX) }
        return nil
    }
}
