import Foundation

/// The alert's full-screen view: dims the screen and lays out the box, its labels, text fields and buttons in
/// UIKit's metrics (see `UIAlertController`).
final class AlertContainerView: UIView {
    /// UIKit's alert: 270 points wide, 44-point buttons, 14-point corners.
    private static let alertWidth: CGFloat = 270
    private static let alertButtonHeight: CGFloat = 44
    /// UIKit's action sheet: 8 points from the screen's edges, 57-point buttons, the cancel one 8 points apart.
    private static let sheetMargin: CGFloat = 8
    private static let sheetButtonHeight: CGFloat = 57
    private static let padding: CGFloat = 16

    private weak var controller: UIAlertController?
    /// The box that holds everything but the cancel button of a sheet.
    let box = UIView(frame: .zero)
    /// A sheet's separate cancel box.
    private let cancelBox = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    /// The buttons, in the order of `controller.actions`.
    private(set) var buttons: [UIButton] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(origin: .zero, size: KitScreen.size ?? UIScreen.defaultSize))
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        name = "alert"
        for part in [box, cancelBox] {
            part.backgroundColor = UIColor(white: 0.97, alpha: 1)
            part.cornerRadius = controller.preferredStyle == .alert ? 14 : 13
            part.clipsToBounds = true
            addSubview(part)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
        titleLabel.font = .systemFont(ofSize: controller.preferredStyle == .alert ? 17 : 13, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        if buttons.count != controller.actions.count { makeButtons(for: controller) }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        if controller.preferredStyle == .alert { layOutAlert(controller) } else { layOutSheet(controller) }
    }

    private func makeButtons(for controller: UIAlertController) {
        for button in buttons { button.removeFromSuperview() }
        buttons = controller.actions.map { action in
            let button = UIButton(type: .system)
            button.name = "alert action \(action.title ?? "")"
            button.setTitle(action.title, for: .normal)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.backgroundColor = UIColor(white: 0.97, alpha: 1)
            button.addAction(UIAction { [weak controller] _ in controller?.trigger(action) }, for: .touchUpInside)
            return button
        }
    }

    /// Title, message and fields from the top of a box `width` wide; returns the height they take.
    private func layOutText(width: CGFloat, fields: [UITextField]) -> CGFloat {
        var y: CGFloat = 20
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let size = label.sizeThatFits(CGSize(width: width - 2 * Self.padding, height: 0))
            label.frame = CGRect(x: Self.padding, y: y, width: width - 2 * Self.padding, height: size.height)
            y += size.height + 4
        }
        for field in fields {
            if field.superview !== box { box.addSubview(field) }
            field.frame = CGRect(x: Self.padding, y: y + 8, width: width - 2 * Self.padding, height: 24)
            y += 32
        }
        return y + 16
    }

    private func layOutAlert(_ controller: UIAlertController) {
        let width = Self.alertWidth
        var y = layOutText(width: width, fields: controller.textFields ?? [])
        let actions = controller.actions
        // Two actions sit side by side, the cancel one on the left; more stack, the cancel one last.
        if actions.count == 2 {
            let order = actions[1].style == .cancel ? [1, 0] : [0, 1]
            for (slot, index) in order.enumerated() {
                buttons[index].frame = CGRect(
                    x: CGFloat(slot) * width / 2, y: y + 0.5, width: width / 2 - (slot == 0 ? 0.5 : 0),
                    height: Self.alertButtonHeight)
            }
            y += Self.alertButtonHeight + 0.5
        } else {
            for index in stackOrder(actions) {
                buttons[index].frame = CGRect(x: 0, y: y + 0.5, width: width, height: Self.alertButtonHeight)
                y += Self.alertButtonHeight + 0.5
            }
        }
        for button in buttons where button.superview !== box { box.addSubview(button) }
        box.backgroundColor = UIColor(white: 0.8, alpha: 1)  // shows between the buttons as their separators
        box.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - y) / 2, width: width, height: y)
        cancelBox.isHidden = true
    }

    private func layOutSheet(_ controller: UIAlertController) {
        let width = bounds.width - 2 * Self.sheetMargin
        let hasText = !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty
        var y = hasText ? layOutText(width: width, fields: []) : 0
        let cancelIndex = controller.actions.firstIndex { $0.style == .cancel }
        for index in controller.actions.indices where index != cancelIndex {
            if buttons[index].superview !== box { box.addSubview(buttons[index]) }
            buttons[index].frame = CGRect(x: 0, y: y + 0.5, width: width, height: Self.sheetButtonHeight)
            y += Self.sheetButtonHeight + 0.5
        }
        let bottom = bounds.height - max(safeAreaInsets.bottom, Self.sheetMargin)
        var boxBottom = bottom
        if let cancelIndex {
            cancelBox.isHidden = false
            cancelBox.frame = CGRect(
                x: Self.sheetMargin, y: bottom - Self.sheetButtonHeight, width: width, height: Self.sheetButtonHeight)
            if buttons[cancelIndex].superview !== cancelBox { cancelBox.addSubview(buttons[cancelIndex]) }
            buttons[cancelIndex].frame = cancelBox.bounds
            boxBottom = cancelBox.frame.minY - Self.sheetMargin
        } else {
            cancelBox.isHidden = true
        }
        box.backgroundColor = UIColor(white: 0.8, alpha: 1)
        box.frame = CGRect(x: Self.sheetMargin, y: boxBottom - y, width: width, height: y)
    }

    /// The order an alert stacks its actions in: as added, the cancel one last.
    private func stackOrder(_ actions: [UIAlertAction]) -> [Int] {
        actions.indices.filter { actions[$0].style != .cancel }
            + actions.indices.filter { actions[$0].style == .cancel }
    }

    /// A touch that ends on the dimmed screen outside the boxes: an action sheet's cancel.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let point = touches.first?.location(in: self), !box.frame.contains(point),
            cancelBox.isHidden || !cancelBox.frame.contains(point)
        else { return }
        controller?.dimmingViewTapped()
    }
}
