import Foundation
import GestureUIKit

extension TouchToolbar {
    /// The handle's and the bar's look: translucent dark glass, so the scene shows through.
    enum Style {
        static let bar = Color(white: 0.08, alpha: 0.62)
        static let button = Color(white: 1, alpha: 0.16)
        static let buttonOn = Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.85)
        static let quitArmed = Color(red: 1, green: 0.23, blue: 0.19, alpha: 0.9)
        static let handle = Color(white: 0.08, alpha: 0.5)
        static let label = Color.white
    }

    /// Appends the handle and, when shown, the bar and its buttons, in toolbar points.
    func draw(into list: inout DisplayList) {
        if let bar = barFrame {
            list.append(.fill(bar, transform: .identity, color: Style.bar, cornerRadius: 14))
            for button in buttons {
                let color =
                    button.item.action == .command(.quit) && isQuitArmed
                    ? Style.quitArmed
                    : button.item.isOn ? Style.buttonOn : Style.button
                list.append(.fill(button.frame, transform: .identity, color: color, cornerRadius: 10))
                list.append(
                    .text(
                        button.item.label, rect: button.frame, transform: .identity, size: Self.fontSize,
                        bold: button.item.isOn, color: Style.label, alignment: .center))
            }
        }
        list.append(.fill(handle, transform: .identity, color: isShown ? Style.bar : Style.handle, cornerRadius: 14))
        // Three dots when hidden, a cross when shown.
        let centre = CGPoint(x: handle.midX, y: handle.midY)
        if isShown {
            for sign in [-1.0, 1.0] {
                list.append(
                    .line(
                        from: CGPoint(x: centre.x - 9, y: centre.y - 9 * sign),
                        to: CGPoint(x: centre.x + 9, y: centre.y + 9 * sign), width: 3, color: Style.label))
            }
        } else {
            for dx in [-10.0, 0, 10] {
                list.append(.circle(center: CGPoint(x: centre.x + dx, y: centre.y), radius: 3.5, color: Style.label))
            }
        }
    }
}
