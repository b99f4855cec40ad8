import Foundation

/// UIKit's `UIBarButtonItem`: a button for a navigation bar or toolbar (`navigationItem.rightBarButtonItem`).
///
/// Target-action without selectors, as `UIControl.addTarget(_:action:for:)`: `action` is an unapplied method
/// (`#selector(MyController.done)` becomes `MyController.done`), the target held weakly. Deviation: the kit's bars
/// show no bar button items (`UINavigationItem` stores them), so no tap reaches one; `sendAction()` runs its action
/// as a tap would.
open class UIBarButtonItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// `.plain`.
        case plain
        /// `.bordered` (deprecated).
        case bordered
        /// `.done`: bold.
        case done
    }

    /// UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        /// `.done`, `.cancel`, `.edit`, `.save`, `.add`, `.flexibleSpace`, `.fixedSpace`, `.compose`, `.reply`,
        /// `.action`, `.organize`, `.bookmarks`, `.search`, `.refresh`, `.stop`, `.camera`, `.trash`, `.play`,
        /// `.pause`, `.rewind`, `.fastForward`, `.undo`, `.redo`, `.pageCurl` (deprecated), `.close`.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// `title`.
    open var title: String?
    /// `image`.
    open var image: UIImage?
    /// `style`.
    open var style = Style.plain
    /// `customView`: a view shown in place of the button.
    open var customView: UIView?
    /// `isEnabled` (default true).
    open var isEnabled = true
    /// `tintColor`.
    open var tintColor: UIColor?
    /// `width`: a fixed space's width.
    open var width: CGFloat = 0
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The target's action bound to it (nil without one).
    private var action: ((UIBarButtonItem) -> Void)?

    /// `UIBarButtonItem()`.
    public init() {}

    /// `init(title:style:target:action:)` with a closure taking the item, or nil.
    public convenience init(
        title: String?, style: Style, target: AnyObject? = nil, action: ((UIBarButtonItem) -> Void)? = nil
    ) {
        self.init()
        self.title = title
        self.style = style
        self.action = action
    }

    /// `init(title:style:target:action:)` with an unapplied method taking the item (or its sender, `Any`).
    public convenience init<Target: AnyObject, Argument>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> (Argument) -> Void
    ) {
        self.init(title: title, style: style, action: Self.bind(target, action))
    }

    /// `init(title:style:target:action:)` with an unapplied method that takes no argument.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style, action: Self.bind(target, action))
    }

    /// `init(image:style:target:action:)` with a closure taking the item, or nil.
    public convenience init(
        image: UIImage?, style: Style, target: AnyObject? = nil, action: ((UIBarButtonItem) -> Void)? = nil
    ) {
        self.init(title: nil, style: style, action: action)
        self.image = image
    }

    /// `init(image:style:target:action:)` with an unapplied method taking the item (or its sender, `Any`).
    public convenience init<Target: AnyObject, Argument>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (Argument) -> Void
    ) {
        self.init(image: image, style: style, action: Self.bind(target, action))
    }

    /// `init(image:style:target:action:)` with an unapplied method that takes no argument.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(image: image, style: style, action: Self.bind(target, action))
    }

    /// `init(barButtonSystemItem:target:action:)` with a closure taking the item, or nil (`.flexibleSpace`).
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject? = nil,
        action: ((UIBarButtonItem) -> Void)? = nil
    ) {
        self.init(title: nil, style: systemItem == .done ? .done : .plain, action: action)
        self.systemItem = systemItem
    }

    /// `init(barButtonSystemItem:target:action:)` with an unapplied method taking the item (or its sender, `Any`).
    public convenience init<Target: AnyObject, Argument>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Target) -> (Argument) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, action: Self.bind(target, action))
    }

    /// `init(barButtonSystemItem:target:action:)` with an unapplied method that takes no argument.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, action: Self.bind(target, action))
    }

    /// `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Runs the item's action, as a tap on its button would (nothing when disabled or without one).
    package func sendAction() {
        guard isEnabled else { return }
        action?(self)
    }

    private static func bind<Target: AnyObject, Argument>(
        _ target: Target, _ action: @escaping (Target) -> (Argument) -> Void
    ) -> (UIBarButtonItem) -> Void {
        { [weak target] item in
            guard let target, let argument = item as? Argument else { return }
            action(target)(argument)
        }
    }

    private static func bind<Target: AnyObject>(
        _ target: Target, _ action: @escaping (Target) -> () -> Void
    ) -> (UIBarButtonItem) -> Void {
        { [weak target] _ in
            if let target { action(target)() }
        }
    }
}
