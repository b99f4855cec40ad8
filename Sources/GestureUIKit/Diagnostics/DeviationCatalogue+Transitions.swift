extension DeviationCatalogue {
    /// Transitions, the table view controller, snapping layouts and selectors.
    static func transitionEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .gestureRecognizerSelectorAction:
            Entry(
                "UIGestureRecognizer.init(target:action:)", uikit: "sends the action selector to the target",
                kit: "a non-nil selector adds no action (Linux has no Objective-C runtime)",
                unreported: "the initializer runs before the recognizer is on a view in a window, so there is no "
                    + "window's log to report in; the port rewrites `#selector` into the method the kit calls")
        case .percentDrivenContinuation:
            Entry(
                "UIPercentDrivenInteractiveTransition.UIPercentDrivenInteractiveTransition",
                uikit: "continues the paused animator with the remaining fraction over `completionSpeed`",
                kit: "continues it with `1 / completionSpeed` (the kit's factor scales the whole duration)",
                unreported: "the remaining time and the curve are UIKit's, so no run sees a difference")
        case .tableViewControllerDeselection:
            Entry(
                "UITableViewController.UITableViewController",
                uikit: "deselects the selected row alongside the appearance transition",
                kit: "deselects it at once as the view appears")
        case .layoutTargetContentOffsetVelocity:
            Entry(
                "UICollectionViewFlowLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
                uikit: "asked with the release velocity in UIKit's unit (not read in the decompile)",
                kit: "asked with the delegate's velocity, points per millisecond")
        case .keyValueObservingStringKeyPath:
            Entry(
                "NSObject.addObserver(_:forKeyPath:options:context:)",
                uikit: "observes any key-value-compliant key path (an unknown key raises NSUnknownKeyException)",
                kit: "observes the key paths the kit notifies for; any other is reported here and registers nothing")
        default: nil
        }
    }
}
