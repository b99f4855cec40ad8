import Foundation

/// UIKit's `UILayoutGuide`: a rectangle in a view's layout that constraints place like a view, with nothing drawn and
/// no touches; `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides the view keeps in step with its insets.
open class UILayoutGuide: LayoutItem, Hashable {
    /// `owningView`, held weakly (the view keeps its guides).
    open internal(set) weak var owningView: UIView?
    /// `identifier`: shown in constraint descriptions.
    open var identifier = ""
    /// What keeps the guide in step: nothing (an app's guide), the safe area or the layout margins.
    let role: Role
    private lazy var variables = LayoutVariables(name: layoutDescription)

    /// Whether a guide is the app's or one of the view's own (a scroll view's content and frame guides too).
    enum Role {
        case app, safeArea, margins, scrollContent, scrollFrame
    }

    /// `UILayoutGuide()`.
    public init() { role = .app }

    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
    }

    /// `layoutFrame`: the guide's rectangle in its owning view's coordinates, as the engine solved it (the
    /// safe area or margins rectangle for the view's own guides; `.zero` before a solve).
    open var layoutFrame: CGRect {
        if let owner = owningView, let insets = systemInsets {
            return CGRect(origin: .zero, size: owner.bounds.size).inset(by: insets)
        }
        if let scrollView = owningView as? UIScrollView {
            if role == .scrollContent { return CGRect(origin: .zero, size: scrollView.contentSize) }
            if role == .scrollFrame { return CGRect(origin: scrollView.bounds.origin, size: scrollView.bounds.size) }
        }
        guard let engine = owningView?.treeLayoutEngine, engine.isRegistered(self) else { return .zero }
        return engine.solvedFrame(of: self, current: .zero)
    }

    /// The insets a view's own guide keeps from its owning view's bounds; nil for an app's guide.
    var systemInsets: UIEdgeInsets? {
        guard let owner = owningView else { return nil }
        switch role {
        case .app, .scrollContent, .scrollFrame: return nil
        case .safeArea: return owner.safeAreaInsets
        case .margins: return owner.marginsGuideInsets
        }
    }

    // MARK: LayoutItem

    /// The guide's variables.
    package var layoutVariables: LayoutVariables { variables }
    /// The owning view.
    package var layoutContainer: UIView? { owningView }
    /// The owning view.
    package var layoutNode: UIView? { owningView }
    /// `UILayoutGuide:0x600003e1c000'UIViewSafeAreaLayoutGuide'`.
    package var layoutDescription: String {
        "UILayoutGuide:\(NSLayoutConstraint.address(of: self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    // MARK: Anchors

    /// `leadingAnchor`.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// `trailingAnchor`.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// `leftAnchor`.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// `rightAnchor`.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// `topAnchor`.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// `bottomAnchor`.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// `widthAnchor`.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// `heightAnchor`.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// `centerXAnchor`.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// `centerYAnchor`.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Identity, as NSObject's.
    public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
