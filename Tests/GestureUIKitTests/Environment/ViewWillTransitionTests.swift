import Foundation
import Testing

@testable import GestureUIKit

/// A controller that logs `viewWillTransition(to:with:)` with the size its view has during the call, and fades a
/// header alongside the size change.
private final class SizeLoggingController: UIViewController {
    let name: String
    var log: [String]
    let header: UIView?

    init(name: String, log: [String] = [], header: UIView? = nil) {
        self.name = name
        self.log = log
        self.header = header
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let current = viewIfLoaded?.bounds.size ?? .zero
        log.append(
            "\(name) to \(Int(size.width))x\(Int(size.height)) from \(Int(current.width))x\(Int(current.height))")
        guard let header else { return }
        coordinator.animate(
            alongsideTransition: { _ in header.alpha = 0 },
            completion: { [unowned self] context in log.append("\(name) completion cancelled=\(context.isCancelled)") })
    }
}

@Suite("viewWillTransition(to:with:): a window's size change reaches its controllers before the new layout")
struct ViewWillTransitionTests {
    @Test("the root, its child and the controller it presented hear the new size first; alongside blocks animate")
    func windowResize() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let root = SizeLoggingController(name: "root", header: header)
        let child = SizeLoggingController(name: "child")
        root.addChild(child)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.addSubview(header)
        let presented = SizeLoggingController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        // Told before the size applies (the views still 390 wide), the children first (the override calls super first).
        #expect(child.log == ["child to 844x390 from 0x0"])  // its view never loaded
        #expect(presented.log == ["presented to 844x390 from 390x844"])
        #expect(root.log == ["root to 844x390 from 390x844"])
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        window.advance(to: UIWindow.sizeTransitionDuration / 2)
        #expect(header.renderAlpha > 0.05 && header.renderAlpha < 0.95)
        window.advance(to: 1)
        #expect(header.renderAlpha == 0)
        #expect(root.log.last == "root completion cancelled=false")
    }

    @Test("the same size, or a window without a root view controller, tells nobody")
    func sameSize() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let root = SizeLoggingController(name: "root")
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(root.log.isEmpty)
        window.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
        #expect(root.log == ["root to 400x800 from 390x844"])
    }
}
