import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

@Suite("Panels: physics, timeline and scroll views")
struct PanelsPhysicsTests {
    @Test("every physics slider moves its constant, and reset to UIKit restores GestureTuning.uikit")
    func resetToUIKit() {
        var tuning = GestureTuning.uikit
        for parameter in PhysicsParameter.allCases {
            let moved = (parameter.range.lowerBound + parameter.range.upperBound) / 2
            tuning = parameter.setting(moved, in: tuning)
            #expect(parameter.value(in: tuning) == moved)
        }
        #expect(tuning != .uikit)
        for parameter in PhysicsParameter.allCases { tuning = parameter.reset(in: tuning) }
        #expect(tuning == .uikit)
    }

    @Test("a slider value outside its range is clamped")
    func clamped() {
        let tuning = PhysicsParameter.panHysteresis.setting(500, in: .uikit)
        #expect(tuning.panHysteresis == PhysicsParameter.panHysteresis.range.upperBound)
    }

    @Test("a terminal state shows briefly on its lane, then reads as possible")
    func terminalStatesFade() {
        var timeline = TimelineHistory()
        timeline.record(.init(time: 1, recognizer: "a", state: .began))
        timeline.record(.init(time: 2, recognizer: "a", state: .ended))
        #expect(timeline.state(of: "a", at: 1.5) == .began)
        #expect(timeline.state(of: "a", at: 2.05) == .ended)
        #expect(timeline.state(of: "a", at: 3) == .possible)
        let segments = timeline.segments(of: "a", from: 0, to: 3)
        #expect(segments.map(\.state) == [.possible, .began, .ended, .possible])
        #expect(abs(segments[2].end - (2 + TimelineHistory.terminalDisplaySeconds)) < 1e-9)
    }

    @Test("the timeline keeps at most its capacity of samples")
    func timelineCapacity() {
        var timeline = TimelineHistory(capacity: 10)
        for i in 0..<25 { timeline.record(.init(time: Double(i), recognizer: "a", state: .changed)) }
        #expect(timeline.samples.count == 10)
        #expect(timeline.samples.first?.time == 15)
    }

    @Test("a drag in the nested scene shows the outer scroll view moving with a velocity and its offset history")
    func scrollViewRows() throws {
        let fixture = try PanelFixture(scene: "nested")
        let before = fixture.model.scrollViews.rows
        #expect(!before.isEmpty)
        let window = fixture.window
        let start = CGPoint(x: 195, y: 500)
        window.touchDown(finger: 0, at: start, time: 0.1)
        var speed = 0.0
        for i in 1...20 {
            let t = 0.1 + Double(i) * 0.016
            window.advance(to: t)
            window.touchMoved(finger: 0, to: CGPoint(x: start.x, y: start.y - Double(i) * 8), time: t)
            fixture.model.update(window: window, scene: fixture.host.scene)
            for row in fixture.model.scrollViews.rows { speed = max(speed, abs(row.velocity.y)) }
        }
        // 8 pt every 16 ms is 500 pt/s while the outer view follows the finger.
        #expect(speed > 100)
        let outer = try #require(fixture.model.scrollViews.rows.first { $0.name == "outer" })
        #expect(outer.offset.y > 0)
        #expect(outer.plotAxis == "y")
        #expect(outer.plot.count == 21)
    }
}
