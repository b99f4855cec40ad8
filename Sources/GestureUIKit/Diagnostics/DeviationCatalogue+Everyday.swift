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
        case .viewControllerStatusBarAppearance:
            Entry(
                "UIViewController.setNeedsStatusBarAppearanceUpdate()",
                uikit: "restyles or hides the status bar by the controller's answers", kit: "no status bar to change")
        case .viewControllerPreferredStatusBarStyle:
            Entry(
                "UIViewController.preferredStatusBarStyle", uikit: "the status bar's content is drawn in this style",
                kit: "no status bar is drawn")
        case .viewControllerPrefersStatusBarHidden:
            Entry(
                "UIViewController.prefersStatusBarHidden", uikit: "the status bar is hidden",
                kit: "no status bar is drawn; the safe area keeps its height")
        case .navigationItemLeftBarButtonItem:
            Entry(
                "UINavigationItem.leftBarButtonItem", uikit: "a button at the left of the bar, which a tap triggers",
                kit: "stored only: not shown, no tap reaches it")
        case .navigationItemRightBarButtonItem:
            Entry(
                "UINavigationItem.rightBarButtonItem", uikit: "a button at the right of the bar, which a tap triggers",
                kit: "stored only: not shown, no tap reaches it")
        case .navigationItemRightBarButtonItems:
            Entry(
                "UINavigationItem.rightBarButtonItems", uikit: "buttons at the right of the bar, which taps trigger",
                kit: "stored only: not shown, no tap reaches them")
        case .navigationBarPrefersLargeTitles:
            Entry(
                "UINavigationBar.prefersLargeTitles", uikit: "a 52-point taller bar with a large title that collapses",
                kit: "stored only: the compact 44-point bar")
        case .shapeLayerInit:
            Entry(
                "CAShapeLayer.init()", uikit: "a layer that draws its path", kit: "stored only: drawn by no view",
                unreported: "a layer made on its own belongs to no view, so there is no window to log in, and the "
                    + "kit's views draw no sublayers (`CALayer.addSublayer(_:)` reports that)")
        case .colorDynamicProvider:
            Entry(
                "UIColor.init(dynamicProvider:)", uikit: "resolved for each trait collection (light and dark)",
                kit: "resolved once, for the light appearance",
                unreported: "a colour is a value of no window, so there is no log to report in; the kit draws only "
                    + "the light appearance, which this resolves to")
        case .imageNamed:
            Entry(
                "UIImage.init(named:)", uikit: "an image of the app's asset catalog or bundle",
                kit: "a file of the resource bundle, by name with or without its extension",
                unreported: "an image is a value of no window, so there is no log to report in; a name the kit "
                    + "cannot find gives nil, as a missing image does in UIKit, which the app's code already handles")
        case .responderAwakeFromNib:
            Entry(
                "NSObject.awakeFromNib()", uikit: "called on each object a nib or storyboard made",
                kit: "never called",
                unreported: "UIKit calls it only on objects loaded from a nib; the kit loads none (`UINib` and "
                    + "storyboards are not modelled), so no run has an object UIKit would call it on")
        default: nil
        }
    }
}
