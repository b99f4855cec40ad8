import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

@Suite("Panels: the model")
struct PanelsModelTests {
    static let cardCenter = CGPoint(x: 195, y: 422)

    @Test("a drag on the taps card shows the pan begin, change and end, and the taps fail with reasons")
    func dragOnTheCard() throws {
        let fixture = try PanelFixture(scene: "taps")
        fixture.drag(from: Self.cardCenter, by: CGPoint(x: 0, y: -150))
        let model = fixture.model
        let pan = model.log.filtered(by: "card.pan").filter { $0.recognizer == "card.pan" }.map(\.what)
        #expect(pan.first == "possible → began")
        #expect(pan.contains("began → changed"))
        #expect(pan.last == "changed → ended")
        let lanes = model.timeline.samples.filter { $0.recognizer == "card.pan" }.map(\.state)
        #expect(lanes.first == .began && lanes.contains(.changed) && lanes.last == .ended)
        let singleTap = try #require(model.log.entries.last { $0.recognizer == "card.singleTap" })
        #expect(singleTap.what == "possible → failed")
        #expect(singleTap.reason.preventedBy == "card.pan")
        #expect(singleTap.reason.description.contains("card.pan"))
        let row = try #require(model.row(named: "card.singleTap"))
        #expect(row.snapshot.state == .possible)
        #expect(row.lastReason != nil)
        #expect(model.row(named: "card.pan")?.lastReason == .reported(.lifted))
        #expect(model.recognizers.map(\.name) == ["card.singleTap", "card.doubleTap", "card.longPress", "card.pan"])
        #expect(model.timeline.markers.map(\.isDown) == [true, false])
    }

    @Test("the single tap requires the double tap to fail, and the double tap shows who waits for it")
    func waitsForRelations() throws {
        let fixture = try PanelFixture(scene: "taps")
        let single = try #require(fixture.model.row(named: "card.singleTap"))
        let double = try #require(fixture.model.row(named: "card.doubleTap"))
        #expect(single.snapshot.requiresToFail == ["card.doubleTap"])
        #expect(double.waitedOnBy == ["card.singleTap"])
        try fixture.host.setOption("single-waits-for-double", to: "off")
        fixture.model.update(window: fixture.window, scene: fixture.host.scene)
        #expect(fixture.model.row(named: "card.doubleTap")?.waitedOnBy == [])
    }

    @Test("a tap parks the single tap waiting for the double tap, on the timeline and in its row")
    func tapWaits() throws {
        let fixture = try PanelFixture(scene: "taps")
        let window = fixture.window
        window.touchDown(finger: 0, at: Self.cardCenter, time: 0.1)
        window.touchUp(finger: 0, at: Self.cardCenter, time: 0.15)
        fixture.model.update(window: window, scene: fixture.host.scene)
        #expect(fixture.model.row(named: "card.singleTap")?.snapshot.waitingFor == ["card.doubleTap"])
        #expect(fixture.model.timeline.state(of: "card.singleTap", at: 0.2) == .waiting)
        window.advance(to: 1)
        fixture.model.update(window: window, scene: fixture.host.scene)
        let single = fixture.model.log.filtered(by: "card.singleTap").filter { $0.recognizer == "card.singleTap" }
        #expect(single.map(\.what).contains("waiting"))
        #expect(single.last?.what == "possible → ended")
    }

    @Test("the decisions log filters by recognizer, as subject or other party")
    func logFilter() throws {
        let fixture = try PanelFixture(scene: "taps")
        fixture.drag(from: Self.cardCenter, by: CGPoint(x: 120, y: 0))
        let log = fixture.model.log
        let pan = log.filtered(by: "card.pan")
        #expect(!pan.isEmpty)
        #expect(pan.allSatisfy { $0.recognizer == "card.pan" || $0.other == "card.pan" })
        #expect(pan.count < log.entries.count)
        #expect(log.filtered(by: nil) == log.entries)
        #expect(log.filtered(by: "") == log.entries)
        #expect(log.filtered(by: "nothing.here").isEmpty)
    }

    @Test("the option rows of every scene match its description")
    func optionRowsOfEveryScene() throws {
        for description in SceneRegistry.builtIn.descriptions {
            let fixture = try PanelFixture(scene: description.name)
            let rows = fixture.model.options
            #expect(rows.map(\.key) == description.options.map(\.key))
            for (row, spec) in zip(rows, description.options) {
                #expect(row.choices == spec.values)
                #expect(row.isStartOption == spec.isStartOption)
                #expect(row.summary == spec.summary)
                let value = fixture.host.scene.optionValues.first { $0.key == spec.key }?.value ?? spec.defaultValue
                #expect(row.value == value)
                #expect((row.mainFix != nil) == (description.mainFix?.key == spec.key))
            }
            #expect(fixture.model.sceneName == description.name)
            #expect(fixture.model.problem == description.problem)
        }
    }

    @Test("an option set through the scene shows in the rows on the next update")
    func optionRowsFollowTheScene() throws {
        let fixture = try PanelFixture(scene: "taps")
        #expect(fixture.model.options.first?.value == "on")
        try fixture.host.setOption("single-waits-for-double", to: "off")
        fixture.model.update(window: fixture.window, scene: fixture.host.scene)
        #expect(fixture.model.options.first?.value == "off")
    }

    @Test("photos' open row shows the photo the viewer shows, and a dash in the gallery")
    func openRowFollowsTheViewer() throws {
        let images = (0..<4).map { ImageInfo(name: "p\($0).jpg", pixelSize: CGSize(width: 640, height: 427)) }
        let open = try PanelFixture(scene: "photos", options: [("open", "2")], images: images)
        #expect(open.model.options.first { $0.key == "open" }?.value == "2")
        let gallery = try PanelFixture(scene: "photos", images: images)
        #expect(gallery.model.options.first { $0.key == "open" }?.value == "")
    }

    @Test("a touch leaves a trail with a velocity, and the hit chain runs from the card to the window")
    func touchesAndHitChain() throws {
        let fixture = try PanelFixture(scene: "taps")
        let window = fixture.window
        window.touchDown(finger: 0, at: Self.cardCenter, time: 0.1)
        for i in 1...10 {
            let t = 0.1 + Double(i) * 0.01
            window.touchMoved(finger: 0, to: CGPoint(x: Self.cardCenter.x + Double(i) * 5, y: Self.cardCenter.y), time: t)
            fixture.model.update(window: window, scene: fixture.host.scene)
        }
        let trail = try #require(fixture.model.touches.trails.first)
        // 5 pt every 10 ms: 500 pt/s along x.
        #expect(abs(trail.velocity.x - 500) < 1)
        #expect(abs(trail.velocity.y) < 1e-9)
        let chain = fixture.model.touches.hitChain
        #expect(chain.first?.view == "card")
        #expect(chain.first?.recognizers == ["card.singleTap", "card.doubleTap", "card.longPress", "card.pan"])
        #expect(chain.last?.view == window.displayName)
    }
}
