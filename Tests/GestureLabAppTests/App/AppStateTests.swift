import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

@Suite("Keys, clock, layout and scene host")
struct AppStateTests {
    @Test("keys map to commands through one table; repeats only step, modified keys are left alone")
    func keyTable() {
        #expect(KeyBindings.command(for: KeyPress(key: .character("1"))) == .switchScene(0))
        #expect(KeyBindings.command(for: KeyPress(key: .character("4"))) == .switchScene(3))
        #expect(KeyBindings.command(for: KeyPress(key: .character("f"))) == .toggleMainFix)
        #expect(KeyBindings.command(for: KeyPress(key: .tab)) == .togglePanels)
        #expect(KeyBindings.command(for: KeyPress(key: .f1)) == .togglePanels)
        #expect(KeyBindings.command(for: KeyPress(key: .character("?"))) == .toggleHelp)
        #expect(KeyBindings.command(for: KeyPress(key: .escape)) == .closeOrQuit)
        #expect(KeyBindings.command(for: KeyPress(key: .character("q"))) == .quit)
        #expect(KeyBindings.command(for: KeyPress(key: .character("."), isRepeat: true)) == .stepFrame)
        #expect(KeyBindings.command(for: KeyPress(key: .character("p"), isRepeat: true)) == nil)
        #expect(KeyBindings.command(for: KeyPress(key: .character("q"), hasCommandModifier: true)) == nil)
        #expect(KeyBindings.command(for: KeyPress(key: .character("z"))) == nil)
        #expect(KeyBindings.helpRows(sceneNames: ["photos", "taps"]).first?.summary == "Scene: photos")
    }

    @Test("the scene clock counts from the scene's start, freezes while paused and steps one frame")
    func sceneClock() {
        var clock = SceneClock(startingAt: 10)
        #expect(clock.sceneTime(wall: 12.5) == 2.5)
        clock.togglePause(wall: 13)
        #expect(clock.sceneTime(wall: 20) == 3)
        clock.step()
        #expect(abs(clock.sceneTime(wall: 21) - (3 + 1.0 / 60)) < 1e-12)
        clock.togglePause(wall: 30)
        #expect(abs(clock.sceneTime(wall: 31) - (4 + 1.0 / 60)) < 1e-9)
        clock.restart(wall: 40)
        #expect(clock.sceneTime(wall: 39) == 0)
    }

    @Test("the device is fitted left of the panel column, centred, never above its own pixel scale")
    func layoutFits() {
        let layout = WindowLayout(outputWidth: 853, height: 900, device: CGSize(width: 390, height: 844), deviceScale: 3,
                                  zoom: nil, showsPanels: true, fitsDevice: false)
        // The column starts at 853 - 420 = 433: min((433 - 32) / 390, (900 - 32) / 844) = 1.0282 pixels a point.
        #expect(abs(layout.viewport.scale - 401.0 / 390) < 1e-9)
        #expect(layout.panelColumn == CGRect(x: 433, y: 0, width: 420, height: 900))
        #expect(layout.viewport.origin.x == 16)
        #expect(layout.viewport.origin.x + 390 * layout.viewport.scale <= 433)
        let small = WindowLayout(outputWidth: 3000, height: 3000, device: CGSize(width: 100, height: 100), deviceScale: 2,
                                 zoom: nil, showsPanels: false, fitsDevice: false)
        #expect(small.viewport.scale == 2)
        let zoomed = WindowLayout(outputWidth: 500, height: 500, device: CGSize(width: 100, height: 100), deviceScale: 2,
                                  zoom: 0.5, showsPanels: false, fitsDevice: false)
        #expect(zoomed.viewport.scale == 1)
    }

    @Test("a fitted device fills the window left of the panels, one point a window unit")
    func fittedDevice() {
        let layout = WindowLayout(outputWidth: 1920, height: 1200, device: CGSize(width: 1, height: 1), deviceScale: 3,
                                  zoom: nil, showsPanels: true, fitsDevice: true)
        #expect(layout.viewport == DeviceViewport(size: CGSize(width: 1500, height: 1200), scale: 1, origin: .zero))
        #expect(WindowLayout.fittedDeviceSize(outputWidth: 2560, height: 1600, showsPanels: false, pixelsPerUnit: 2)
            == CGSize(width: 1280, height: 800))
    }

    @Test("the scene host keeps option values across scene switches and resets, and toggles the main fix")
    func hostKeepsOptions() throws {
        let host = try SceneHost(sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844),
                                 images: ImageCatalog([]))
        let toggled = try host.toggleMainFix()
        #expect(toggled?.key == "single-waits-for-double")
        #expect(toggled?.value == "off")
        let other = host.sceneNames.first { $0 != "taps" } ?? "taps"
        try host.switchScene(to: other)
        #expect(host.sceneName == other)
        try host.switchScene(to: "taps")
        #expect(host.scene.optionValues.first?.value == "off")
        try host.reset()
        #expect(host.scene.optionValues.first?.value == "off")
        try host.resize(to: CGSize(width: 800, height: 600))
        #expect(host.window.bounds.size == CGSize(width: 800, height: 600))
        #expect(host.scene.optionValues.first?.value == "off")
    }
}
