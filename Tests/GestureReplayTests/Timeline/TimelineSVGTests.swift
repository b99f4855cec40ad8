import Foundation
import Testing
@testable import GestureReplay

/// The taps scene with the single tap not waiting for the double tap: a double tap fires the single tap twice, so
/// the second `expect` line fails.
private let brokenTaps = """
    scene taps
    set single-waits-for-double=off
    0.4 tap 195 422 count 2
    0.6 expect action doubleTap count 1
    0.6 expect card.singleTap failed
    1.0 end
    """

@Suite("Timeline: a replay drawn as SVG")
struct TimelineSVGTests {
    private func timeline(_ text: String) throws -> Timeline {
        let run = try session(text)
        let recorder = TimelineRecorder(run)
        _ = run.run()
        return recorder.timeline(title: "broken taps")
    }

    @Test("the SVG is XML with one row per recognizer that received a touch, in virtual time")
    func rowsAndXML() throws {
        let timeline = try timeline(brokenTaps)
        let svg = try SVGElements(TimelineSVG.document(timeline))
        let rows = svg.all("g", class: "row").compactMap { $0.attributes["data-recognizer"] }
        #expect(rows == ["card.singleTap", "card.doubleTap", "card.longPress", "card.pan"])
        #expect(timeline.end == 1.0)
        #expect(timeline.caption == "scene taps · single-waits-for-double=off")
        // Two taps: two downs and two ups, at the script's times.
        #expect(timeline.touches.map { ($0.time * 1000).rounded() } == [400, 450, 550, 600])
        let ended = svg.all("rect", class: "span ended").compactMap(\.title)
        #expect(ended.contains { $0.hasPrefix("card.doubleTap ended at 0.60 s") })
        #expect(ended.filter { $0.hasPrefix("card.singleTap ended") }.count == 2)
    }

    @Test("the failing expectation is marked at its time with its line and what was there")
    func failingExpectation() throws {
        let timeline = try timeline(brokenTaps)
        let svg = try SVGElements(TimelineSVG.document(timeline))
        let failed = svg.all("g", class: "expectation failed")
        #expect(failed.count == 1)
        #expect(failed.first?.attributes["data-lines"] == "5")
        #expect(failed.first?.title?.contains("expected card.singleTap failed by 0.60 s") == true)
        #expect(svg.all("g", class: "expectation passed").count == 1)
        // Its line is drawn at x(0.6): the plot starts at 210 px and is 860 px wide for one second.
        let line = svg.elements.first { $0.name == "line" && $0.attributes["stroke-dasharray"] == "6 3" }
        #expect(line?.attributes["x1"] == "726")
    }

    @Test("with the fix, the arrows say who required whom to fail, and why, in their titles")
    func requiredToFailArrows() throws {
        let fixed = brokenTaps.replacingOccurrences(of: "=off", with: "=on")
        let svg = try SVGElements(TimelineSVG.document(try timeline(fixed)))
        let titles = svg.all("g", class: "link required").compactMap(\.title)
        #expect(titles.contains { $0.hasPrefix("card.singleTap required to fail card.doubleTap at") })
        #expect(svg.all("g", class: "expectation failed").isEmpty)
        #expect(svg.all("g", class: "expectation passed").count == 2)
    }

    @Test("compared runs are stacked in one document, each with its own title")
    func stacked() throws {
        let one = try timeline(brokenTaps)
        var two = one
        two.title = "second"
        let svg = try SVGElements(TimelineSVG.document([one, two]))
        #expect(svg.all("g", class: "timeline").compactMap { $0.attributes["data-title"] } == ["broken taps", "second"])
    }
}
