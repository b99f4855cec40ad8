import Foundation

/// Foundation's `NSKeyValueChangeKey`: the keys of the change dictionary `observeValue(forKeyPath:of:change:context:)`
/// receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, Foundation's string.
    public let rawValue: String
    /// `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.kindKey`: the `NSKeyValueChange` raw value (always `.setting` in the kit).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// `.newKey`: the value after the change, with `.new`.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// `.oldKey`: the value before the change, with `.old`.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// `.indexesKey`: to-many changes only (never sent by the kit).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `.notificationIsPriorKey`: true in the before-change call an observer with `.prior` gets.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// String-key-path KVO as Objective-C-era code writes it: `scrollView.addObserver(self, forKeyPath: "contentOffset",
/// options: [.new, .old], context: &context)`, the changes arriving in the observer's overridden
/// `observeValue(forKeyPath:of:change:context:)`, until `removeObserver(_:forKeyPath:context:)`.
///
/// The key paths are the ones the kit's block KVO notifies for (`KeyValueObserving.swift`), by their Objective-C
/// names: a view's `frame`, `bounds`, `center`, `transform`, `alpha`, `hidden`; a scroll view's `contentOffset`,
/// `contentSize`, `contentInset`, `adjustedContentInset`, `zoomScale`; a recognizer's `state`. The change dictionary
/// holds Swift values (`CGPoint`, `CGRect`...) where Foundation boxes them in `NSValue`/`NSNumber`; `.kindKey` holds
/// `NSKeyValueChange.setting.rawValue`. As Foundation does, the observer is not retained, `.initial` calls it once
/// at once (with `.newKey` when `.new` is asked for), `.prior` adds a call with `.notificationIsPriorKey` true before
/// each change, and `removeObserver(_:forKeyPath:)` removes the most recent matching registration.
extension KitObject {
    /// `addObserver(_:forKeyPath:options:context:)` (NSObject, NSKeyValueObserving.h): `observer` hears each change
    /// of the value at `keyPath` in its `observeValue(forKeyPath:of:change:context:)`, with `context`. Deviation: the
    /// observer is a responder (a view or view controller, where apps override `observeValue`), values are not boxed
    /// in `NSValue`, and a key path the kit does not notify for (`isHidden`: UIKit's key is `hidden`; a subclass's own
    /// property; a path with dots) is reported as a deviation and registers nothing, where UIKit raises
    /// `NSUnknownKeyException` or never calls.
    public func addObserver(
        _ observer: UIResponder, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let observable = self as? _KeyValueCodingAndObserving,
            let read = KeyValueObserverList.reader(forKeyPath: keyPath, of: self)
        else {
            (self as? DeviationReporting)?.reportDeviation(.keyValueObservingStringKeyPath)
            return
        }
        let list = observable._keyValueObservers
        var last = read()
        let registration = KeyValueObserverList.Observer { [weak self, weak observer] in
            guard let self, let observer else { return }
            let now = read()
            guard !KeyValueObserverList.same(last, now) else { return }
            let old = last
            last = now
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.old) { change[.oldKey] = old }
            if options.contains(.prior) {
                var prior = change
                prior[.notificationIsPriorKey] = true
                observer.observeValue(forKeyPath: keyPath, of: self, change: prior, context: context)
            }
            if options.contains(.new) { change[.newKey] = now }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        list.add(registration)
        list.keyPathRegistrations.append(
            .init(observer: observer, keyPath: keyPath, context: context, registration: registration))
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = last }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// `removeObserver(_:forKeyPath:)` (NSObject): ends the most recent registration of `observer` for `keyPath`.
    public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String) {
        removeKeyPathRegistration { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// `removeObserver(_:forKeyPath:context:)` (NSObject): ends the most recent registration of `observer` for
    /// `keyPath` made with `context`.
    public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeKeyPathRegistration { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    private func removeKeyPathRegistration(where matches: (KeyValueObserverList.KeyPathRegistration) -> Bool) {
        guard let list = (self as? _KeyValueCodingAndObserving)?._keyValueObservers,
            let index = list.keyPathRegistrations.lastIndex(where: matches)
        else { return }
        list.remove(list.keyPathRegistrations.remove(at: index).registration)
    }
}

extension KeyValueObserverList {
    /// One `addObserver(_:forKeyPath:options:context:)`: what `removeObserver` matches, and the registration it ends.
    struct KeyPathRegistration {
        weak var observer: UIResponder?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
        let registration: Observer
    }

    /// Reads the value at `keyPath` (its Objective-C name) of `object`; nil for a key path the kit does not notify for.
    static func reader(forKeyPath keyPath: String, of object: AnyObject) -> (() -> Any)? {
        if let scrollView = object as? UIScrollView {
            switch keyPath {
            case "contentOffset": return { [unowned scrollView] in scrollView.contentOffset }
            case "contentSize": return { [unowned scrollView] in scrollView.contentSize }
            case "contentInset": return { [unowned scrollView] in scrollView.contentInset }
            case "adjustedContentInset": return { [unowned scrollView] in scrollView.adjustedContentInset }
            case "zoomScale": return { [unowned scrollView] in scrollView.zoomScale }
            default: break
            }
        }
        if let view = object as? UIView {
            switch keyPath {
            case "frame": return { [unowned view] in view.frame }
            case "bounds": return { [unowned view] in view.bounds }
            case "center": return { [unowned view] in view.center }
            case "transform": return { [unowned view] in view.transform }
            case "alpha": return { [unowned view] in view.alpha }
            case "hidden": return { [unowned view] in view.isHidden }
            default: return nil
            }
        }
        if let recognizer = object as? UIGestureRecognizer, keyPath == "state" {
            return { [unowned recognizer] in recognizer.state }
        }
        return nil
    }
}
