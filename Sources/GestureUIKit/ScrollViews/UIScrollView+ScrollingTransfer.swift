import Foundation

extension UIScrollView {
    /// `transfersVerticalScrollingToParent` (iOS 17.4, default true): at a vertical edge, a drag that pushes
    /// further past it goes to the nearest parent scroll view that can scroll vertically.
    ///
    /// Apple: "A Boolean value that determines whether the scroll view passes vertical scroll events to a
    /// superview. [...] The default value is `true`".
    ///
    /// The core's hand-off (`-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`, uikit-behaviour.md);
    /// set it to false to get the behaviour before iOS 17.4, when the child kept such a drag and rubber-banded.
    public var transfersVerticalScrollingToParent: Bool {
        get { scroll.transfersVerticalScrollingToParent }
        set { scroll.transfersVerticalScrollingToParent = newValue }
    }

    /// `transfersHorizontalScrollingToParent` (iOS 17.4, default true): as `transfersVerticalScrollingToParent`,
    /// horizontally.
    public var transfersHorizontalScrollingToParent: Bool {
        get { scroll.transfersHorizontalScrollingToParent }
        set { scroll.transfersHorizontalScrollingToParent = newValue }
    }
}
