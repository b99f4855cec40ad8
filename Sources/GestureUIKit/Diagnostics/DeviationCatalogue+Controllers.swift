extension DeviationCatalogue {
    private static let readsBackNarrower =
        "a compile-time difference only: the property reads back as `UIScrollViewDelegate?`, and code that needs "
        + "the narrower type does not compile"
    private static let noMultipleSelectionEditing =
        "UIKit starts it only with `allowsMultipleSelectionDuringEditing`, which the kit does not declare: code that "
        + "sets it does not compile"
    private static let parentStale =
        "`addChild(_:)` sends `willMove(toParent:)` and `removeFromParent()` sends `didMove(toParent: nil)`, as UIKit's "
        + "do, and the navigation and page view controllers send both; no run differs"

    /// View controllers, navigation, tables, collections, pages, sheets and menus.
    static func controllerEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .viewControllerViewIsAppearing:
            Entry(
                "UIViewController.viewIsAppearing(_:)",
                uikit: "sent to every appearing controller, the window's root too",
                kit: "not sent to the scene's root controller",
                unreported: "the kit cannot tell whether the root controller overrides it (the only difference)")
        case .viewControllerAddChild:
            Entry(
                "UIViewController.addChild(_:)", uikit: "the child gets the parent's appearance callbacks",
                kit: "appearance callbacks are not forwarded to the child")
        case .viewControllerWillMoveToParent:
            Entry(
                "UIViewController.willMove(toParent:)", uikit: "sent by `addChild(_:)` and containers",
                kit: "sent by `addChild(_:)` and the kit's containers", unreported: parentStale)
        case .viewControllerDidMoveToParent:
            Entry(
                "UIViewController.didMove(toParent:)", uikit: "sent by `removeFromParent()` and containers",
                kit: "sent by `removeFromParent()` and the kit's containers", unreported: parentStale)
        case .viewControllerShouldAutomaticallyForwardAppearanceMethods:
            Entry(
                "UIViewController.shouldAutomaticallyForwardAppearanceMethods",
                uikit: "false stops the automatic forwarding to children", kit: "not consulted",
                unreported: "false means no automatic forwarding, which is what the kit does; with true the "
                    + "difference is `addChild(_:)`'s, reported there")
        case .navigationItemTitle:
            Entry(
                "UINavigationItem.title", uikit: "the bar shows the item's title",
                kit: "the bar shows the controller's title")
        case .navigationItemHidesBackButton:
            Entry(
                "UINavigationItem.hidesBackButton", uikit: "the bar hides the back button", kit: "the back button stays"
            )
        case .navigationItemBackButtonTitle:
            Entry(
                "UINavigationItem.backButtonTitle", uikit: "the back button shows this title",
                kit: "the back button shows no title")
        case .navigationControllerSetViewControllers:
            Entry(
                "UINavigationController.setViewControllers(_:animated:)", uikit: "animates the change",
                kit: "changes the stack at once, without animation")
        case .navigationControllerIsNavigationBarHidden:
            Entry(
                "UINavigationController.isNavigationBarHidden",
                uikit: "a hidden bar takes no touches: an edge swipe where it was begins the pop",
                kit: "the pop's edge pan still refuses touches where the bar was")
        case .navigationControllerSetNavigationBarHidden:
            Entry(
                "UINavigationController.setNavigationBarHidden(_:animated:)", uikit: "animates the bar",
                kit: "never animated")
        default: tableEntry(deviation) ?? pageEntry(deviation)
        }
    }

    private static func tableEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .tableViewDelegate:
            Entry(
                "UITableView.delegate", uikit: "typed `UITableViewDelegate?`", kit: "typed `UIScrollViewDelegate?`",
                unreported: readsBackNarrower)
        case .tableViewPerformBatchUpdates:
            Entry(
                "UITableView.performBatchUpdates(_:completion:)", uikit: "animates the rows' changes",
                kit: "the rows change at once")
        case .tableViewIsEditing:
            Entry(
                "UITableView.isEditing", uikit: "editing mode: delete and reorder controls, taps do not select",
                kit: "stored only; rows behave the same")
        case .tableViewSetEditing:
            Entry(
                "UITableView.setEditing(_:animated:)", uikit: "enters editing mode", kit: "sets `isEditing` only")
        case .tableViewAllowsMultipleSelection:
            Entry(
                "UITableView.allowsMultipleSelection", uikit: "taps select several rows",
                kit: "one row is selected at a time")
        case .tableViewSelectRow:
            Entry(
                "UITableView.selectRow(at:animated:scrollPosition:)", uikit: "scrolls the row to `scrollPosition`",
                kit: "does not scroll")
        case .tableViewWillDeselectRow:
            Entry(
                "UITableViewDelegate.tableView(_:willDeselectRowAt:)",
                uikit: "its answer decides which row is deselected", kit: "the selected row is deselected regardless")
        case .tableViewTrailingSwipeActions:
            Entry(
                "UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
                uikit: "offers Delete when the data source commits editing", kit: "no editing styles",
                unreported: "the kit's data source declares no `tableView(_:commit:forRowAt:)`, so it cannot tell "
                    + "when UIKit would offer Delete")
        case .tableViewShouldBeginMultipleSelection:
            Entry(
                "UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
                uikit: "asked on a two-finger pan", kit: "never asked", unreported: noMultipleSelectionEditing)
        case .tableViewDidBeginMultipleSelection:
            Entry(
                "UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:)",
                uikit: "called as it starts", kit: "never called", unreported: noMultipleSelectionEditing)
        case .tableViewDidEndMultipleSelection:
            Entry(
                "UITableViewDelegate.tableViewDidEndMultipleSelectionInteraction(_:)", uikit: "called as it ends",
                kit: "never called", unreported: noMultipleSelectionEditing)
        case .contextualActionImage:
            Entry("UIContextualAction.image", uikit: "the button shows the image", kit: "the button shows its title")
        default: collectionEntry(deviation)
        }
    }

    private static func collectionEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .collectionViewDelegate:
            Entry(
                "UICollectionView.delegate", uikit: "typed `UICollectionViewDelegate?`",
                kit: "typed `UIScrollViewDelegate?`", unreported: readsBackNarrower)
        case .collectionViewAllowsMultipleSelection:
            Entry(
                "UICollectionView.allowsMultipleSelection", uikit: "taps select several items",
                kit: "one item is selected at a time")
        case .collectionViewSelectItem:
            Entry(
                "UICollectionView.selectItem(at:animated:scrollPosition:)",
                uikit: "scrolls the item to `scrollPosition`",
                kit: "does not scroll")
        case .collectionViewPerformBatchUpdates:
            Entry(
                "UICollectionView.performBatchUpdates(_:completion:)", uikit: "animates the items' changes",
                kit: "the items change at once")
        case .collectionViewShouldDeselectItem:
            Entry(
                "UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:)",
                uikit: "false keeps the item selected", kit: "the item is deselected regardless")
        case .collectionViewShouldBeginMultipleSelection:
            Entry(
                "UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
                uikit: "asked on a two-finger pan", kit: "never asked", unreported: noMultipleSelectionEditing)
        case .collectionViewDidBeginMultipleSelection:
            Entry(
                "UICollectionViewDelegate.collectionView(_:didBeginMultipleSelectionInteractionAt:)",
                uikit: "called as it starts", kit: "never called", unreported: noMultipleSelectionEditing)
        default: nil
        }
    }

    private static func pageEntry(_ deviation: KitDeviation) -> Entry? {
        let noPageControl = "the kit shows no page control"
        return switch deviation {
        case .pageViewControllerSpineLocation:
            Entry(
                "UIPageViewController.spineLocation", uikit: "a page curl's spine",
                kit: "a page curl pages like `.scroll`")
        case .pageViewControllerIsDoubleSided:
            Entry(
                "UIPageViewController.isDoubleSided", uikit: "a page curl shows the back of pages", kit: "stored only")
        case .pageViewControllerSetViewControllers:
            Entry(
                "UIPageViewController.setViewControllers(_:direction:animated:completion:)",
                uikit: "animates to the page", kit: "shows it at once")
        case .pageViewControllerPresentationCount:
            Entry(
                "UIPageViewControllerDataSource.presentationCount(for:)",
                uikit: "shows a page control with this many dots",
                kit: noPageControl)
        case .pageViewControllerPresentationIndex:
            Entry(
                "UIPageViewControllerDataSource.presentationIndex(for:)", uikit: "the page control's selected dot",
                kit: noPageControl)
        case .sheetPrefersEdgeAttachedInCompactHeight:
            Entry(
                "UISheetPresentationController.prefersEdgeAttachedInCompactHeight",
                uikit: "in landscape the sheet attaches to the bottom edge", kit: "stored only")
        case .sheetWidthFollowsPreferredContentSize:
            Entry(
                "UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached",
                uikit: "an edge-attached sheet takes the preferred width", kit: "stored only")
        case .sheetPreferredCornerRadius:
            Entry(
                "UISheetPresentationController.preferredCornerRadius", uikit: "the sheet's corner radius",
                kit: "the kit's radius")
        case .sheetPrefersPageSizing:
            Entry(
                "UISheetPresentationController.prefersPageSizing", uikit: "page-sized sheets on wide screens",
                kit: "stored only",
                unreported: "the kit's devices are phones, where UIKit's sheet is as wide as the "
                    + "window either way")
        case .sheetSourceView:
            Entry(
                "UISheetPresentationController.sourceView", uikit: "where a popover-adapted sheet points",
                kit: "stored only", unreported: "on a phone a sheet never adapts to a popover, in UIKit either")
        case .sheetInvalidateDetents:
            Entry(
                "UISheetPresentationController.invalidateDetents()", uikit: "resolves custom detents again",
                kit: "does nothing",
                unreported: "only custom detents have resolvers, and the kit does not declare them: code that makes "
                    + "one does not compile")
        case .contextMenuPreferredElementOrder:
            Entry(
                "UIContextMenuConfiguration.preferredMenuElementOrder",
                uikit: "orders the menu's elements by the menu's position", kit: "the menu lists them in order")
        default: nil
        }
    }
}
