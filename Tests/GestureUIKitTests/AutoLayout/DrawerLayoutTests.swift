import Foundation
import Testing
@testable import GestureUIKit

/// A view controller as an app writes one: a drawer whose top constraint follows a pan, laid out with
/// `layoutIfNeeded()` on every change.
private final class DrawerViewController: UIViewController {
    let drawer = UIView()
    var topConstraint: NSLayoutConstraint?
    private var startConstant: CGFloat = 0
    private(set) var positions: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawer)
        let top = drawer.topAnchor.constraint(equalTo: view.topAnchor, constant: 400)
        topConstraint = top
        NSLayoutConstraint.activate([
            top,
            drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drawer.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerViewController.didPan))
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        guard let topConstraint else { return }
        switch pan.state {
        case .began:
            startConstant = topConstraint.constant
        case .changed:
            topConstraint.constant = startConstant + pan.translation(in: view).y
            view.layoutIfNeeded()
            positions.append(drawer.frame.minY)
        default: break
        }
    }
}

@Suite("Auto Layout moved by gestures and animations")
struct DrawerLayoutTests {
    @Test("a pan that sets the drawer's top constant moves it 190 pt for a 200 pt drag (the 10 pt hysteresis)")
    func drawerFollowsPan() {
        let h = Harness()
        let controller = DrawerViewController()
        controller.view.frame = h.window.bounds
        h.add(controller.view)
        h.window.layoutIfNeeded()
        #expect(controller.drawer.frame == CGRect(x: 0, y: 400, width: 390, height: 844))
        h.drag(CGPoint(200, 500), CGPoint(200, 300), from: 0, duration: 0.4)
        // The pan begins after 10 pt, so its translation at the end is 200 - 10 = 190 upward.
        #expect(controller.drawer.frame.minY == 210)
        #expect(controller.topConstraint?.constant == 210)
        // Every change was applied at once by layoutIfNeeded(), not at the next frame.
        #expect(controller.positions.count > 10)
        #expect(controller.positions.last == 210)
    }

    @Test("layoutIfNeeded() inside UIView.animate animates the constraint change: model final, presentation midway")
    func animatedConstraintChange() {
        let h = Harness()
        let controller = DrawerViewController()
        controller.view.frame = h.window.bounds
        h.add(controller.view)
        h.window.layoutIfNeeded()
        controller.topConstraint?.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            controller.view.layoutIfNeeded()
        }
        #expect(controller.drawer.frame.minY == 100)
        h.window.advance(to: 0.5)
        let drawn = controller.drawer.layer.presentation()?.frame ?? .zero
        // Linear, halfway from 400 to 100.
        #expect(abs(drawn.minY - 250) < 1)
        #expect(controller.drawer.frame.minY == 100)
        h.window.advance(to: 1.1)
        #expect(controller.drawer.layer.presentation()?.frame.minY == 100)
    }
}
