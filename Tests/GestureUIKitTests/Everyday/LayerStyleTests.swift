import Foundation
import Testing
@testable import GestureUIKit

/// A card as apps style it: rounded, with a soft shadow and a hairline border.
private func styledCard() -> UIView {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 8
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.systemIndigo.cgColor
    return card
}

private func commands(of view: UIView) -> [DrawCommand] {
    var list = DisplayList()
    view.render(into: &list)
    return list.commands
}

@Suite("CALayer: shadows and borders stored, drawn, and clipped by masksToBounds as Core Animation does")
struct LayerStyleTests {
    @Test("the shadow properties are stored as set")
    func stored() {
        let card = styledCard()
        #expect(card.layer.shadowColor == UIColor.black.cgColor)
        #expect(card.layer.shadowOpacity == 0.2)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(card.layer.shadowRadius == 8)
        #expect(card.layer.borderColor?.components?.count == 4)
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 12)
        card.layer.shadowPath = path.cgPath
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 120))
    }

    @Test("a shadow is drawn under the card, offset and blurred as set, and a border over it")
    func drawn() throws {
        let drawn = commands(of: styledCard())
        guard case .shadow(let rect, _, let color, let radius)? = drawn.first else {
            Issue.record("the first command is not the shadow: \(drawn)")
            return
        }
        #expect(rect == CGRect(x: 0, y: 4, width: 200, height: 120))
        #expect(abs(color.alpha - 0.2) < 1e-6)  // shadowOpacity is a Float
        #expect(radius == 8)
        guard case .stroke(let border, _, _, let width)? = drawn.last else {
            Issue.record("the last command is not the border: \(drawn)")
            return
        }
        #expect(width == 1)
        #expect(border == CGRect(x: 0.5, y: 0.5, width: 199, height: 119))
    }

    @Test("masksToBounds clips the shadow away, as Core Animation's does (the common bug of shadowless cards)")
    func masksToBoundsHidesShadow() {
        let card = styledCard()
        card.layer.masksToBounds = true
        let drawn = commands(of: card)
        #expect(!drawn.contains { if case .shadow = $0 { true } else { false } })
    }

    @Test("a shadow without a path reports its deviation in the window's log")
    func reported() {
        let harness = Harness()
        harness.add(styledCard())
        #expect(harness.window.diagnostics.deviations.records.map(\.member).contains("CALayer.shadowOpacity"))
    }
}
