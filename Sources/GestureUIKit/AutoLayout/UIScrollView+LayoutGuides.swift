import Foundation

extension UIScrollView {
    /// `contentLayoutGuide` (iOS 11): the scrollable content's rectangle; constraints from subviews to its edges
    /// define `contentSize` (the same content size the scroll view's own edges give its subviews' constraints, UIKit's
    /// legacy rule).
    public var contentLayoutGuide: UILayoutGuide {
        ownGuide(\.contentGuide, role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// `frameLayoutGuide` (iOS 11): the scroll view's frame, so content can match its width or height. Deviation:
    /// the guide sits at the content's origin rather than following the content offset, so a view pinned to its edges
    /// scrolls with the content instead of staying put (its size is right, the common use: content as wide as the
    /// scroll view).
    public var frameLayoutGuide: UILayoutGuide {
        if autoLayoutStorage?.frameGuide == nil { reportDeviation(.scrollViewFrameLayoutGuide) }
        return ownGuide(\.frameGuide, role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }
}
