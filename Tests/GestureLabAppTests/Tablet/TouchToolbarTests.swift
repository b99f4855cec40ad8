import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

@Suite("The touch toolbar")
struct TouchToolbarTests {
    static let context = ToolbarItem.Context(
        sceneNames: ["photos", "navigation", "taps", "nested"], sceneName: "navigation",
        mainFix: nil, strategies: [(key: "pop", value: "system", choices: ["system", "replaced-delegate", "per-page"])],
        isPaused: false, isRecording: false, showsPanels: true)

    @Test("every key command has a button, a scene key for every scene there is (keys 5-9: a user's scenes)",
          arguments: [4, 9])
    func everyKeyHasAButton(sceneCount: Int) {
        var context = Self.context
        context.sceneNames = (0..<sceneCount).map { "scene\($0)" }
        context.mainFix = (key: "long-image-dismiss", value: "on", fixed: "on")
        context.presentsScreen = true  // Escape's Close button shows only while something is open
        let actions = ToolbarItem.items(for: context).map(\.action)
        for binding in KeyBindings.all {
            if case .switchScene(let index) = binding.command, index >= sceneCount {
                #expect(!actions.contains(.command(binding.command)), "a button for a scene that isn't there")
                continue
            }
            #expect(actions.contains(.command(binding.command)), "no button for \(binding.label)")
        }
    }

    @Test("a strategy button sets the next choice, wrapping around")
    func strategyCycles() {
        var context = Self.context
        let pop = ToolbarItem.items(for: context).first { $0.label.hasPrefix("pop=") }
        #expect(pop?.action == .setOption(key: "pop", value: "replaced-delegate"))
        context.strategies[0].value = "per-page"
        #expect(ToolbarItem.items(for: context).contains { $0.action == .setOption(key: "pop", value: "system") })
    }

    @Test("buttons are at least 44 points, inside a 800x1280 portrait screen, and never overlap")
    func layoutFitsPortrait() {
        let toolbar = TouchToolbar()
        toolbar.update(items: ToolbarItem.items(for: Self.context), screen: CGSize(width: 800, height: 1280))
        #expect(toolbar.buttons.isEmpty, "hidden at start")
        toolbar.toggle()
        #expect(toolbar.buttons.count == ToolbarItem.items(for: Self.context).count)
        for (i, button) in toolbar.buttons.enumerated() {
            #expect(button.frame.width >= 44 && button.frame.height >= 44)
            #expect(button.frame.minX >= 0 && button.frame.maxX <= 800 && button.frame.minY >= 0 && button.frame.maxY <= 1280)
            #expect(!button.frame.intersects(toolbar.handle))
            for other in toolbar.buttons[(i + 1)...] { #expect(!button.frame.intersects(other.frame)) }
        }
        #expect(toolbar.handle.width >= 44 && toolbar.handle.height >= 44)
    }

    @Test("a tap on the handle shows the bar; a tap on a button acts on lift; the scene's touches are not its own")
    func taps() throws {
        let toolbar = TouchToolbar()
        toolbar.update(items: ToolbarItem.items(for: Self.context), screen: CGSize(width: 1280, height: 800))
        let handle = CGPoint(x: toolbar.handle.midX, y: toolbar.handle.midY)
        #expect(toolbar.touchDown(1, at: CGPoint(x: 640, y: 400)) == .notMine)
        #expect(toolbar.touchDown(2, at: handle) == .taken)
        #expect(toolbar.touchUp(2, at: handle) == .taken)
        #expect(toolbar.isShown)
        let taps = try #require(toolbar.buttons.first { $0.item.label == "taps" })
        let centre = CGPoint(x: taps.frame.midX, y: taps.frame.midY)
        #expect(toolbar.touchDown(3, at: centre) == .taken)
        #expect(toolbar.touchMoved(3) == .taken)
        #expect(toolbar.touchUp(3, at: centre) == .action(.command(.switchScene(2))))
        // Sliding off the button before lifting does nothing (touch up inside).
        #expect(toolbar.touchDown(4, at: centre) == .taken)
        #expect(toolbar.touchUp(4, at: CGPoint(x: 640, y: 100)) == .taken)
        #expect(!toolbar.isTracking)
    }

    @Test("quit needs a second tap; another button in between disarms it")
    func quitConfirms() throws {
        let toolbar = TouchToolbar()
        toolbar.update(items: ToolbarItem.items(for: Self.context), screen: CGSize(width: 1280, height: 800))
        toolbar.toggle()
        func tap(_ label: String) throws -> TouchToolbar.TouchResult {
            let button = try #require(toolbar.buttons.first { $0.item.label == label })
            let p = CGPoint(x: button.frame.midX, y: button.frame.midY)
            _ = toolbar.touchDown(9, at: p)
            return toolbar.touchUp(9, at: p)
        }
        #expect(try tap("Quit") == .taken)
        #expect(toolbar.isQuitArmed)
        #expect(try tap("Reset") == .action(.command(.reset)))
        #expect(!toolbar.isQuitArmed)
        #expect(try tap("Quit") == .taken)
        #expect(try tap("Tap again to quit") == .action(.command(.quit)))
    }
}

@Suite("The two-finger tap")
struct TwoFingerTapDetectorTests {
    @Test("two fingers down and up quickly in place is a tap")
    func tap() {
        var detector = TwoFingerTapDetector()
        detector.down(1, at: CGPoint(x: 100, y: 100), time: 1.0)
        detector.down(2, at: CGPoint(x: 200, y: 100), time: 1.02)
        let first = detector.up(1, at: CGPoint(x: 102, y: 100), time: 1.1)
        let second = detector.up(2, at: CGPoint(x: 200, y: 101), time: 1.12)
        #expect(!first && second)
    }

    @Test("one finger, three fingers, a pinch that moves, or a long hold is not a tap")
    func notTaps() {
        var one = TwoFingerTapDetector()
        one.down(1, at: .zero, time: 0)
        let oneTap = one.up(1, at: .zero, time: 0.1)
        #expect(!oneTap)

        var three = TwoFingerTapDetector()
        for id in Int64(1)...3 { three.down(id, at: .zero, time: 0) }
        let threeTaps = [three.up(1, at: .zero, time: 0.1), three.up(2, at: .zero, time: 0.1), three.up(3, at: .zero, time: 0.1)]
        #expect(threeTaps == [false, false, false])

        var pinch = TwoFingerTapDetector()
        pinch.down(1, at: CGPoint(x: 100, y: 100), time: 0)
        pinch.down(2, at: CGPoint(x: 200, y: 100), time: 0)
        pinch.moved(2, to: CGPoint(x: 260, y: 100))
        let pinchTaps = [pinch.up(1, at: CGPoint(x: 100, y: 100), time: 0.2), pinch.up(2, at: CGPoint(x: 260, y: 100), time: 0.2)]
        #expect(pinchTaps == [false, false])

        var long = TwoFingerTapDetector()
        long.down(1, at: .zero, time: 0)
        long.down(2, at: .zero, time: 0)
        let longTaps = [long.up(1, at: .zero, time: 0.9), long.up(2, at: .zero, time: 0.9)]
        #expect(longTaps == [false, false])
    }
}
