import Foundation
import GestureUIKit
import GestureScenes
@testable import GestureLabApp

/// A scene host with a model that watched it, and scripted touches on explicit timestamps.
struct PanelFixture {
    let host: SceneHost
    let model = PanelModel()

    /// The four seed scenes: the panels' scene buttons (and so the pixel fixture) stay as they were recorded when
    /// more built-in scenes come.
    static let seedScenes = SceneRegistry(Array(SceneRegistry.builtIn.types.prefix(4)))

    init(scene: String, options: [(key: String, value: String)] = [], images: [ImageInfo] = [],
         scenes: SceneRegistry = .builtIn) throws {
        host = try SceneHost(sceneName: scene, options: options, deviceSize: CGSize(width: 390, height: 844),
                             images: ImageCatalog(images), scenes: scenes)
        model.update(window: host.window, scene: host.scene)
    }

    var window: UIWindow { host.window }

    /// Drags one finger from `start` by `delta` in `steps` moves over `duration` seconds from `time`, updating the
    /// model after every event as the app does once a frame; then lets time run `settle` seconds.
    func drag(from start: CGPoint, by delta: CGPoint, at time: Double = 0.1, duration: Double = 0.3, steps: Int = 12,
              settle: Double = 0.6) {
        window.advance(to: time)
        window.touchDown(finger: 0, at: start, time: time)
        model.update(window: window, scene: host.scene)
        for i in 1...steps {
            let f = Double(i) / Double(steps), t = time + duration * f
            window.advance(to: t)
            window.touchMoved(finger: 0, to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f), time: t)
            model.update(window: window, scene: host.scene)
        }
        window.touchUp(finger: 0, at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), time: time + duration)
        model.update(window: window, scene: host.scene)
        window.advance(to: time + duration + settle)
        model.update(window: window, scene: host.scene)
    }
}

extension PanelFixture {
    /// The headless frame several panel tests look at: the taps scene after a 150 pt upward drag, drawn three
    /// times into the column x 580...1000 of a 1000 x 800 renderer cleared to black. Returns the last actions.
    @discardableResult
    static func drawTapsAfterDrag(panels: Panels, renderer: SDLRenderer) throws -> (column: CGRect, actions: [PanelAction]) {
        let fixture = try PanelFixture(scene: "taps", scenes: seedScenes)
        fixture.drag(from: CGPoint(x: 195, y: 422), by: CGPoint(x: 0, y: -150))
        let column = CGRect(x: 580, y: 0, width: 420, height: 800)
        var actions: [PanelAction] = []
        for _ in 0..<3 {
            renderer.clear(red: 0, green: 0, blue: 0)
            actions = panels.draw(host: fixture.host, column: column, pixelsPerUnit: 1, isPaused: false,
                                  deltaTime: 1.0 / 60, manualInput: (mouse: nil, down: false))
        }
        return (column, actions)
    }
}
