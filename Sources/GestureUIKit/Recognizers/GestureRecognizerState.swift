import Foundation

/// A recognizer's state, as UIGestureRecognizer.State.
///
/// Discrete recognizers go possible → ended (recognized) or possible → failed. Continuous ones go possible →
/// began → changed* → ended | cancelled, or possible → failed. Every terminal state is followed by a reset to
/// possible once the current event has been handled (UIKit resets on the next run-loop turn).
///
/// UIKit's base class does not know whether a subclass is discrete: any recognizer may go possible → recognized
/// (Apple, "Implementing a discrete gesture recognizer": a direct `UIGestureRecognizer` subclass sets
/// `.recognized` from `.possible`, its action runs once and it resets). Only the kit's own discrete kinds (taps,
/// swipes) are refused `began`.
public enum GestureRecognizerState: String, Sendable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed

    /// `UIGestureRecognizer.State.recognized`: a discrete recognizer's recognition, which is `ended` (UIKit's
    /// `UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded`).
    public static let recognized = GestureRecognizerState.ended

    /// Ended, cancelled or failed: the recognizer will be reset.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Began or changed: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether UIKit allows going from `self` to `next`, for a discrete or continuous recognizer.
    public func canTransition(to next: GestureRecognizerState, discrete: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .failed): return true
        case (.possible, .ended): return true
        case (.possible, .began): return !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return !discrete
        default: return false
        }
    }
}
