import Foundation
import Testing
@testable import GestureUIKit

/// A view that logs UIKit's tree notifications, with its name.
private final class NotifiedView: UIView {
    var log: [String] = []
    let label: String

    init(_ label: String, log: [String] = []) {
        self.label = label
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(label).willMove(toSuperview:\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("\(label).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("\(label).willMove(toWindow:\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("\(label).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("\(label).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(label).willRemoveSubview") }
}

/// A page logging the appearance callbacks and the flags UIKit sets around them.
private final class FlagPage: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear presented=\(isBeingPresented) moving=\(isMovingToParent)") }
    override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing inWindow=\(view.window != nil)") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear presented=\(isBeingPresented) moving=\(isMovingToParent)") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)") }
    override func didMove(toParent parent: UIViewController?) { log.append(parent == nil ? "left" : "joined") }
}

/// The members added to close the coverage gaps behave as UIKit's (or as their "Deviation:" says).
@Suite("UIKit surface additions", .timeLimit(.minutes(1)))
struct SurfaceAdditionsTests {
    @Test("moving a view between trees sends UIKit's notifications in UIKit's order; reordering sends none")
    func treeNotifications() {
        let window = UIWindow(size: CGSize(390, 844))
        let parent = NotifiedView("parent")
        window.addSubview(parent)
        parent.log.removeAll()
        let child = NotifiedView("child")
        let grandchild = NotifiedView("grandchild")
        child.addSubview(grandchild)
        child.log.removeAll()
        parent.addSubview(child)
        #expect(child.log == ["child.willMove(toSuperview:view)", "child.willMove(toWindow:window)", "child.didMoveToWindow",
                              "child.didMoveToSuperview"])
        #expect(grandchild.log.suffix(2) == ["grandchild.willMove(toWindow:window)", "grandchild.didMoveToWindow"])
        #expect(parent.log == ["parent.didAddSubview"])
        let sibling = NotifiedView("sibling")
        parent.addSubview(sibling)
        child.log.removeAll()
        parent.log.removeAll()
        parent.insertSubview(child, at: 1)
        #expect(child.log.isEmpty && parent.log.isEmpty, "a reorder is not a move")
        #expect(parent.subviews.last === child)
        child.removeFromSuperview()
        #expect(parent.log == ["parent.willRemoveSubview"])
        #expect(child.log == ["child.willMove(toSuperview:nil)", "child.willMove(toWindow:nil)", "child.didMoveToWindow",
                              "child.didMoveToSuperview"])
        #expect(child.window == nil && child.superview == nil)
    }

    @Test("a tint is inherited from the superview unless set; sizeToFit keeps a plain view's size")
    func tintAndSizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen && parent.tintColor == .red)
        child.sizeToFit()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(child.safeAreaInsets == .zero)
    }

    @Test("performWithoutAnimation applies its changes at once inside an animation block; bounces is both axes")
    func withoutAnimationAndBounces() {
        let window = UIWindow(size: CGSize(390, 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center = CGPoint(200, 300) }
        }
        window.advance(to: 0.1)
        #expect(view.center == CGPoint(200, 300))
        #expect(view.alpha == 0.5, "the model has the animated change's final value at once")
        #expect((view.layer.presentation()?.opacity ?? 0) > 0.5, "what is drawn is still under way")
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.bouncesVertically = false
        #expect(!scroll.bounces && scroll.bouncesHorizontally)
        scroll.bounces = true
        #expect(scroll.bouncesVertically && scroll.bouncesHorizontally)
    }

    @Test("scrollRectToVisible scrolls the least distance, within the range, and not at all when visible")
    func scrollRectToVisible() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(100, 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 50, width: 100, height: 100), animated: false)
        #expect(scroll.contentOffset == .zero)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(0, 350))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(0, 100))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(0, 800), "clamped to the content")
    }

    @Test("a content inset change tells the subclass and the delegate that the adjusted inset changed")
    func adjustedInsetNotifications() {
        final class Delegate: UIScrollViewDelegate {
            var changes = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(delegate.changes == 1)
        #expect(scroll.adjustedContentInset.top == 10)
    }

    @Test("a recognizer's removeTarget drops the target's actions and keeps the others")
    func recognizerRemoveTarget() {
        final class Target {
            var calls = 0
            func fired(_ recognizer: UITapGestureRecognizer) { calls += 1 }
        }
        let a = Target(), b = Target()
        let tap = UITapGestureRecognizer(target: a, action: Target.fired)
        tap.addTarget(b, action: Target.fired)
        tap.removeTarget(a, action: nil)
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addGestureRecognizer(tap)
        h.add(view)
        h.tap(CGPoint(50, 50), at: 0)
        h.window.advance(to: 1)
        #expect(a.calls == 0 && b.calls == 1)
        #expect(tap.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3] && tap.requiresExclusiveTouchType)
    }

    @Test("a control's actions can be removed by target, by action and by identifier; the primary action runs")
    func controlActions() {
        final class Target {
            var calls = 0
            func fired() { calls += 1 }
        }
        var log: [String] = []
        let target = Target()
        let primary = UIAction(title: "Go") { _ in log.append("primary") }
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: primary)
        let named = UIAction(identifier: UIAction.Identifier("named")) { _ in log.append("named") }
        let other = UIAction { _ in log.append("other") }
        control.addAction(named, for: .valueChanged)
        control.addAction(other, for: .valueChanged)
        control.addTarget(target, action: Target.fired, for: [.valueChanged, .touchUpInside])
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside, .primaryActionTriggered])
        #expect(control.allTargets.count == 1)
        control.sendActions(for: .valueChanged)
        #expect(log == ["named", "other"] && target.calls == 1)
        control.removeAction(identifiedBy: UIAction.Identifier("named"), for: .valueChanged)
        control.removeTarget(target, action: nil, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["named", "other", "other"] && target.calls == 1)
        control.sendActions(for: .touchUpInside)
        #expect(target.calls == 2, "the target's other event stays")
        control.removeAction(other, for: .valueChanged)
        control.performPrimaryAction()
        control.sendActions(for: .valueChanged)
        #expect(log == ["named", "other", "other", "primary"])
    }

    @Test("addChild and removeFromParent make and end containment with UIKit's automatic callbacks")
    func containment() {
        let parent = UIViewController()
        let child = FlagPage()
        parent.addChild(child)
        #expect(parent.children == [child] && child.parent === parent)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log == ["joined", "left"], "addChild sends only willMove; removeFromParent sends didMove(nil)")
        child.log.removeAll()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(child.log == ["willAppear presented=false moving=false", "didAppear presented=false moving=false"])
    }

    @Test("a presentation sets isBeingPresented until viewDidAppear and calls viewIsAppearing in the window")
    func presentationFlags() {
        let h = Harness()
        let root = UIViewController()
        h.add(root.view)
        let page = FlagPage()
        page.modalPresentationStyle = .fullScreen
        root.present(page, animated: false)
        #expect(page.log == ["willAppear presented=true moving=false", "isAppearing inWindow=true",
                             "didAppear presented=true moving=false"])
        #expect(!page.isBeingPresented)
        page.log.removeAll()
        root.dismiss(animated: false)
        #expect(page.log == ["willDisappear dismissed=true moving=false", "didDisappear dismissed=true moving=false"])
        #expect(!page.isBeingDismissed)
    }

    @Test("popToRootViewController pops in one transition from the top; the pages between leave at once")
    func popToRoot() {
        let n = NavigationHarness(depth: 1)
        let pages = (1...3).map { _ in FlagPage() }
        for page in pages {
            n.nav.pushViewController(page, animated: false)
            n.run(until: n.window.now + 0.1)
        }
        #expect(n.nav.viewControllers.count == 4 && n.nav.children.count == 4)
        #expect(pages[0].log.contains("willAppear presented=false moving=true"))
        #expect(pages[0].log.contains("didAppear presented=false moving=true"))
        #expect(!pages[0].isMovingToParent)
        let top = pages[2]
        top.log.removeAll()
        let popped = n.nav.popToRootViewController(animated: false)
        n.run(until: n.window.now + 0.1)
        #expect(popped?.count == 3 && popped?.last === top)
        #expect(n.nav.viewControllers.count == 1)
        #expect(top.log.first == "willDisappear dismissed=false moving=true")
        #expect(top.log.contains("didDisappear dismissed=false moving=true"))
        #expect(!top.isMovingFromParent)
        #expect(pages[0].parent == nil && pages[1].parent == nil)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom within the range")
    func scrollToRow() {
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440))
        table.dataSource = source
        table.reloadData()
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(Double(table.contentOffset.y) == 20 * 44)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(Double(table.contentOffset.y) == 21 * 44 - 440)
        table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
        #expect(Double(table.contentOffset.y) == 50 * 44 - 440, "clamped to the last screenful")
    }

    @Test("touch and event stand-ins: a finger is direct, with no force, and the event finds it by view")
    func touchProperties() throws {
        final class Catcher: UIView {
            var seen: (UITouch, UIEvent)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if let touch = touches.first, let event { seen = (touch, event) }
            }
        }
        let h = Harness()
        let view = Catcher(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        h.add(view)
        h.window.touchDown(finger: 1, at: CGPoint(20, 30), time: 0)
        let (touch, event) = try #require(view.seen)
        #expect(touch.type == .direct && touch.force == 0 && touch.estimatedProperties.isEmpty)
        #expect(touch.preciseLocation(in: view) == touch.location(in: view))
        #expect(event.type == .touches && event.touches(for: view) == [touch] && event.coalescedTouches(for: touch) == [touch])
        #expect(event.predictedTouches(for: touch) == [])
        h.window.touchUp(finger: 1, at: CGPoint(20, 30), time: 0.1)
    }
}
