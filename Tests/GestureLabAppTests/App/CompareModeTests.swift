import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

@Suite("Compare mode in the window")
struct CompareModeTests {
    @Test("two labelled devices sit side by side left of the panel column at one scale")
    func layout() {
        let layout = CompareLayout(outputWidth: 1326, height: 1000, device: CGSize(width: 390, height: 844),
                                   deviceScale: 3, zoom: nil, showsPanels: true)
        #expect(layout.devices.count == 2 && layout.labels.count == 2)
        let (a, b) = (layout.devices[0], layout.devices[1])
        // Area 1326 - 420 = 906: min((906 - 48) / 780, (1000 - 32) / 880) = min(1.1, 1.1) = 1.1 pixels a point.
        #expect(abs(a.scale - 1.1) < 1e-9 && b.scale == a.scale)
        #expect(a.origin.y == b.origin.y)
        #expect(b.origin.x >= a.origin.x + 390 * a.scale + WindowLayout.margin - 1)
        #expect(b.origin.x + 390 * b.scale <= 906)
        #expect(a.origin.y + 844 * a.scale <= 1000)
        // Each label bar sits right above its device, as wide.
        #expect(layout.labels[0].origin.x == a.origin.x)
        #expect(abs(layout.labels[0].origin.y + layout.labels[0].size.height * a.scale - a.origin.y) < 1e-9)
        #expect(layout.labels[1].size.width == 390)
        let size = CompareLayout.initialWindowSize(device: CGSize(width: 390, height: 844), deviceScale: 3, zoom: nil,
                                                   showsPanels: true, usable: CGSize(width: 1600, height: 1000))
        #expect(size.width <= 1600 && size.height <= 1000)
        #expect(size.width > 2 * 390)
    }

    @Test("a press on the second device is moved onto the first; its drag keeps that offset across the gap")
    func routerShiftsTheSecondDevice() {
        var router = CompareInputRouter(first: CGRect(x: 10, y: 40, width: 100, height: 200),
                                        second: CGRect(x: 130, y: 40, width: 100, height: 200),
                                        windowSize: CGSize(width: 400, height: 300))
        #expect(router.route(.mouseDown(button: .primary, x: 150, y: 100, modifiers: [], time: 0, synthetic: false))
            == .mouseDown(button: .primary, x: 30, y: 100, modifiers: [], time: 0, synthetic: false))
        // Dragged left into the gap and onto the first device: still the second device's drag.
        #expect(router.route(.mouseMoved(x: 90, y: 100, modifiers: [], time: 0.1, synthetic: false))
            == .mouseMoved(x: -30, y: 100, modifiers: [], time: 0.1, synthetic: false))
        #expect(router.route(.mouseUp(button: .primary, x: 90, y: 100, modifiers: [], time: 0.2, synthetic: false))
            == .mouseUp(button: .primary, x: -30, y: 100, modifiers: [], time: 0.2, synthetic: false))
        // On the first device nothing changes.
        #expect(router.route(.mouseDown(button: .primary, x: 50, y: 100, modifiers: [], time: 0.3, synthetic: false))
            == .mouseDown(button: .primary, x: 50, y: 100, modifiers: [], time: 0.3, synthetic: false))
        // A finger at normalized (0.5, 0.5) = (200, 150) on the second device: moved by -120 / 400 = -0.3.
        let down = router.route(.fingerDown(touchID: 1, fingerID: 5, x: 0.5, y: 0.5, time: 0, synthetic: false))
        guard case .fingerDown(_, _, let x, let y, _, _) = down else { Issue.record("not a finger down"); return }
        #expect(abs(x - 0.2) < 1e-12 && y == 0.5)
        guard case .fingerUp(_, _, let ux, _, _, _) = router.route(
            .fingerUp(touchID: 1, fingerID: 5, x: 0.1, y: 0.5, time: 0.1, synthetic: false))
        else { Issue.record("not a finger up"); return }
        #expect(abs(ux - (0.1 - 0.3)) < 1e-12)
    }

    @Test("the second host follows the lead's scene and options, except the compared key")
    func followerFollows() throws {
        let lead = try SceneHost(sceneName: "photos", options: [("long-image-dismiss", "off")],
                                 deviceSize: CGSize(width: 390, height: 844), images: ImageCatalog([]))
        let run = try CompareRun(lead: lead, key: "long-image-dismiss", values: ["off", "on"])
        func value(_ host: SceneHost, _ key: String) -> String? { host.scene.optionValues.first { $0.key == key }?.value }
        #expect(value(run.host, "long-image-dismiss") == "on")
        #expect(run.label(0, lead: lead) == "long-image-dismiss=off")
        #expect(run.label(1, lead: lead) == "long-image-dismiss=on")
        try lead.setOption("dismiss-style", to: "slide")
        #expect(try run.follow(lead) == false)
        #expect(value(run.host, "dismiss-style") == "slide")
        #expect(value(run.host, "long-image-dismiss") == "on")
        let before = run.host.window
        try lead.reset()
        #expect(try run.follow(lead) == true)
        #expect(run.host.window !== before)
        #expect(value(run.host, "dismiss-style") == "slide")
        #expect(value(run.host, "long-image-dismiss") == "on")
        try lead.switchScene(to: "taps")
        try run.follow(lead)
        #expect(run.host.sceneName == "taps")
        #expect(run.label(1, lead: lead) == "long-image-dismiss: not an option of taps")
        try lead.switchScene(to: "photos")
        try run.follow(lead)
        #expect(value(run.host, "long-image-dismiss") == "on")
        #expect(value(lead, "long-image-dismiss") == "off")
    }

    @Test("the I key toggles recording and is listed in the help")
    func recordingKey() {
        #expect(KeyBindings.command(for: KeyPress(key: .character("i"))) == .toggleRecording)
        #expect(KeyBindings.helpRows(sceneNames: []).contains { $0.keys == "I" })
    }
}
