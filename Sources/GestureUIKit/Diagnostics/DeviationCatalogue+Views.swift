extension DeviationCatalogue {
    private static let noIndicators =
        "drawing only: the kit never draws scroll indicators, whatever this holds, and no touch, offset or report "
        + "depends on them"
    private static let statusBar = "the window has no status bar; a touch at the top goes to the app's views"

    /// Responders, views, scroll views and controls.
    static func viewEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .responderNext:
            Entry("UIResponder.next", uikit: "the window's next responder is the application", kit: "nil at the window")
        case .responderTouchesEstimatedPropertiesUpdated:
            Entry(
                "UIResponder.touchesEstimatedPropertiesUpdated(_:)", uikit: "called when estimated properties arrive",
                kit: "never called",
                unreported: "UIKit calls it only for touches with estimated properties (Apple Pencil, 3D Touch); a "
                    + "finger on the modelled device has none")
        case .responderBecomeFirstResponder:
            Entry(
                "UIResponder.becomeFirstResponder()", uikit: "the responder gets keyboard input and key commands",
                kit: "only marks it first responder (no keyboard)")
        case .responderIsFirstResponder:
            Entry(
                "UIResponder.isFirstResponder", uikit: "true for the responder UIKit made first (a tapped text field)",
                kit: "true only after `becomeFirstResponder()`")
        case .viewIsExclusiveTouch:
            Entry(
                "UIView.isExclusiveTouch", uikit: "a blocked finger is not delivered to views",
                kit: "a blocked finger reaches no recognizer either")
        case .viewIsOpaque:
            Entry(
                "UIView.isOpaque", uikit: "a drawing hint", kit: "stored only; the renderer blends by alpha",
                unreported: "a drawing hint: with it false UIKit blends as the kit always does; no touch depends on it")
        case .viewContentMode:
            Entry(
                "UIView.contentMode", uikit: "every content mode", kit: "only the scaling modes",
                unreported: "the missing modes are not declared: code that uses them does not compile")
        case .viewTintColor:
            Entry(
                "UIView.tintColor", uikit: "tints controls and templates, calls `tintColorDidChange()`",
                kit: "stored only; nothing is tinted")
        case .viewAnimateWithSpringDamping:
            Entry(
                "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
                uikit: "a spring fitted to end at `duration`",
                kit: "the core's spring with this damping ratio and `duration` as its response")
        case .viewAnimateWithSpringDuration:
            Entry(
                "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
                uikit: "a spring that settles at `duration`", kit: "the core's spring, settling on its own tolerance")
        default: scrollEntry(deviation) ?? controlEntry(deviation)
        }
    }

    private static func scrollEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .scrollViewContentAlignmentPoint:
            Entry(
                "UIScrollView.contentAlignmentPoint", uikit: "aligns content smaller than the view by this point",
                kit: "such content sits at the top left")
        case .scrollViewAutomaticallyAdjustsScrollIndicatorInsets:
            Entry(
                "UIScrollView.automaticallyAdjustsScrollIndicatorInsets", uikit: "adjusts the indicators' insets",
                kit: "stored only", unreported: noIndicators)
        case .scrollViewBouncesHorizontally:
            Entry(
                "UIScrollView.bouncesHorizontally", uikit: "bounces the horizontal axis on its own",
                kit: "bounces both axes or neither")
        case .scrollViewBouncesVertically:
            Entry(
                "UIScrollView.bouncesVertically", uikit: "bounces the vertical axis on its own",
                kit: "bounces both axes or neither")
        case .scrollViewShowsVerticalScrollIndicator:
            Entry(
                "UIScrollView.showsVerticalScrollIndicator", uikit: "shows the indicator", kit: "stored only",
                unreported: noIndicators)
        case .scrollViewShowsHorizontalScrollIndicator:
            Entry(
                "UIScrollView.showsHorizontalScrollIndicator", uikit: "shows the indicator", kit: "stored only",
                unreported: noIndicators)
        case .scrollViewIndicatorStyle:
            Entry(
                "UIScrollView.indicatorStyle", uikit: "styles the indicators", kit: "stored only",
                unreported: noIndicators)
        case .scrollViewVerticalScrollIndicatorInsets:
            Entry(
                "UIScrollView.verticalScrollIndicatorInsets", uikit: "insets the indicator", kit: "stored only",
                unreported: noIndicators)
        case .scrollViewHorizontalScrollIndicatorInsets:
            Entry(
                "UIScrollView.horizontalScrollIndicatorInsets", uikit: "insets the indicator", kit: "stored only",
                unreported: noIndicators)
        case .scrollViewScrollIndicatorInsets:
            Entry(
                "UIScrollView.scrollIndicatorInsets", uikit: "insets the indicators", kit: "stored only",
                unreported: noIndicators)
        case .scrollViewFlashScrollIndicators:
            Entry(
                "UIScrollView.flashScrollIndicators()", uikit: "shows the indicators briefly", kit: "does nothing",
                unreported: noIndicators)
        case .scrollViewWithScrollIndicatorsShown:
            Entry(
                "UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)",
                uikit: "shows the indicators while the offset changes", kit: "makes the changes only",
                unreported: noIndicators)
        case .scrollViewScrollsToTop:
            Entry(
                "UIScrollView.scrollsToTop", uikit: "a tap on the status bar scrolls this view to the top",
                kit: statusBar)
        case .scrollViewStopScrollingAndZooming:
            Entry(
                "UIScrollView.stopScrollingAndZooming()",
                uikit: "stops a bounce or a settle inside the range, on a page",
                kit: "stops it, then puts the offset back inside the range at once")
        case .scrollViewKeyboardDismissMode:
            Entry(
                "UIScrollView.keyboardDismissMode", uikit: "dismisses the keyboard on a drag", kit: "stored only",
                unreported: "the kit has no keyboard, so there is never one to dismiss")
        case .scrollViewShouldScrollToTop:
            Entry(
                "UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)", uikit: "asked on a status-bar tap",
                kit: statusBar + "; it answered false")
        case .scrollViewDidScrollToTop:
            Entry(
                "UIScrollViewDelegate.scrollViewDidScrollToTop(_:)", uikit: "called after a status-bar tap's scroll",
                kit: statusBar + "; never called")
        default: nil
        }
    }

    private static func controlEntry(_ deviation: KitDeviation) -> Entry? {
        let noMenu = "stored only; a control shows no menu"
        return switch deviation {
        case .controlInitPrimaryAction:
            Entry(
                "UIControl.init(frame:primaryAction:)", uikit: "a touch sends `.primaryActionTriggered` and the action",
                kit: "the action runs only from `performPrimaryAction()`, not from touches")
        case .controlRemoveTarget:
            Entry(
                "UIControl.removeTarget(_:action:for:)", uikit: "removes only the action `action` names",
                kit: "removes every action of the target for those events")
        case .controlAllTargets:
            Entry(
                "UIControl.allTargets", uikit: "the target objects", kit: "their `ObjectIdentifier`s")
        case .controlActionsForTarget:
            Entry(
                "UIControl.actions(forTarget:forControlEvent:)", uikit: "the actions' selector names",
                kit: "always nil")
        case .controlContextMenuInteractionEnabled:
            Entry(
                "UIControl.isContextMenuInteractionEnabled", uikit: "a long press shows the control's menu", kit: noMenu
            )
        case .controlShowsMenuAsPrimaryAction:
            Entry("UIControl.showsMenuAsPrimaryAction", uikit: "a tap shows the control's menu", kit: noMenu)
        case .controlContextMenuInteraction:
            Entry("UIControl.contextMenuInteraction", uikit: "the control's menu interaction", kit: "always nil")
        default: nil
        }
    }
}
