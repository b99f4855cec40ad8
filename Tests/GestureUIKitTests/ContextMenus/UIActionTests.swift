import Foundation
import Testing

@testable import GestureUIKit

/// `UIAction`'s full initializer and how a context menu honours its attributes.
@Suite("UIAction: UIKit's initializer and menu attributes")
struct UIActionTests {
    @Test("UIKit's initializer compiles with any subset of its defaulted parameters and keeps what it is given")
    func initializer() {
        var ran: [String] = []
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in ran.append("delete") }
        #expect(delete.attributes == .destructive)
        #expect(delete.state == .off)
        #expect(delete.subtitle == nil)
        let full = UIAction(
            title: "Pin", subtitle: "To the top", image: nil, selectedImage: nil,
            identifier: UIAction.Identifier("pin"), discoverabilityTitle: "Pin message",
            attributes: [.keepsMenuPresented, .disabled], state: .on
        ) { _ in ran.append("pin") }
        #expect(full.title == "Pin")
        #expect(full.subtitle == "To the top")
        #expect(full.identifier == UIAction.Identifier("pin"))
        #expect(full.discoverabilityTitle == "Pin message")
        #expect(full.attributes.contains(.keepsMenuPresented) && full.attributes.contains(.disabled))
        #expect(full.state == .on)
        let older = UIAction(title: "Flag", image: nil, identifier: nil) { _ in ran.append("flag") }
        let bare = UIAction { _ in ran.append("bare") }
        for action in [delete, full, older, bare] { action.handler(action) }
        #expect(ran == ["delete", "pin", "flag", "bare"])
    }

    @Test("a menu leaves hidden actions out, shows destructive ones in red and does nothing for disabled ones")
    func menuAttributes() throws {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 60))
        h.add(view)
        var chosen: [String] = []
        let delegate = ActionMenuDelegate {
            [
                UIAction(title: "Reply") { _ in chosen.append("reply") },
                UIAction(title: "Secret", attributes: .hidden) { _ in chosen.append("secret") },
                UIAction(title: "Archive", attributes: .disabled) { _ in chosen.append("archive") },
                UIAction(title: "Delete", attributes: .destructive) { _ in chosen.append("delete") },
            ]
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        h.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        h.window.touchUp(finger: 1, at: CGPoint(195, 130), time: 1.5)
        let menu = try #require(interaction.menuView)
        #expect(menu.actions.map(\.title) == ["Reply", "Archive", "Delete"])
        func label(_ title: String) -> UILabel? {
            menu.list.subviews.first { $0.accessibilityIdentifier == "contextMenu.\(title)" }?.subviews
                .compactMap { $0 as? UILabel }.first
        }
        #expect(label("Delete")?.textColor == .systemRed)
        #expect(label("Reply")?.textColor == .black)
        func centre(_ title: String) throws -> CGPoint {
            let item = try #require(menu.list.subviews.first { $0.accessibilityIdentifier == "contextMenu.\(title)" })
            let frame = menu.list.convert(item.frame, to: nil)
            return CGPoint(frame.midX, frame.midY)
        }
        h.tap(try centre("Archive"), at: 2)
        #expect(chosen.isEmpty)
        #expect(interaction.menuView != nil, "a disabled item leaves the menu open")
        h.tap(try centre("Delete"), at: 3)
        #expect(chosen == ["delete"])
        #expect(interaction.menuView == nil)
    }
}

/// A delegate whose menu lists `actions()`.
private final class ActionMenuDelegate: UIContextMenuInteractionDelegate {
    let actions: () -> [UIAction]
    init(_ actions: @escaping () -> [UIAction]) { self.actions = actions }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [actions] _ in
            UIMenu(children: actions())
        }
    }
}
