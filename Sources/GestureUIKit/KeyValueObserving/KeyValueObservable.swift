/// The kit's objects with observable properties: responders (views, view controllers) and gesture recognizers.
/// Their setters call `keyValueDidChange()` (`UIView`'s geometry, `alpha`, `isHidden`; `UIScrollView`'s content
/// size and insets; a recognizer's `state`), which costs one nil check while nothing observes the object.
extension UIResponder: _KeyValueCodingAndObserving {
    /// The observers registered on this object (made on first use).
    public var _keyValueObservers: KeyValueObserverList {
        if let list = keyValueObserverStorage { return list }
        let list = KeyValueObserverList()
        keyValueObserverStorage = list
        return list
    }

    /// Tells this object's observers that an observable property may have changed.
    package func keyValueDidChange() { keyValueObserverStorage?.notify() }
}

extension UIGestureRecognizer: _KeyValueCodingAndObserving {
    /// The observers registered on this recognizer (made on first use).
    public var _keyValueObservers: KeyValueObserverList {
        if let list = keyValueObserverStorage { return list }
        let list = KeyValueObserverList()
        keyValueObserverStorage = list
        return list
    }

    /// Tells this recognizer's observers that its state may have changed.
    package func keyValueDidChange() { keyValueObserverStorage?.notify() }
}
