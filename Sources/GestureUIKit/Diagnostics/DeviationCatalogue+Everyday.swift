extension DeviationCatalogue {
    private static let noWindow =
        "a value read, not an action, on an object of no window (`UIScreen.main`), so there is no log to report in; "
        + "every device preset is 3x but the tablets' `@2`"

    /// The everyday members beyond the gesture surface (the coverage page's tier 2): environment and layers.
    static func everydayEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .windowWindowScene:
            Entry(
                "UIWindow.windowScene", uikit: "the window's scene (its screen, its windows, its status bar)",
                kit: "nil: the kit has no scenes")
        case .screenScale:
            Entry("UIScreen.scale", uikit: "the device's scale", kit: "3 whatever the device", unreported: noWindow)
        case .screenNativeScale:
            Entry(
                "UIScreen.nativeScale", uikit: "the device's native scale", kit: "3 whatever the device",
                unreported: noWindow)
        case .layerShadowOpacity:
            Entry(
                "CALayer.shadowOpacity", uikit: "without a shadow path, the shadow follows the drawn content's alpha",
                kit: "the shadow of the bounds' rectangle")
        case .layerShadowPath:
            Entry(
                "CALayer.shadowPath", uikit: "the path's shape casts the shadow",
                kit: "the path's bounding box casts it")
        case .layerBorderWidth:
            Entry(
                "CALayer.borderWidth", uikit: "the border follows the rounded corners",
                kit: "square corners when `cornerRadius` rounds the background")
        case .layerAddSublayer:
            Entry(
                "CALayer.addSublayer(_:)", uikit: "the sublayer is drawn over the layer's content",
                kit: "stored only: not drawn")
        default: nil
        }
    }
}
