extension DeviationCatalogue {
    /// Stack views.
    static func stackViewEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .stackViewBaselineAlignment:
            Entry(
                "UIStackView.alignment",
                uikit: ".firstBaseline and .lastBaseline align the text baselines of the items",
                kit: "aligns their tops (.firstBaseline) or bottoms (.lastBaseline): the kit's labels have no baselines"
            )
        case .stackViewBaselineRelativeArrangement:
            Entry(
                "UIStackView.isBaselineRelativeArrangement",
                uikit: "a vertical stack spaces text views from baseline to baseline",
                kit: "stored only; spacing is measured edge to edge")
        case .stackViewSpacingUseSystem:
            Entry(
                "UIStackView.spacingUseSystem",
                uikit: "the system spacing between the two views, which depends on them",
                kit: "always 8 points, UIKit's standard spacing between sibling views")
        default: nil
        }
    }
}
