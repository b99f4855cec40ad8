/// Calls into the Objective-C runtime that have no counterpart on Linux or in the kit, by the function's base
/// name (and, for methods that share a name with ordinary ones, the argument label that marks them), with what to
/// write instead. `gesturelab port` reports each with its line and leaves it as it is.
enum RuntimeTricks {
    /// The message for a call named `name` with argument labels `labels`, or nil for an ordinary call.
    static func message(name: String, labels: [String?]) -> String? {
        if let message = byName[name] { return message }
        switch name {
        case "value" where labels.first == "forKey" || labels.first == "forKeyPath",
            "setValue" where labels.contains("forKey") || labels.contains("forKeyPath"):
            return "key-value coding (\(name)(...forKey:)) reads an Objective-C property by its name, "
                + "private ones included; use the kit's public API"
        case "perform" where labels.first == .some(nil):
            return "perform(_:) sends a selector; call the method (after a delay: DispatchQueue.main.asyncAfter)"
        case "responds" where labels.first == "to":
            return "responds(to:) asks the Objective-C runtime; a ported optional requirement always exists"
        case "addObserver" where labels.contains("selector"):
            return "NotificationCenter's selector observer; use addObserver(forName:object:queue:using:)"
        case "observe" where labels.contains("options"):
            return "key-value observing needs the Objective-C runtime; observe the change where it is made"
        default:
            return nil
        }
    }

    private static let swizzling =
        "method swizzling replaces a method in the Objective-C runtime; override it in a subclass instead"
    private static let associated =
        "associated objects need the Objective-C runtime; use a stored property in a subclass"
    private static let lookup = "looks up Objective-C classes or selectors by name at run time"

    private static let byName: [String: String] = [
        "method_exchangeImplementations": swizzling, "method_setImplementation": swizzling,
        "method_getImplementation": swizzling, "class_getInstanceMethod": swizzling,
        "class_getClassMethod": swizzling, "class_addMethod": swizzling, "class_replaceMethod": swizzling,
        "imp_implementationWithBlock": swizzling, "objc_setAssociatedObject": associated,
        "objc_getAssociatedObject": associated, "NSSelectorFromString": lookup, "NSStringFromSelector": lookup,
        "NSClassFromString": lookup, "object_getClass": lookup, "class_copyMethodList": lookup,
        "class_copyPropertyList": lookup, "object_setClass": swizzling,
    ]
}
