import Foundation
import Testing

@testable import GestureUIKit

/// An observer as Objective-C-era code writes one: registers by string key path, overrides `observeValue`.
private final class OffsetWatcher: UIViewController {
    var log: [String] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        let kind = change?[.kindKey] as? UInt
        let prior = change?[.notificationIsPriorKey] as? Bool == true ? " prior" : ""
        let old = change?[.oldKey].map { " old=\($0)" } ?? ""
        let new = change?[.newKey].map { " new=\($0)" } ?? ""
        let tag = context.map { " ctx=\($0.load(as: Int.self))" } ?? ""
        log.append("\(keyPath ?? "?") kind=\(kind ?? 0)\(prior)\(old)\(new)\(tag)")
    }
}

@Suite("Key-value observing by string key path: addObserver and observeValue")
struct KeyPathStringObservingTests {
    @Test("a scroll view's contentOffset observer hears each change with its old and new values, in order")
    func contentOffsetChanges() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let watcher = OffsetWatcher()
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)  // the same value: no call (see the deviations)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(
            watcher.log == [
                "contentOffset kind=1 old=\(CGPoint(x: 0, y: 0)) new=\(CGPoint(x: 0, y: 10))",
                "contentOffset kind=1 old=\(CGPoint(x: 0, y: 10)) new=\(CGPoint(x: 0, y: 30))",
            ])
    }

    @Test(".initial calls at once, .prior adds a before-change call carrying the old value only")
    func initialAndPrior() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let watcher = OffsetWatcher()
        view.addObserver(watcher, forKeyPath: "alpha", options: [.initial, .prior, .new, .old], context: nil)
        view.alpha = 0.5
        #expect(
            watcher.log == [
                "alpha kind=1 new=1.0", "alpha kind=1 prior old=1.0", "alpha kind=1 old=1.0 new=0.5",
            ])
    }

    @Test("removeObserver ends a registration; the context variant only the one made with that context")
    func removal() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let watcher = OffsetWatcher()
        let first = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        let second = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer {
            first.deallocate()
            second.deallocate()
        }
        first.storeBytes(of: 1, as: Int.self)
        second.storeBytes(of: 2, as: Int.self)
        view.addObserver(watcher, forKeyPath: "hidden", options: [.new], context: first)
        view.addObserver(watcher, forKeyPath: "hidden", options: [.new], context: second)
        view.isHidden = true
        #expect(watcher.log == ["hidden kind=1 new=true ctx=1", "hidden kind=1 new=true ctx=2"])
        watcher.log.removeAll()
        view.removeObserver(watcher, forKeyPath: "hidden", context: first)
        view.isHidden = false
        #expect(watcher.log == ["hidden kind=1 new=false ctx=2"])
        watcher.log.removeAll()
        view.removeObserver(watcher, forKeyPath: "hidden")
        view.isHidden = true
        #expect(watcher.log.isEmpty)
    }

    @Test("a view moved by its center tells its frame and center observers, in the order they registered")
    func geometryAndState() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let watcher = OffsetWatcher()
        for key in ["frame", "center"] { view.addObserver(watcher, forKeyPath: key, options: [], context: nil) }
        view.center = CGPoint(x: 50, y: 50)
        #expect(watcher.log == ["frame kind=1", "center kind=1"])
    }

    @Test("an unknown key path (isHidden: UIKit's key is hidden) is reported and never called")
    func unknownKeyPathReported() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.add(view)
        let watcher = OffsetWatcher()
        view.addObserver(watcher, forKeyPath: "isHidden", options: [.new], context: nil)
        view.isHidden = true
        #expect(watcher.log.isEmpty)
        #expect(
            harness.window.diagnostics.deviations.records.map(\.member)
                .contains("NSObject.addObserver(_:forKeyPath:options:context:)"))
    }
}
