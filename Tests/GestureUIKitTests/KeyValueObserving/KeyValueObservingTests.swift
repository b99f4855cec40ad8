import Foundation
import Testing

@testable import GestureUIKit

/// Key-value observing as iOS code writes it (`observe(\.contentOffset, options: [.new, .old]) { object, change in }`):
/// handlers called in order, with the values before and after, until the observation ends.
@Suite("Key-value observing: observe(_:options:changeHandler:) on the kit's objects")
struct KeyValueObservingTests {
    /// A 390x844 window with a vertical scroll view of 2,000 pt of content filling it.
    private func scrollScreen() -> (Harness, UIScrollView) {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(390, 2000)
        harness.add(scroll)
        return (harness, scroll)
    }

    @Test("a drag tells a contentOffset observer each new offset with the one before, in order")
    func contentOffsetDuringADrag() {
        let (harness, scroll) = scrollScreen()
        var changes: [(old: CGFloat, new: CGFloat)] = []
        let observation = scroll.observe(\.contentOffset, options: [.new, .old]) { object, change in
            #expect(object === scroll)
            #expect(change.kind == .setting && !change.isPrior)
            if let old = change.oldValue, let new = change.newValue { changes.append((old.y, new.y)) }
        }
        harness.drag(CGPoint(195, 600), CGPoint(195, 300), from: 0, duration: 0.25, hold: 0.1)
        #expect(changes.count > 5)
        #expect(changes.first?.old == 0)
        for (previous, next) in zip(changes, changes.dropFirst()) { #expect(next.old == previous.new) }
        #expect(changes.last?.new == scroll.contentOffset.y)
        #expect(changes.allSatisfy { $0.new != $0.old })
        observation.invalidate()
    }

    @Test("invalidate() and releasing the observation both stop the calls")
    func invalidateAndRelease() {
        let (_, scroll) = scrollScreen()
        var calls = 0
        let kept = scroll.observe(\.contentOffset) { _, _ in calls += 1 }
        scroll.contentOffset = CGPoint(0, 10)
        kept.invalidate()
        scroll.contentOffset = CGPoint(0, 20)
        #expect(calls == 1)
        var released: NSKeyValueObservation? = scroll.observe(\.contentOffset) { _, _ in calls += 1 }
        scroll.contentOffset = CGPoint(0, 30)
        released = nil
        scroll.contentOffset = CGPoint(0, 40)
        #expect(calls == 2)
        #expect(released == nil)
    }

    @Test("several observers are called in the order they were registered; .new and .old only when asked for")
    func orderAndOptions() {
        let (_, scroll) = scrollScreen()
        var log: [String] = []
        let first = scroll.observe(\.contentSize) { _, change in
            log.append("first new=\(change.newValue.map { "\($0.height)" } ?? "nil")")
        }
        let second = scroll.observe(\.contentSize, options: [.new, .old]) { _, change in
            log.append("second \(change.oldValue?.height ?? -1)->\(change.newValue?.height ?? -1)")
        }
        scroll.contentSize = CGSize(390, 3000)
        scroll.contentSize = CGSize(390, 3000)  // the same value: no call (the kit compares values)
        #expect(log == ["first new=nil", "second 2000.0->3000.0"])
        withExtendedLifetime((first, second)) {}
    }

    @Test(".initial calls at once with the current value; .prior adds a call before each change")
    func initialAndPrior() {
        let (_, scroll) = scrollScreen()
        var log: [String] = []
        let observation = scroll.observe(\.contentInset, options: [.initial, .new, .old, .prior]) { _, change in
            log.append(
                "\(change.isPrior ? "prior" : "after") old=\(change.oldValue?.top ?? -1) new=\(change.newValue?.top ?? -1)")
        }
        #expect(log == ["after old=-1.0 new=0.0"])
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        #expect(log.dropFirst() == ["prior old=0.0 new=-1.0", "after old=0.0 new=50.0"])
        withExtendedLifetime(observation) {}
    }

    @Test("a recognizer's state is observable: a pan tells began, changed, ended")
    func recognizerState() {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        harness.add(card)
        var states: [UIGestureRecognizer.State] = []
        let observation = pan.observe(\.state, options: [.new]) { recognizer, change in
            #expect(recognizer === pan)
            if let state = change.newValue { states.append(state) }
        }
        harness.drag(CGPoint(100, 200), CGPoint(300, 200), from: 0, duration: 0.2)
        #expect(states.first == .began)
        #expect(states.contains(.changed))
        #expect(Array(states.suffix(2)) == [.ended, .possible])
        withExtendedLifetime(observation) {}
    }

    @Test("a view's frame is told when its center moves; alpha and isHidden are observable; a subclass's key path works")
    func viewGeometryAndSubclassRoot() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var frames: [CGFloat] = [], alphas: [CGFloat] = [], hidden: [Bool] = [], offsets: [CGFloat] = []
        let observations = [
            table.observe(\.frame, options: .new) { _, change in frames.append(change.newValue?.minY ?? -1) },
            table.observe(\.alpha, options: .new) { _, change in alphas.append(change.newValue ?? -1) },
            table.observe(\.isHidden, options: .new) { _, change in hidden.append(change.newValue ?? false) },
            table.observe(\.contentOffset, options: .new) { tableView, change in
                #expect(tableView.numberOfSections >= 0)  // the handler gets the observed object as its own type
                offsets.append(change.newValue?.y ?? -1)
            },
        ]
        table.center = CGPoint(195, 522)
        table.alpha = 0.5
        table.isHidden = true
        table.contentOffset = CGPoint(0, 120)
        #expect(frames == [100])
        #expect(alphas == [0.5])
        #expect(hidden == [true])
        #expect(offsets == [120])
        withExtendedLifetime(observations) {}
    }
}
