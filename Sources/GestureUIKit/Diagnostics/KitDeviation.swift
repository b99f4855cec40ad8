/// One way the kit knowingly differs from UIKit at one member: the members whose doc comment says "Deviation:"
/// (the coverage page's partial rows, docs/coverage.md) and the class-level deviations a run can meet.
///
/// Where the member is, the kit reports the case when a run exercises it, that is when the approximation can change
/// what the run does (a stored-only property set to a value UIKit acts on, a constant read, a call that does less
/// than UIKit's): `reportDeviation(.scrollViewContentAlignmentPoint, if: contentAlignmentPoint != .zero)`. The window logs the
/// first time and a count (`Diagnostics.deviations`); the replay report, `replay`/`test`/`fix`, the panels and the
/// artifacts page show them, so a reproduction that leans on an approximation says so. A few members no run can
/// exercise differently (`DeviationCatalogue.Entry.unreported` says why); DeviationCatalogueTests checks that every
/// partial row has a case and that every case is either reported from the code or says why not.
package enum KitDeviation: String, CaseIterable, Sendable {
    // UIGestureRecognizer and its delegate
    case gestureRecognizerRemoveTarget, gestureRecognizerAllowedTouchTypes, gestureRecognizerRequiresExclusiveTouchType
    case gestureRecognizerModifierFlags, gestureRecognizerButtonMask, gestureRecognizerShouldReceiveEvent
    case gestureRecognizerTouchesEstimatedPropertiesUpdated, delegateShouldReceiveEvent
    // Concrete recognizers
    case tapButtonMaskRequired, panAllowedScrollTypesMask
    case hoverZOffset, hoverAltitudeAngle, hoverAzimuthAngle, hoverAzimuthUnitVector, hoverRollAngle
    // UITouch and UIEvent
    case touchPreciseLocation, touchPrecisePreviousLocation, touchTapCount, touchType, touchMajorRadius
    case touchMajorRadiusTolerance, touchForce, touchMaximumPossibleForce, touchAzimuthAngle
    case touchAzimuthUnitVector, touchRollAngle
    case eventCoalescedTouches, eventPredictedTouches, eventButtonMask, eventModifierFlags
    // UIResponder and UIView
    case responderNext, responderTouchesEstimatedPropertiesUpdated, responderBecomeFirstResponder
    case responderIsFirstResponder
    case viewIsExclusiveTouch, viewIsOpaque, viewContentMode, viewTintColor
    case viewAnimateWithSpringDamping, viewAnimateWithSpringDuration
    // UIScrollView and its delegate
    case scrollViewContentAlignmentPoint
    case scrollViewAutomaticallyAdjustsScrollIndicatorInsets, scrollViewBouncesHorizontally
    case scrollViewBouncesVertically, scrollViewShowsVerticalScrollIndicator, scrollViewShowsHorizontalScrollIndicator
    case scrollViewIndicatorStyle, scrollViewVerticalScrollIndicatorInsets, scrollViewHorizontalScrollIndicatorInsets
    case scrollViewScrollIndicatorInsets, scrollViewFlashScrollIndicators, scrollViewWithScrollIndicatorsShown
    case scrollViewScrollsToTop, scrollViewStopScrollingAndZooming, scrollViewKeyboardDismissMode
    case scrollViewShouldScrollToTop, scrollViewDidScrollToTop
    // UIControl
    case controlInitPrimaryAction, controlRemoveTarget, controlAllTargets, controlActionsForTarget
    case controlContextMenuInteractionEnabled, controlShowsMenuAsPrimaryAction, controlContextMenuInteraction
    // View controllers and navigation
    case viewControllerViewIsAppearing
    case viewControllerAddChild, viewControllerWillMoveToParent, viewControllerDidMoveToParent
    case viewControllerShouldAutomaticallyForwardAppearanceMethods
    case navigationItemTitle, navigationItemHidesBackButton, navigationItemBackButtonTitle
    case navigationControllerSetViewControllers, navigationControllerIsNavigationBarHidden
    case navigationControllerSetNavigationBarHidden
    // Tables and collections
    case tableViewDelegate, tableViewPerformBatchUpdates, tableViewIsEditing, tableViewSetEditing
    case tableViewAllowsMultipleSelection, tableViewSelectRow, tableViewWillDeselectRow
    case tableViewTrailingSwipeActions, tableViewShouldBeginMultipleSelection, tableViewDidBeginMultipleSelection
    case tableViewDidEndMultipleSelection, contextualActionImage
    case collectionViewDelegate, collectionViewAllowsMultipleSelection, collectionViewSelectItem
    case collectionViewPerformBatchUpdates, collectionViewShouldDeselectItem, collectionViewShouldBeginMultipleSelection
    case collectionViewDidBeginMultipleSelection
    // Pages, sheets, menus
    case pageViewControllerSpineLocation, pageViewControllerIsDoubleSided, pageViewControllerSetViewControllers
    case pageViewControllerPresentationCount, pageViewControllerPresentationIndex
    case sheetPrefersEdgeAttachedInCompactHeight, sheetWidthFollowsPreferredContentSize, sheetPreferredCornerRadius
    case sheetPrefersPageSizing, sheetSourceView, sheetInvalidateDetents
    case contextMenuPreferredElementOrder
    // Auto Layout
    case labelIntrinsicContentSize, buttonIntrinsicContentSize, layoutConstraintIsActive, layoutConstraintPriority
    case scrollViewFrameLayoutGuide
    // Stack views
    case stackViewBaselineAlignment, stackViewBaselineRelativeArrangement, stackViewSpacingUseSystem
    // Everyday members (the coverage page's tier 2): environment, layers, alerts, bars, labels, tables
    case windowWindowScene, screenScale, screenNativeScale
    case layerShadowOpacity, layerShadowPath, layerBorderWidth, layerAddSublayer
    case labelLineBreakMode, labelAttributedText, fontSystemFontWeight
    case alertPreferredAction, textFieldText
    case viewControllerStatusBarAppearance, viewControllerPreferredStatusBarStyle, viewControllerPrefersStatusBarHidden
    case navigationItemLeftBarButtonItem, navigationItemRightBarButtonItem, navigationItemRightBarButtonItems
    case navigationBarPrefersLargeTitles, responderAwakeFromNib
    case tableViewTableHeaderView, tableViewTableFooterView, tableViewDelegateViewForHeader
    case tableViewDelegateHeightForHeader, tableViewDataSourceTitleForHeader, tableViewCellAccessoryType
    case tableViewCellImageView
    case buttonSetImage, buttonTitleLabel, storyboardInstantiateViewController, visualEffectViewBlur
    case activityIndicatorAnimation, shapeLayerInit, colorDynamicProvider, imageNamed
    case gestureRecognizerSelectorAction, percentDrivenContinuation, tableViewControllerDeselection
    case layoutTargetContentOffsetVelocity
    case keyValueObservingStringKeyPath

    /// The member in its UIKit spelling, `Class.member` as the coverage page names it.
    package var member: String { DeviationCatalogue.entry(self).member }
    /// What UIKit does.
    package var uikit: String { DeviationCatalogue.entry(self).uikit }
    /// What the kit does instead.
    package var kit: String { DeviationCatalogue.entry(self).kit }
}
