import Foundation

/// UIKit's `UIAlertController`: an alert or an action sheet, presented with `present(_:animated:completion:)`.
///
/// Its view covers the screen: a dimming view under a box holding the title, the message, the text fields and a
/// button per action (UIAlertController+View.swift), in UIKit's metrics: a 270-point alert in the middle, with two
/// actions side by side (the cancel one on the left) and more stacked, 44 points each; an action sheet at the
/// bottom, 8 points in from the edges, with 57-point buttons and the cancel one apart below. A tap on a button
/// dismisses the alert, then runs the action's handler; a tap outside an action sheet does what its cancel action
/// does (nothing when it has none), and outside an alert nothing. Deviation: drawn plainly (no blur or vibrancy,
/// no animation); buttons do not highlight under a finger sliding across them.
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// `.actionSheet`: the buttons rise from the bottom of the screen.
        case actionSheet = 0
        /// `.alert`: a box in the middle of the screen.
        case alert = 1
    }

    /// `message`.
    open var message: String? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// `preferredStyle`.
    public let preferredStyle: Style
    /// `actions`, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields `addTextField(configurationHandler:)` added.
    private var fields: [UITextField] = []

    /// `init(title:message:preferredStyle:)`. The controller presents itself over the screen (`.custom`, as
    /// UIKit's alert does with its own presentation controller), never as a sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `addAction(_:)`: adds a button for `action`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    /// `preferredAction`: the action Return would trigger; one of `actions` (UIKit raises for another, the kit
    /// ignores it). Deviation: drawn like the others (UIKit draws its title bold).
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            guard newValue.map({ action in actions.contains { $0 === action } }) ?? true else { return }
            storedPreferredAction = newValue
            reportDeviation(.alertPreferredAction, if: newValue != nil)
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var storedPreferredAction: UIAlertAction?

    /// `textFields`: the fields added, nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// `addTextField(configurationHandler:)`: adds a text field under the message, after running
    /// `configurationHandler` on it. Alerts only: UIKit raises for an action sheet, the kit ignores the call.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        fields.append(field)
        viewIfLoaded?.setNeedsLayout()
    }

    /// `loadView()`: the full-screen view that dims what is under it and holds the alert's box.
    open override func loadView() {
        view = AlertContainerView(controller: self)
    }

    /// A tap on `action`'s button: the alert is dismissed, then the handler runs.
    func trigger(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let finish: () -> Void = { action.handler?(action) }
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
    }

    /// A tap on the dimming view: an action sheet's cancel action; nothing for an alert.
    func dimmingViewTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        trigger(cancel)
    }
}
