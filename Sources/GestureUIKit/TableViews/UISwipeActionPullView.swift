import Foundation

/// UIKit's private `UISwipeActionPullView`: the buttons of a swiped row, filling the gap the content view left.
///
/// One `UIButton` per action, the first at the row's edge. While the row opens the buttons share the gap in
/// proportion to their widths; past the open width the first (primary) action takes the extra room, as UIKit's
/// pull view grows its primary button toward a full swipe.
final class UISwipeActionPullView: UIView {
    /// The side the actions are on.
    let isTrailing: Bool
    let actions: [UIContextualAction]
    /// One button per action, in `actions` order.
    private(set) var buttons: [UIButton] = []

    init(actions: [UIContextualAction], trailing: Bool, onTap: @escaping (Int) -> Void) {
        self.actions = actions
        isTrailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { _ in onTap(index) }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Points: the width the buttons need to be fully shown (UIKit's open threshold, unsigned).
    var openWidth: CGFloat { CGFloat(actions.count) * UIContextualAction.buttonWidth }

    /// Places the view in the gap a swipe of `offset` leaves in a cell of `bounds`, and its buttons in it.
    func layout(in bounds: CGRect, offset: CGFloat) {
        let gap = abs(offset)
        frame =
            isTrailing
            ? CGRect(x: bounds.width - gap, y: 0, width: gap, height: bounds.height)
            : CGRect(x: 0, y: 0, width: gap, height: bounds.height)
        let share = min(gap, openWidth) / max(1, CGFloat(actions.count))
        let extra = max(0, gap - openWidth)
        // From the row's edge inward: the first action is at the edge and takes the extra room.
        var edge: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let width = share + (index == 0 ? extra : 0)
            let x = isTrailing ? gap - edge - width : edge
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            edge += width
        }
    }
}
