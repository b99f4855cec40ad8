import Testing
@testable import GestureReplay

@Suite("Timeline: the builder and the arrows read from reasons")
struct TimelineBuilderTests {
    @Test("a pan's began, changed and ended become a began span, a changed span and an instant")
    func continuousSpans() {
        var builder = TimelineBuilder()
        builder.changed("pan", to: .began, at: 0.4, reason: "moved 10 pt")
        builder.changed("pan", to: .changed, at: 0.42, reason: "moved")
        builder.changed("pan", to: .ended, at: 0.8, reason: "lifted")
        let row = builder.timeline(title: "t", end: 1).rows.first
        #expect(row?.name == "pan")
        #expect(
            row?.spans == [
                TimelineSpan(start: 0.4, end: 0.42, state: .began, reason: "moved 10 pt"),
                TimelineSpan(start: 0.42, end: 0.8, state: .changed, reason: "moved"),
                TimelineSpan(start: 0.8, end: 0.8, state: .ended, reason: "lifted"),
            ])
    }

    @Test("waiting lasts until released; a span still open at the end closes there")
    func waitingAndOpenSpans() {
        var builder = TimelineBuilder()
        builder.changed("single", to: .waiting, at: 0.1, reason: "ended requested; waiting for double to fail")
        builder.changed("single", to: .possible, at: 0.45, reason: "failure requirements failed")
        builder.changed("single", to: .ended, at: 0.45, reason: "tapped")
        builder.changed("pan", to: .began, at: 0.5, reason: "moved")
        let rows = builder.timeline(title: "t", end: 2).rows
        #expect(rows.map(\.name) == ["single", "double", "pan"])
        #expect(rows[0].spans.map(\.state) == [.waiting, .ended])
        #expect(rows[0].spans[0].end == 0.45)
        #expect(rows[2].spans == [TimelineSpan(start: 0.5, end: 2, state: .began, reason: "moved")])
    }

    @Test("a recognizer that received a touch has a row even if it never left possible")
    func receivedOnly() {
        var builder = TimelineBuilder()
        builder.received("longPress")
        #expect(builder.timeline(title: "t", end: 1).rows == [TimelineRow(name: "longPress")])
    }

    @Test("the report's reasons give prevented-by and required-to-fail arrows, and no arrow for the others")
    func linksFromReasons() {
        func link(_ reason: String) -> [String] {
            TimelineLink.links(time: 1, target: "me", reason: reason).map { "\($0.cause) \($0.kind.rawValue)" }
        }
        #expect(link("excluded by banner.pan") == ["banner.pan prevented by"])
        #expect(link("excluded by page.0.pan, which had already begun") == ["page.0.pan prevented by"])
        #expect(link("cancelled: excluded by nav.edgePop") == ["nav.edgePop prevented by"])
        #expect(link("Failing due to recognition of card.doubleTap") == ["card.doubleTap required to fail"])
        #expect(
            link("ended requested; waiting for a.tap, b.pan to fail") == ["a.tap required to fail", "b.pan required to fail"])
        #expect(link("shouldBegin returned false: at top and dragging down (long-image-dismiss)").isEmpty)
        #expect(link("moved 10 pt vertically").isEmpty)
    }

    @Test("past its capacity the builder forgets the oldest spans and marks first")
    func capacity() {
        var builder = TimelineBuilder(capacity: 2)
        for i in 0..<5 {
            builder.changed("tap", to: .failed, at: Double(i), reason: "")
            builder.touched(TimelineTouchMark(time: Double(i), finger: 0, phase: .down))
        }
        let timeline = builder.timeline(title: "t", end: 5)
        #expect(timeline.rows[0].spans.map(\.start) == [3, 4])
        #expect(timeline.touches.map(\.time) == [3, 4])
    }
}
