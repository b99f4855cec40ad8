/// Key-value observing as Swift code on iOS writes it: `scrollView.observe(\.contentOffset, options: [.new, .old])
/// { scrollView, change in ... }`, on the kit's objects (views, view controllers, gesture recognizers).
///
/// Foundation declares `observe(_:options:changeHandler:)` on `_KeyValueCodingAndObserving`, which NSObject adopts;
/// swift-corelibs-foundation has neither, so the kit declares the protocol under that name and the objects that
/// have observable properties adopt it. UIKit's observable properties notify through their setters (automatic KVO
/// wraps each setter): here the kit's setters of the properties apps observe tell the object's observers, each in
/// the order it was registered, and each observer compares its key path's value before and after.
///
/// Observable: `UIView`'s `frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden` (and what they derive, so
/// `frame` is told when `center` moves); `UIScrollView`'s `contentOffset`, `contentSize`, `contentInset`,
/// `adjustedContentInset`, `zoomScale`; `UIGestureRecognizer`'s `state`; any property of a subclass that changes
/// with those. Deviations: a handler is called when the value changed, not on a set to the same value (automatic
/// KVO calls it on every set); a key path the kit does not notify for (a subclass's own stored property) is never
/// called; with `.prior`, the before-change call comes just before the after-change one, once the value is set (the
/// object already reads the new value during it; the change carries the old one, as in Foundation).
public protocol _KeyValueCodingAndObserving: AnyObject {
    /// The observers registered on this object; the kit's own bookkeeping, not UIKit API.
    var _keyValueObservers: KeyValueObserverList { get }
}

extension _KeyValueCodingAndObserving {
    /// `observe(_:options:changeHandler:)` (Foundation): calls `changeHandler` each time the value at `keyPath`
    /// changes, until the returned observation is invalidated or released. With `.initial`, once at once too.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let list = _keyValueObservers
        var last = self[keyPath: keyPath]
        let observer = KeyValueObserverList.Observer { [weak self] in
            guard let self else { return }
            let now = self[keyPath: keyPath]
            guard !KeyValueObserverList.same(last, now) else { return }
            let old = last
            last = now
            if options.contains(.prior) {
                changeHandler(
                    self,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, indexes: nil,
                        isPrior: true))
            }
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? now : nil,
                    oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        list.add(observer)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation { [weak list, weak observer] in
            if let list, let observer { list.remove(observer) }
        }
    }
}

/// The observers of one object, in the order they were registered.
public final class KeyValueObserverList {
    /// One registration: compares its key path's value with the last it saw and calls its handler on a change.
    final class Observer {
        let check: () -> Void
        init(check: @escaping () -> Void) { self.check = check }
    }

    private var observers: [Observer] = []
    /// The string-key-path registrations (`KeyValueObserving+KeyPathStrings.swift`), for `removeObserver`.
    var keyPathRegistrations: [KeyPathRegistration] = []

    init() {}

    func add(_ observer: Observer) { observers.append(observer) }

    func remove(_ observer: Observer) { observers.removeAll { $0 === observer } }

    /// Lets each observer compare its value; a handler that removes or adds observers affects the next change.
    func notify() {
        for observer in observers { observer.check() }
    }

    /// Whether two observed values are the same: `==` for equatable values, never for the others (their
    /// observers are told of every notification).
    static func same<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(toAny: rhs)
    }
}

extension Equatable {
    /// `==` against a value of unknown type: false unless it is a `Self` equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
