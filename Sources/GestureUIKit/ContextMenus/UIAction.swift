import Foundation

/// UIKit's `UIAction` (iOS 13): a handler a control runs for its events, and an item of a `UIMenu`.
///
/// One initializer, UIKit's iOS 15 `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:
/// attributes:state:handler:)` with every parameter but the handler defaulted, so the shorter forms UIKit also
/// declares (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
/// `UIAction(title: "Delete", attributes: .destructive) { _ in ... }`, `UIAction { _ in ... }`) compile unchanged.
/// A context menu honours `attributes` as UIKit's does: `.hidden` items are not listed, `.disabled` ones are
/// greyed and do nothing, `.destructive` ones are red, `.keepsMenuPresented` ones run without closing the menu.
public final class UIAction: UIMenuElement {
    /// `handler`.
    public let handler: (UIAction) -> Void
    /// `sender`: the control that ran the action, during the handler.
    public internal(set) weak var sender: AnyObject?

    /// `identifier` (iOS 14): names the action, for `UIControl.removeAction(identifiedBy:for:)`; a unique one
    /// unless given.
    public let identifier: Identifier
    /// `subtitle` (iOS 15): a second line under the title.
    public var subtitle: String?
    /// `selectedImage` (iOS 15): the image shown while `state` is `.on`.
    public var selectedImage: UIImage?
    /// `discoverabilityTitle`: the text the keyboard-shortcut overlay shows.
    public var discoverabilityTitle: String?
    /// `attributes`: how the menu shows the action (destructive, disabled, hidden, keeps the menu presented).
    public var attributes: UIMenuElement.Attributes
    /// `state`: off, on (a checkmark) or mixed.
    public var state: UIMenuElement.State

    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its text (UIKit's unlabelled initializer).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (iOS 15; every parameter but `handler` defaulted, as in UIKit).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(rawValue: "UIAction." + UUID().uuidString)
        self.subtitle = subtitle
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}
