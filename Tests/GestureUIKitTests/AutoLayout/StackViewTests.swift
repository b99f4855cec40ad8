import Foundation
import Testing
@testable import GestureUIKit

/// A card stack as an app writes one: a vertical `UIStackView` of cards whose top constraint follows a pan on a
/// card, laid out with `layoutIfNeeded()` on every change.
private final class CardStackController {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let cards = [SizedView(300, 100), SizedView(300, 100), SizedView(300, 100)]
    let stack: UIStackView
    let top: NSLayoutConstraint
    private var startConstant: CGFloat = 0

    init() {
        stack = UIStackView(arrangedSubviews: cards)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        top = stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 100)
        NSLayoutConstraint.activate([top, stack.centerXAnchor.constraint(equalTo: container.centerXAnchor)])
        cards[1].addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardStackController.didPan))
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startConstant = top.constant
        case .changed:
            top.constant = startConstant + pan.translation(in: container).y
            container.layoutIfNeeded()
        default: break
        }
    }
}

@Suite("UIStackView alignment, spacing, hidden views and the arranged list")
struct StackViewTests {
    @Test("alignments across the axis: top, center, bottom, fill; the baselines as top and bottom")
    func alignments() {
        let short = SizedView(50, 20), tall = SizedView(50, 40)
        let (window, stack) = stackInWindow([short, tall])
        let expected: [(UIStackView.Alignment, CGFloat, CGFloat)] = [
            (.top, 0, 0), (.center, 40, 30), (.bottom, 80, 60), (.firstBaseline, 0, 0), (.lastBaseline, 80, 60),
        ]
        for (alignment, shortY, tallY) in expected {
            stack.alignment = alignment
            window.layoutIfNeeded()
            #expect(short.frame.minY == shortY, "\(alignment)")
            #expect(tall.frame.minY == tallY, "\(alignment)")
            #expect(short.frame.height == 20 && tall.frame.height == 40, "\(alignment)")
        }
        #expect(window.diagnostics.deviations.contains(.stackViewBaselineAlignment))
        stack.alignment = .fill
        window.layoutIfNeeded()
        #expect(short.frame.height == 100 && tall.frame.height == 100)
    }

    @Test("a centered stack not sized across its axis is as thick as its thickest item; a plain view collapses")
    func spannerFitsTheThickestItem() {
        let short = SizedView(50, 20), tall = SizedView(50, 40), plain = UIView()
        plain.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let (window, stack) = stackInWindow([short, tall, plain], frame: nil)
        stack.alignment = .center
        window.layoutIfNeeded()
        #expect(stack.frame.height == 40)
        #expect(short.frame.minY == 10)
        #expect(plain.frame.height == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-spanning-boundary" })
    }

    @Test("custom spacing after a view wins over spacing; the system token is 8; the default token reverts")
    func customSpacing() {
        let views = [SizedView(40, 30), SizedView(40, 30), SizedView(40, 30), SizedView(40, 30)]
        let (window, stack) = stackInWindow(views, frame: nil)
        stack.axis = .vertical
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 60, 98, 138])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(window.diagnostics.deviations.contains(.stackViewSpacingUseSystem))
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.setCustomSpacing(5, after: SizedView(1, 1))  // not arranged: ignored
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 40, 78, 118])
    }

    @Test("a hidden arranged view collapses (UISV-hiding) with the spacing next to it, and comes back when shown")
    func hiddenViewsCollapse() {
        let views = [SizedView(40, 30), SizedView(40, 50), SizedView(40, 30)]
        let (window, stack) = stackInWindow(views, frame: nil)
        stack.axis = .vertical
        stack.spacing = 10
        window.layoutIfNeeded()
        #expect(views[2].frame.minY == 100)
        #expect(stack.frame.height == 130)

        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(views[1].frame.height == 0)
        #expect(views[2].frame.minY == 40)
        #expect(stack.frame.height == 70)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })

        views[0].isHidden = true
        views[2].isHidden = true
        window.layoutIfNeeded()
        #expect(views.allSatisfy { $0.frame.height == 0 })

        for view in views { view.isHidden = false }
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 40, 100])
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test("the arranged list: insert moves, remove keeps the subview, removeFromSuperview leaves the list")
    func arrangedList() {
        let a = SizedView(10, 10), b = SizedView(20, 10), c = SizedView(30, 10)
        let (window, stack) = stackInWindow([a, b], frame: nil)
        stack.insertArrangedSubview(c, at: 0)
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a])
        window.layoutIfNeeded()
        #expect([b, c, a].map(\.frame.minX) == [0, 20, 50])

        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews == [b, a])
        #expect(c.superview === stack)
        window.layoutIfNeeded()
        #expect(a.frame.minX == 20)

        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        #expect(stack.frame.width == 10)
    }

    @Test("isLayoutMarginsRelativeArrangement fits the items to the margins guide instead of the bounds")
    func layoutMargins() {
        let views = [SizedView(40, 20), SizedView(40, 20)]
        let (window, stack) = stackInWindow(views)
        stack.distribution = .fillEqually
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 5, width: 135, height: 80))
        #expect(views[1].frame.maxX == 280)
        stack.isBaselineRelativeArrangement = true
        #expect(stack.isBaselineRelativeArrangement)
        #expect(window.diagnostics.deviations.contains(.stackViewBaselineRelativeArrangement))
    }

    @Test("an overfull stack logs UIKit's unsatisfiable-constraints message naming the UISV- constraints")
    func unsatisfiableLogNamesTheStackConstraints() {
        let views = [UIView(), UIView()]
        for view in views { view.widthAnchor.constraint(equalToConstant: 200).isActive = true }
        let (window, stack) = stackInWindow(views)
        stack.spacing = 10
        window.layoutIfNeeded()
        let log = window.diagnostics.consoleMessages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("'UISV-canvas-connection'") || log.contains("'UISV-spacing'"))
    }

    @Test("a card stack moved by a pan on one card: the stack follows, and the card still hit-tests after layout")
    func cardStackMovedByPan() {
        let h = Harness()
        let controller = CardStackController()
        h.add(controller.container)
        h.window.layoutIfNeeded()
        let moved = controller.cards[1]
        #expect(moved.frame == CGRect(x: 0, y: 110, width: 300, height: 100))
        #expect(controller.stack.frame == CGRect(x: 45, y: 100, width: 300, height: 320))
        h.drag(CGPoint(195, 260), CGPoint(195, 460), from: 0, duration: 0.4)
        // The pan begins after 10 pt of movement: the stack moves 190.
        #expect(controller.top.constant == 290)
        #expect(controller.stack.frame.minY == 290)
        #expect(h.window.hitTest(CGPoint(195, 450), with: nil) === moved)
        #expect(h.window.hitTest(CGPoint(195, 560), with: nil) === controller.cards[2])
        #expect(h.window.hitTest(CGPoint(195, 200), with: nil) !== moved)
    }
}
