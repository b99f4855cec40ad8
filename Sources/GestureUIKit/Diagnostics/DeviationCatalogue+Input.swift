extension DeviationCatalogue {
    /// A finger is the kit's only touch: what the modelled device (an iPhone without 3D Touch) reports for it too.
    private static let fingerOnly =
        "every touch is a finger (`.direct`) on the modelled device, in UIKit as in the kit"
    private static let noEstimates =
        "UIKit calls it only for touches with estimated properties (Apple Pencil, 3D Touch force); a finger on the "
        + "modelled device has none, so UIKit never calls it either"

    /// Recognizers, touches and events.
    static func inputEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .gestureRecognizerRemoveTarget:
            Entry(
                "UIGestureRecognizer.removeTarget(_:action:)", uikit: "removes only the action `action` names",
                kit: "removes every action of the target (closures cannot be compared)")
        case .gestureRecognizerAllowedTouchTypes:
            Entry(
                "UIGestureRecognizer.allowedTouchTypes",
                uikit: "ignores touches of a type not listed, so without `.direct` no finger reaches it",
                kit: "receives every finger whatever the list holds")
        case .gestureRecognizerRequiresExclusiveTouchType:
            Entry(
                "UIGestureRecognizer.requiresExclusiveTouchType",
                uikit: "ignores a second touch type while one is down",
                kit: "stores it", unreported: fingerOnly)
        case .gestureRecognizerModifierFlags:
            Entry(
                "UIGestureRecognizer.modifierFlags", uikit: "the keyboard modifiers held during the event",
                kit: "always empty (no keyboard state)")
        case .gestureRecognizerButtonMask:
            Entry(
                "UIGestureRecognizer.buttonMask", uikit: "the pointer buttons of the event",
                kit: "always empty (every touch is a finger)")
        case .gestureRecognizerShouldReceiveEvent:
            Entry(
                "UIGestureRecognizer.shouldReceive(_:)",
                uikit: "a false answer hides the event from the recognizer",
                kit: "the event is delivered whatever it answers")
        case .gestureRecognizerTouchesEstimatedPropertiesUpdated:
            Entry(
                "UIGestureRecognizer.touchesEstimatedPropertiesUpdated(_:)",
                uikit: "called when estimated touch properties arrive", kit: "never called", unreported: noEstimates)
        case .delegateShouldReceiveEvent:
            Entry(
                "UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:) (UIEvent)",
                uikit: "a false answer hides the event from the recognizer",
                kit: "the event is delivered whatever the delegate answers")
        case .tapButtonMaskRequired:
            Entry(
                "UITapGestureRecognizer.buttonMaskRequired", uikit: "the pointer buttons a click must use",
                kit: "stores it", unreported: "a finger counts whatever this holds, in UIKit as in the kit")
        case .panAllowedScrollTypesMask:
            Entry(
                "UIPanGestureRecognizer.allowedScrollTypesMask",
                uikit: "turns wheel and trackpad scrolls into pans of this recognizer",
                kit: "a wheel or trackpad scroll moves a scroll view directly, never through a pan")
        case .hoverZOffset, .hoverAltitudeAngle, .hoverAzimuthAngle, .hoverAzimuthUnitVector, .hoverRollAngle:
            hoverEntry(deviation)
        default: touchEntry(deviation)
        }
    }

    private static func hoverEntry(_ deviation: KitDeviation) -> Entry? {
        let pencil = "the hovering Apple Pencil's value"
        return switch deviation {
        case .hoverZOffset: Entry("UIHoverGestureRecognizer.zOffset", uikit: pencil, kit: "always 0 (a mouse)")
        case .hoverAltitudeAngle:
            Entry("UIHoverGestureRecognizer.altitudeAngle", uikit: pencil, kit: "always 0 (a mouse)")
        case .hoverAzimuthAngle:
            Entry("UIHoverGestureRecognizer.azimuthAngle(in:)", uikit: pencil, kit: "always 0 (a mouse)")
        case .hoverAzimuthUnitVector:
            Entry("UIHoverGestureRecognizer.azimuthUnitVector(in:)", uikit: pencil, kit: "always the empty vector")
        case .hoverRollAngle: Entry("UIHoverGestureRecognizer.rollAngle", uikit: pencil, kit: "always 0 (a mouse)")
        default: nil
        }
    }

    private static func touchEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        case .touchPreciseLocation:
            Entry(
                "UITouch.preciseLocation(in:)", uikit: "the location with the digitizer's sub-point precision",
                kit: "the same as `location(in:)`")
        case .touchPrecisePreviousLocation:
            Entry(
                "UITouch.precisePreviousLocation(in:)", uikit: "the previous location with sub-point precision",
                kit: "the same as `previousLocation(in:)`")
        case .touchTapCount:
            Entry(
                "UITouch.tapCount", uikit: "the number of quick taps at this point (2 on a double tap's second touch)",
                kit: "always 1")
        case .touchType:
            Entry(
                "UITouch.type", uikit: "`.indirectPointer` for a mouse or trackpad, `.pencil` for Apple Pencil",
                kit: "always `.direct` (a mouse drag is delivered as a finger)")
        case .touchMajorRadius:
            Entry("UITouch.majorRadius", uikit: "the contact's measured radius", kit: "a constant 20 pt")
        case .touchMajorRadiusTolerance:
            Entry("UITouch.majorRadiusTolerance", uikit: "the radius's measured tolerance", kit: "a constant 5 pt")
        case .touchForce:
            Entry("UITouch.force", uikit: "the pressure on 3D Touch devices and Apple Pencil", kit: "always 0")
        case .touchMaximumPossibleForce:
            Entry("UITouch.maximumPossibleForce", uikit: "the device's maximum force", kit: "always 0")
        case .touchAzimuthAngle:
            Entry("UITouch.azimuthAngle(in:)", uikit: "Apple Pencil's azimuth", kit: "always 0")
        case .touchAzimuthUnitVector:
            Entry("UITouch.azimuthUnitVector(in:)", uikit: "Apple Pencil's azimuth as a vector", kit: "always (1, 0)")
        case .touchRollAngle: Entry("UITouch.rollAngle", uikit: "Apple Pencil Pro's roll", kit: "always 0")
        case .eventCoalescedTouches:
            Entry(
                "UIEvent.coalescedTouches(for:)", uikit: "every sample of the touch since the last event",
                kit: "just the touch itself")
        case .eventPredictedTouches:
            Entry("UIEvent.predictedTouches(for:)", uikit: "where the touch is predicted to go", kit: "always empty")
        case .eventButtonMask:
            Entry("UIEvent.buttonMask", uikit: "the pointer buttons pressed", kit: "always empty")
        case .eventModifierFlags:
            Entry("UIEvent.modifierFlags", uikit: "the keyboard modifiers held", kit: "always empty")
        default: nil
        }
    }
}
