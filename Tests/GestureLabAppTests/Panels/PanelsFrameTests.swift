import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Panels: a headless frame", .serialized)
struct PanelsFrameTests {
    @Test("after a scripted drag the panels draw in the column and nowhere else")
    func headlessFrame() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let (column, actions) = try PanelFixture.drawTapsAfterDrag(panels: panels, renderer: renderer)
        #expect(actions.isEmpty)
        #expect(panels.imgui.vertexCount > 1000)
        let image = try renderer.readPixels()
        var inside = 0, outside = 0
        for y in stride(from: 0, to: 800, by: 4) {
            for x in stride(from: 0, to: 1000, by: 4) {
                let p = image.pixel(x: x, y: y)
                guard Int(p.red) + Int(p.green) + Int(p.blue) > 0 else { continue }
                if Double(x) >= column.minX { inside += 1 } else { outside += 1 }
            }
        }
        #expect(outside == 0)
        #expect(inside > (420 / 4) * (800 / 4) / 2)
    }

    @Test("a failed expectation adds red text to the panels")
    func expectationsInRed() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let fixture = try PanelFixture(scene: "taps")
        let column = CGRect(x: 580, y: 0, width: 420, height: 800)
        func redPixels() throws -> Int {
            for _ in 0..<2 {
                renderer.clear(red: 0, green: 0, blue: 0)
                _ = panels.draw(host: fixture.host, column: column, pixelsPerUnit: 1, isPaused: false,
                                deltaTime: 1.0 / 60, manualInput: (mouse: nil, down: false))
            }
            let image = try renderer.readPixels()
            var red = 0
            for y in 0..<800 {
                for x in 580..<1000 {
                    let p = image.pixel(x: x, y: y)
                    if p.red > 200, p.green < 110, p.blue < 100 { red += 1 }
                }
            }
            return red
        }
        let before = try redPixels()
        let failed = ExpectationResult(
            expectation: ScriptExpectation(line: 7, time: 1, condition: .action(name: "singleTap", value: nil, count: nil)),
            passed: false, actual: "doubleTap at 0.60")
        panels.model.expectations = ([failed], 2)
        let after = try redPixels()
        #expect(after > before + 100, "red before \(before), after \(after)")
    }

    @Test("a click on an option's checkbox in a headless frame asks to set the option")
    func clickSetsOption() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let fixture = try PanelFixture(scene: "taps")
        let column = CGRect(x: 580, y: 0, width: 420, height: 800)
        var all: [PanelAction] = []
        // Every frame sweeps the pointer down the checkbox column until a click lands on the checkbox (the scene
        // buttons above it, one per built-in scene, give scene switches on the way).
        for y in stride(from: 60.0, to: 400, by: 4) {
            for down in [false, true, false] {
                all += panels.draw(host: fixture.host, column: column, pixelsPerUnit: 1, isPaused: false,
                                   deltaTime: 1.0 / 60, manualInput: (mouse: (x: 800, y: y), down: down))
            }
            if all.contains(where: { if case .setOption = $0 { true } else { false } }) { break }
        }
        #expect(all.contains(.setOption(key: "single-waits-for-double", value: "off")))
    }
}
}
