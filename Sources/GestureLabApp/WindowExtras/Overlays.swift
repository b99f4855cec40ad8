import Foundation
import GestureUIKit
import GestureScenes

/// The app's own drawing over the window, in output pixels: the help card and the panel column's backdrop.
///
/// Both are display lists like a scene's, drawn in a viewport that covers the whole output at scale 1.
enum Overlays {
    static let windowBackground = Color(hex: 0x1C1C1E)
    static let columnBackground = Color(hex: 0x2C2C2E)
    static let cardColor = Color(white: 0.08, alpha: 0.86)

    /// Points: the help card's width when the window has room; everything on it scales down with a narrower one.
    static let helpCardWidth = 620.0

    /// The help overlay: every key on a translucent rounded card centred in `bounds`.
    ///
    /// The card is wide enough for the longest summary at 15 pt; in a narrower window the whole card (text sizes,
    /// columns, rows) scales down rather than cropping its lines.
    static func help(in bounds: CGRect, sceneNames: [String], into list: inout DisplayList) {
        let rows = KeyBindings.helpRows(sceneNames: sceneNames)
        let k = max(
            0.4, min(1, (bounds.width - 24) / helpCardWidth, (bounds.height - 24) / (Double(rows.count) * 26 + 110)))
        let rowHeight = 26 * k, width = helpCardWidth * k
        let height = Double(rows.count) * rowHeight + 110 * k
        let card = CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        list.append(.fill(bounds, transform: .identity, color: Color(white: 0, alpha: 0.25), cornerRadius: 0))
        list.append(.fill(card, transform: .identity, color: cardColor, cornerRadius: 16 * k))
        list.append(
            .text(
                "Keys",
                rect: CGRect(x: card.minX + 24 * k, y: card.minY + 14 * k, width: width - 48 * k, height: 30 * k),
                transform: .identity, size: 20 * k, bold: true, color: .white, alignment: .left))
        var y = card.minY + 52 * k
        for row in rows {
            list.append(
                .text(
                    row.keys, rect: CGRect(x: card.minX + 24 * k, y: y, width: 96 * k, height: rowHeight),
                    transform: .identity, size: 15 * k, bold: true, color: Color(hex: 0x64D2FF), alignment: .left))
            list.append(
                .text(
                    row.summary, rect: CGRect(x: card.minX + 124 * k, y: y, width: width - 148 * k, height: rowHeight),
                    transform: .identity, size: 15 * k, bold: false, color: .white, alignment: .left))
            y += rowHeight
        }
        let hints = [
            "Mouse: one finger · wheel: scroll under the pointer",
            "Alt+drag: pinch · Alt+Shift+drag: two-finger pan",
        ]
        for (i, hint) in hints.enumerated() {
            list.append(
                .text(
                    hint,
                    rect: CGRect(
                        x: card.minX + 16 * k, y: y + (6 + Double(i) * 20) * k, width: width - 32 * k,
                        height: 20 * k),
                    transform: .identity, size: 12 * k, bold: false, color: Color(white: 0.75), alignment: .center))
        }
    }

    /// A one-line message on a dark rounded card at the bottom of `bounds` (crops nothing: the text shrinks to fit).
    static func toast(_ message: String, in bounds: CGRect, into list: inout DisplayList) {
        let width = min(bounds.width - 24, 900), height = 40.0
        let card = CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height - 24, width: width, height: height)
        list.append(.fill(card, transform: .identity, color: cardColor, cornerRadius: 10))
        // DejaVu Sans averages about 0.6 em a character: 15 pt, or less for a long path.
        let size = max(8, min(15, (width - 32) / (0.6 * Double(max(1, message.count)))))
        list.append(
            .text(
                message, rect: card.insetBy(dx: 16, dy: 0), transform: .identity, size: size, bold: false,
                color: .white, alignment: .center))
    }

    /// The panel column's backdrop with the scene's name, options and state, until the panels draw over it.
    static func panelColumn(_ column: CGRect, host: SceneHost, status: String, into list: inout DisplayList) {
        list.append(.fill(column, transform: .identity, color: columnBackground, cornerRadius: 0))
        let x = column.minX + 20, width = column.width - 40
        var y = column.minY + 18
        func line(_ text: String, size: Double, bold: Bool = false, color: Color = .white, height: Double = 24) {
            list.append(
                .text(
                    text, rect: CGRect(x: x, y: y, width: width, height: height), transform: .identity,
                    size: size, bold: bold, color: color, alignment: .left))
            y += height
        }
        let description = host.description
        line(description.title, size: 17, bold: true, height: 30)
        line("scene \(description.name) · screen \(host.scene.screenName)", size: 13, color: Color(white: 0.7))
        y += 8
        for (key, value) in host.scene.optionValues {
            let isFix = description.mainFix.map { $0.key == key } ?? false
            line("\(key) = \(value)\(isFix ? "   (F)" : "")", size: 14, color: isFix ? Color(hex: 0x30D158) : .white)
        }
        y += 8
        line(status, size: 13, color: Color(white: 0.7))
        line("? keys · Tab hides this column", size: 13, color: Color(white: 0.55))
    }
}
