import Foundation
import Testing
@testable import GestureUIKit

/// A page that logs UIKit's containment and appearance callbacks.
private final class LoggingPage: UIViewController {
    let name: String
    var log: [String] = []

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    override func didMove(toParent parent: UIViewController?) {
        log.append(parent == nil ? "left" : "joined")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// The navigation controller is the object the engine runs: its stack API is UIKit's.
@Suite("Navigation controller: UIKit's stack API")
struct NavigationStackAPITests {
    @Test("setting viewControllers replaces the stack, shows the new top at once and releases the old pages")
    func settingTheStack() {
        let n = NavigationHarness(depth: 2)
        let old = n.nav.viewControllers
        let a = LoggingPage("a")
        let b = LoggingPage("b")
        n.nav.viewControllers = [a, b]
        #expect(n.nav.viewControllers == [a, b])
        #expect(n.nav.topViewController === b)
        #expect(b.navigationController === n.nav && b.parent === n.nav)
        #expect(old.allSatisfy { $0.navigationController == nil && $0.parent == nil })
        #expect(n.nav.contentView.subviews.count == 1 && n.nav.contentView.subviews.first === b.view)
        #expect(n.nav.navigationBar.titleLabel.text == "b")
        #expect(!n.nav.navigationBar.backButton.isHidden)
    }

    @Test("a push tells the pages UIKit's callbacks in order; a finished pop tells the popped page it left")
    func containmentCallbacks() {
        let n = NavigationHarness(depth: 1)
        let page = LoggingPage("next")
        n.nav.pushViewController(page, animated: true)
        n.run(until: 1)
        #expect(page.log == ["willAppear", "didAppear", "joined"])
        let popped = n.nav.popViewController(animated: true)
        #expect(popped === page)
        #expect(page.parent === n.nav, "the popped page stays a child until the pop has finished")
        n.run(until: 2)
        #expect(page.log == ["willAppear", "didAppear", "joined", "willDisappear", "didDisappear", "left"])
        #expect(page.navigationController == nil && page.parent == nil)
    }

    @Test("a push or pop asked for during a transition is refused and changes nothing")
    func refusedDuringTransition() {
        let n = NavigationHarness(depth: 1)
        let first = LoggingPage("first")
        let second = LoggingPage("second")
        n.nav.pushViewController(first, animated: true)
        n.nav.pushViewController(second, animated: true)
        #expect(n.nav.viewControllers.count == 2)
        #expect(second.log.isEmpty && second.navigationController == nil)
        #expect(n.nav.popViewController(animated: true) == nil)
    }
}
