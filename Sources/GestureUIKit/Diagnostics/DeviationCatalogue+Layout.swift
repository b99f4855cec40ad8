extension DeviationCatalogue {
    /// Auto Layout.
    static func layoutEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .labelIntrinsicContentSize:
            Entry(
                "UILabel.intrinsicContentSize", uikit: "the text's glyphs measured in its font",
                kit: "0.5 em per character (0.55 bold), lines of 1.193 em rounded up to a third of a point")
        case .buttonIntrinsicContentSize:
            Entry(
                "UIButton.intrinsicContentSize", uikit: "the title's glyphs measured, plus the content insets",
                kit: "the title at 0.5 em per character in 15 points, 30 points high")
        case .layoutConstraintIsActive:
            Entry(
                "NSLayoutConstraint.isActive",
                uikit: "activating a constraint whose items share no ancestor raises an exception",
                kit: "logs UIKit's message and leaves the constraint inactive")
        case .layoutConstraintPriority:
            Entry(
                "NSLayoutConstraint.priority",
                uikit: "changing an active constraint between required and not required raises an exception",
                kit: "logs UIKit's message and keeps the old priority")
        case .scrollViewFrameLayoutGuide:
            Entry(
                "UIScrollView.frameLayoutGuide",
                uikit: "the scroll view's frame: views pinned to it stay put as it scrolls",
                kit: "the frame's size at the content's origin: views pinned to its edges scroll with the content")
        default: nil
        }
    }
}
