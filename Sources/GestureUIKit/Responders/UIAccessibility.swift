/// UIKit's `UIAccessibility` namespace: only what gesture code asks before it picks an interaction.
///
/// Deviation: the desktop model has no VoiceOver, Switch Control or other assistive technology, so every answer
/// is the one a device without them gives.
public enum UIAccessibility {
    /// `isVoiceOverRunning`: always false (there is no VoiceOver on the desktop model).
    public static var isVoiceOverRunning: Bool { false }
}
