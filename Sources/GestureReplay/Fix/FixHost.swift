import GestureUIKit

/// The user's class that holds a recognizer in a stored property, and how that class relates to it: what
/// `gesturelab fix` names in the code it prints (`panGesture` in `CardCell`), rather than a name made from the
/// report's (`row5Pan`, which no code declares).
///
/// Found with Swift's reflection (`Mirror`) over the objects the recognizer points at, in UIKit's order of who
/// answers for it: its delegate, its targets, then its view and the view's superviews (a cell that adds a pan to
/// its card holds it). Only the user's own types are read: the kit's classes and the built-in scenes hold their
/// recognizers in properties the user never wrote (the scenes' fixes name them as docs/scenes.md does).
public struct FixHost: Hashable, Sendable {
    /// The class that declares the property (`CardCell`): where the printed code goes.
    public var className: String
    /// The stored property that holds the recognizer (`panGesture`).
    public var property: String
    /// Whether the class is a `UIView` subclass: UIKit's `UIView` has `gestureRecognizerShouldBegin(_:)`, so the
    /// printed method is an `override` that falls back on `super`.
    public var isView: Bool
    /// Whether an instance of the class is the recognizer's delegate (UIKit asks it the delegate's questions).
    public var isDelegate: Bool
    /// Whether an instance of the class is the recognizer's view (UIKit asks it `gestureRecognizerShouldBegin(_:)`).
    public var isRecognizerView: Bool
    /// The table or collection view whose reused cell the host is (its report name, `feed`); nil for any other
    /// host. The data source's `tableView(_:cellForRowAt:)` holds both, so a statement relating the cell's
    /// recognizer to the table's goes there (`FixCellSetupCode`).
    public var cellContainer: String? = nil

    /// The host of `recognizer`, or nil when no user object holds it in a stored property.
    static func find(for recognizer: UIGestureRecognizer) -> FixHost? {
        var candidates: [AnyObject] = []
        if let delegate = recognizer.delegate { candidates.append(delegate) }
        candidates += recognizer.targetObjects
        var view = recognizer.view
        while let current = view {
            candidates.append(current)
            view = current.superview
        }
        for object in candidates {
            guard let property = property(holding: recognizer, in: object) else { continue }
            return FixHost(
                className: String(describing: type(of: object)), property: property, isView: object is UIView,
                isDelegate: recognizer.delegate.map { $0 === object } ?? false,
                isRecognizerView: recognizer.view.map { $0 === object } ?? false,
                cellContainer: container(ofCell: object))
        }
        return nil
    }

    /// The table of a `UITableViewCell`, the collection view of a `UICollectionViewCell`, by report name.
    static func container(ofCell object: AnyObject) -> String? {
        let isTableCell = object is UITableViewCell
        guard isTableCell || object is UICollectionViewCell, var view = (object as? UIView)?.superview else {
            return nil
        }
        while true {
            if isTableCell ? view is UITableView : view is UICollectionView {
                return view.displayName.isEmpty ? nil : view.displayName
            }
            guard let next = view.superview else { return nil }
            view = next
        }
    }

    /// The name of `object`'s stored property (its own or an inherited user class's) whose value is `recognizer`.
    static func property(holding recognizer: UIGestureRecognizer, in object: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if isUserType(current.subjectType) {
                for child in current.children {
                    guard let label = child.label, let value = unwrapped(child.value) as? UIGestureRecognizer,
                        value === recognizer
                    else { continue }
                    return propertyName(label)
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether `type` is declared outside the kit and the built-in scenes.
    static func isUserType(_ type: Any.Type) -> Bool {
        let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
        return !["GestureUIKit", "GestureScenes", "UIKit"].contains(module)
    }

    /// An optional's wrapped value (a `lazy var` or `var pan: UIPanGestureRecognizer?`), else `value`.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    /// The declared name: a `lazy var`'s storage is `$__lazy_storage_$_NAME` to reflection.
    private static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
    }
}
