import Testing
@testable import GestureReplay
import GestureUIKit

@Suite("Timeline: the builder and the arrows read from reasons")
struct TimelineBuilderTests {
    @Test("a pan's began, changed and ended become a began span, a changed span and an instant")
    func continuousSpans() {
        var builder = TimelineBuilder()
        builder.changed("pan", to: .began, at: 0.4, reason: .reported(.crossedHysteresis(distance: 10, axis: .horizontally)))
        builder.changed("pan", to: .changed, at: 0.42, reason: .reported(.moved))
        builder.changed("pan", to: .ended, at: 0.8, reason: .reported(.lifted))
        let row = builder.timeline(title: "t", end: 1).rows.first
        #expect(row?.name == "pan")
        #expect(
            row?.spans == [
                TimelineSpan(start: 0.4, end: 0.42, state: .began, reason: .reported(.crossedHysteresis(distance: 10, axis: .horizontally))),
                TimelineSpan(start: 0.42, end: 0.8, state: .changed, reason: .reported(.moved)),
                TimelineSpan(start: 0.8, end: 0.8, state: .ended, reason: .reported(.lifted)),
            ])
    }

    @Test("waiting lasts until released; a span still open at the end closes there")
    func waitingAndOpenSpans() {
        var builder = TimelineBuilder()
        builder.changed("single", to: .waiting, at: 0.1, reason: .parked(request: .tapped(count: 1), waitingFor: ["double"]))
        builder.changed("single", to: .possible, at: 0.45, reason: .requirementsFailed)
        builder.changed("single", to: .ended, at: 0.45, reason: .reported(.tapped(count: 1)))
        builder.changed("pan", to: .began, at: 0.5, reason: .reported(.moved))
        let rows = builder.timeline(title: "t", end: 2).rows
        #expect(rows.map(\.name) == ["single", "double", "pan"])
        #expect(rows[0].spans.map(\.state) == [.waiting, .ended])
        #expect(rows[0].spans[0].end == 0.45)
        #expect(rows[2].spans == [TimelineSpan(start: 0.5, end: 2, state: .began, reason: .reported(.moved))])
    }

    @Test("a recognizer that received a touch has a row even if it never left possible")
    func receivedOnly() {
        var builder = TimelineBuilder()
        builder.received("longPress")
        #expect(builder.timeline(title: "t", end: 1).rows == [TimelineRow(name: "longPress")])
    }

    @Test("the reasons' operands give prevented-by and required-to-fail arrows, and no arrow for the others")
    func linksFromReasons() {
        func link(_ reason: GestureReason) -> [String] {
            TimelineLink.links(time: 1, target: "me", reason: reason).map { "\($0.cause) \($0.kind.rawValue)" }
        }
        #expect(link(.excluded(by: "banner.pan")) == ["banner.pan prevented by"])
        #expect(link(.excludedByEarlier("page.0.pan")) == ["page.0.pan prevented by"])
        #expect(link(.cancelledByExclusion("nav.edgePop")) == ["nav.edgePop prevented by"])
        #expect(link(.requirementRecognized("card.doubleTap")) == ["card.doubleTap required to fail"])
        #expect(
            link(.parked(request: .tapped(count: 1), waitingFor: ["a.tap", "b.pan"]))
                == ["a.tap required to fail", "b.pan required to fail"])
        #expect(link(.waitingFor(["press"])) == ["press required to fail"])
        #expect(link(.delegateRefusedBegin(note: "at top and dragging down (long-image-dismiss)")).isEmpty)
        #expect(link(.reported(.crossedHysteresis(distance: 10, axis: .vertically))).isEmpty)
        // A recognizer named like a reason's words is still one name: the operands are data, not parsed text.
        #expect(link(.excluded(by: "excluded by x, which had already begun")) == ["excluded by x, which had already begun prevented by"])
    }

    @Test("past its capacity the builder forgets the oldest spans and marks first")
    func capacity() {
        var builder = TimelineBuilder(capacity: 2)
        for i in 0..<5 {
            builder.changed("tap", to: .failed, at: Double(i), reason: nil)
            builder.touched(TimelineTouchMark(time: Double(i), finger: 0, phase: .down))
        }
        let timeline = builder.timeline(title: "t", end: 5)
        #expect(timeline.rows[0].spans.map(\.start) == [3, 4])
        #expect(timeline.touches.map(\.time) == [3, 4])
    }
}
