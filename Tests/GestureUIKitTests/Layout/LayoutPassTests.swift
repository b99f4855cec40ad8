import Foundation
import Testing
@testable import GestureUIKit

/// A view that logs its layouts into a shared log, and (optionally) places its first subview.
private final class LoggingView: UIView {
    var log: Log?
    var layoutCount = 0
    var onLayout: ((LoggingView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        log?.entries.append("\(name).layoutSubviews \(Int(bounds.width))")
        onLayout?(self)
    }
}

private final class Log { var entries: [String] = [] }

/// A view controller that logs its layout callbacks.
private final class LoggingController: UIViewController {
    let log: Log
    let label: String
    init(_ label: String, log: Log) {
        self.log = log
        self.label = label
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "\(label).view")
        root.log = log
        view = root
    }
    override func viewWillLayoutSubviews() { log.entries.append("\(label).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(label).viewDidLayoutSubviews") }
}

/// A view that records how many layouts it had seen when a touch first reached it.
private final class TouchLayoutProbe: UIView {
    var layoutCount = 0
    var layoutsAtTouch: Int?
    override func layoutSubviews() { layoutCount += 1 }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if layoutsAtTouch == nil { layoutsAtTouch = layoutCount }
    }
}

@Suite("Layout passes as UIKit runs them: before touches and frames, parents first, view controllers told")
struct LayoutPassTests {
    @Test("a view added to the window is laid out before the first touch is delivered to it")
    func laidOutBeforeTouches() {
        let window = UIWindow(size: CGSize(390, 844))
        let probe = TouchLayoutProbe(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(probe)
        window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0.1)
        window.touchUp(finger: 1, at: CGPoint(100, 100), time: 0.15)
        #expect(probe.layoutsAtTouch == 1)
    }

    @Test("setNeedsLayout marks the view: the next frame (advance) lays it out once, and nothing else again")
    func setNeedsLayoutWaitsForTheNextPass() {
        let window = UIWindow(size: CGSize(390, 844))
        let a = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "a")
        let b = LoggingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100), name: "b")
        window.addSubview(a)
        window.addSubview(b)
        window.advance(to: 0.016)
        #expect(a.layoutCount == 1 && b.layoutCount == 1)
        a.setNeedsLayout()
        #expect(a.layoutCount == 1)  // not at once: at the next pass
        window.advance(to: 0.032)
        #expect(a.layoutCount == 2)
        #expect(b.layoutCount == 1)  // an unmarked branch is not laid out again
    }

    @Test("layoutIfNeeded lays out the ancestors' pending layout first, so the view sees the size they give it")
    func layoutIfNeededStartsAtTheTopmostPendingAncestor() {
        let window = UIWindow(size: CGSize(390, 844))
        let log = Log()
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), name: "parent")
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "child")
        parent.log = log
        child.log = log
        parent.onLayout = { view in view.subviews[0].frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 50) }
        parent.addSubview(child)
        window.addSubview(parent)
        window.advance(to: 0.016)
        log.entries.removeAll()
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews 200", "child.layoutSubviews 200"])
    }

    @Test("a view controller hears viewWillLayoutSubviews and viewDidLayoutSubviews around its view's layout")
    func viewControllerCallbacks() {
        let window = UIWindow(size: CGSize(390, 844))
        let log = Log()
        let controller = LoggingController("root", log: log)
        window.addSubview(controller.view)
        window.advance(to: 0.016)
        #expect(
            log.entries == [
                "root.viewWillLayoutSubviews", "root.view.layoutSubviews 100", "root.viewDidLayoutSubviews",
            ])
    }

    @Test("a child view controller added with Apple's container pattern is laid out after its parent, with callbacks")
    func childViewControllerCallbacks() {
        let window = UIWindow(size: CGSize(390, 844))
        let log = Log()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        window.addSubview(parent.view)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        child.didMove(toParent: parent)
        window.advance(to: 0.016)
        #expect(
            log.entries == [
                "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews 100", "parent.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews", "child.view.layoutSubviews 80", "child.viewDidLayoutSubviews",
            ])
    }
}
