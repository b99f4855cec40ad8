/// NSObject's members that UIKit code calls on UIKit's objects: `isKind(of:)`, `isMember(of:)` and `isEqual(_:)`.
///
/// The kit's classes are Swift classes, not NSObjects; they adopt this one protocol (UIResponder and so every view
/// and view controller, UIGestureRecognizer, UITouch, UIEvent) so that pasted code such as
/// `if view.isKind(of: UIScrollView.self)` or `recognizer.isEqual(other)` compiles and answers as Foundation's
/// NSObject does. It is not named `NSObjectProtocol`: swift-corelibs-foundation declares that one, and code that
/// imports both would find the name ambiguous. Deviations: no `responds(to:)`, `perform(_:)` or other
/// selector-based members (the kit has no Objective-C runtime); `isEqual(_:)` is identity and is not overridable
/// (a protocol extension), as NSObject's default answer.
public protocol KitObject: AnyObject {}

extension KitObject {
    /// `isKind(of:)` (NSObject): whether this object is an instance of `aClass` or of one of its subclasses.
    public func isKind(of aClass: AnyClass) -> Bool {
        var candidate: AnyClass? = type(of: self)
        while let current = candidate {
            if current == aClass { return true }
            candidate = _getSuperclass(current)
        }
        return false
    }

    /// `isMember(of:)` (NSObject): whether this object is an instance of exactly `aClass` (not a subclass).
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

    /// `isEqual(_:)` (NSObject): whether `object` is this very object (NSObject's default is identity).
    public func isEqual(_ object: Any?) -> Bool {
        guard let object else { return false }
        return (object as AnyObject) === self
    }
}
