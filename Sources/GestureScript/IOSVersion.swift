/// The iOS versions the model can behave as, written `ios 18` / `ios 26` in scripts and `--ios` on the command line.
///
/// 18 (the default) is UIKit as decompiled from iOS 18.2: the back swipe is the edge pan only. 26 adds what
/// iOS 26.1 changed: `UINavigationController.interactiveContentPopGestureRecognizer`, the full-width content swipe.
public enum IOSVersion {
    /// The versions modelled, oldest first.
    public static let supported = [18, 26]
    /// The version a script or run without `ios` behaves as.
    public static let `default` = 18

    /// "18 or 26", for error messages.
    public static var supportedList: String { supported.map(String.init).joined(separator: " or ") }

    /// The version `text` names, or nil unless it is exactly one of `supported` ("18", "26").
    public static func parse(_ text: String) -> Int? {
        guard let value = Int(text), String(value) == text, supported.contains(value) else { return nil }
        return value
    }
}
