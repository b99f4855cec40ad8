import Foundation
import Testing

@testable import GestureUIKit

/// A view controller's root view has the system minimum side margins (16 pt on a 390 pt iPhone, 20 pt from 414 pt
/// wide) unless the controller opts out; a plain view keeps UIKit's 8 pt.
@Suite("System minimum layout margins of a view controller's root view")
struct SystemMarginsTests {
    /// A controller whose root view holds a view pinned to the layout margins' sides.
    final class MarginController: UIViewController {
        let content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                content.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    private func layOut(width: CGFloat, respects: Bool = true) -> MarginController {
        let window = UIWindow(size: CGSize(width, 844))
        let controller = MarginController()
        controller.viewRespectsSystemMinimumLayoutMargins = respects
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        withExtendedLifetime(window) {}
        return controller
    }

    @Test("16 pt at the sides on a 390 pt iPhone, 20 pt on a 430 pt one")
    func sideMarginsByWidth() {
        let narrow = layOut(width: 390)
        #expect(narrow.content.frame.minX == 16 && narrow.content.frame.maxX == 390 - 16)
        #expect(narrow.systemMinimumLayoutMargins.leading == 16)
        let wide = layOut(width: 430)
        #expect(wide.content.frame.minX == 20 && wide.content.frame.maxX == 430 - 20)
    }

    @Test("a controller that does not respect the system minimum gets the view's own 8 pt; a plain view keeps 8 pt")
    func optOutAndPlainViews() {
        let controller = layOut(width: 390, respects: false)
        #expect(controller.content.frame.minX == 8)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(plain.effectiveLayoutMargins.left == 8)
    }
}
