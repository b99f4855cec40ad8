import Foundation

/// The presented context menu, over the whole window: a dimmed backdrop, the lifted preview (the pressed view
/// redrawn as a white platter with its text) and the menu's actions in a list below it (above it when the
/// screen has no room below), as UIKit's `_UIContextMenuContainerView` shows them. Apps never see it.
///
/// A touch that lifts on an item runs its action (the items are buttons, `.touchUpInside`); a touch that lifts
/// on the backdrop or the preview dismisses. Deviation: UIKit dismisses with a tap recognizer on its container;
/// the kit's backdrop takes the touch itself, so the menu adds no recognizer to reports.
package final class ContextMenuView: UIView {
    /// Points, as UIKit's iPhone menus: the list's width and each row's height.
    package static let menuWidth: CGFloat = 250
    package static let rowHeight: CGFloat = 44
    /// The preview's scale once lifted.
    package static let liftedScale: CGFloat = 1.03

    /// The preview platter.
    package let preview = UIView()
    /// The menu list; its subviews are the item buttons, in order.
    package let list = UIView()
    /// The actions, in the list's order.
    package let actions: [UIAction]
    private let onAction: (UIAction) -> Void
    private let onDismiss: () -> Void

    init(
        source: UIView, window: UIWindow, menu: UIMenu, onAction: @escaping (UIAction) -> Void,
        onDismiss: @escaping () -> Void
    ) {
        actions = menu.flattenedActions
        self.onAction = onAction
        self.onDismiss = onDismiss
        super.init(frame: window.bounds)
        accessibilityIdentifier = "contextMenu"
        backgroundColor = UIColor(white: 0, alpha: 0.3)
        let sourceFrame = source.convert(source.bounds, to: window)
        buildPreview(source: source, frame: sourceFrame, window: window)
        buildList(below: preview.frame, in: window.bounds, title: menu.title)
    }

    required init?(coder: NSCoder) { return nil }

    private func buildPreview(source: UIView, frame: CGRect, window: UIWindow) {
        preview.backgroundColor = .white
        preview.cornerRadius = 12
        // A full-width row lifts as a platter with 8 pt margins, as UIKit's table previews; a smaller view
        // grows by the lifted scale.
        let fullWidth = frame.width >= window.bounds.width - 1
        let dx = fullWidth ? 8 : -frame.width * (Self.liftedScale - 1) / 2
        let dy = fullWidth ? 0 : -frame.height * (Self.liftedScale - 1) / 2
        preview.frame = frame.insetBy(dx: dx, dy: dy)
        let label = UILabel(frame: preview.bounds.insetBy(dx: 20, dy: 0))
        label.text = Self.text(in: source)
        label.font = .systemFont(ofSize: 17)
        preview.addSubview(label)
        preview.isUserInteractionEnabled = false
        addSubview(preview)
    }

    private func buildList(below anchor: CGRect, in screen: CGRect, title: String) {
        list.backgroundColor = UIColor(white: 0.97, alpha: 1)
        list.cornerRadius = 13
        let height = Self.rowHeight * CGFloat(actions.count)
        let x = min(max(16, anchor.minX + 16), screen.width - Self.menuWidth - 16)
        let fitsBelow = anchor.maxY + 8 + height <= screen.height - 20
        let y = fitsBelow ? anchor.maxY + 8 : max(20, anchor.minY - 8 - height)
        list.frame = CGRect(x: x, y: y, width: Self.menuWidth, height: height)
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .system)
            button.frame = CGRect(
                x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.menuWidth, height: Self.rowHeight)
            // The title as a leading label, as UIKit's menus align it (the kit's button centres its title).
            let label = UILabel(frame: button.bounds.insetBy(dx: 16, dy: 0))
            label.text = action.title
            label.font = .systemFont(ofSize: 17)
            let disabled = action.attributes.contains(.disabled)
            label.textColor =
                disabled
                ? UIColor(white: 0.6, alpha: 1) : action.attributes.contains(.destructive) ? .systemRed : .black
            label.isUserInteractionEnabled = false
            button.addSubview(label)
            button.accessibilityIdentifier = "contextMenu.\(action.title)"
            // A disabled item takes the touch and does nothing (the menu stays), as UIKit's.
            if !disabled {
                button.addAction(UIAction { [weak self] _ in self?.onAction(action) }, for: .touchUpInside)
            }
            list.addSubview(button)
            if index > 0 {
                let separator = UIView(frame: CGRect(x: 0, y: button.frame.minY, width: Self.menuWidth, height: 0.5))
                separator.backgroundColor = UIColor(white: 0.8, alpha: 1)
                separator.isUserInteractionEnabled = false
                list.addSubview(separator)
            }
        }
        addSubview(list)
    }

    /// The first label text under `view`, for the preview.
    private static func text(in view: UIView) -> String? {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        for subview in view.subviews { if let text = text(in: subview) { return text } }
        return nil
    }

    /// A touch lifting on the backdrop (not an item) dismisses.
    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onDismiss()
    }
}
