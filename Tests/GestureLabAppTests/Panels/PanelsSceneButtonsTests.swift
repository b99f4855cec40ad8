import Foundation
import GestureUIKit
import GestureScenes
import GestureUIKit
import Testing
@testable import GestureLabApp

/// A user's scene, only to be listed after the built-in ones.
private final class ListedUserScene: LabScene {
    static let name = "user-listed"
    static let summary = "A user's scene whose summary is long enough to be wider than the floating panels are."
    static let options: [LabOption] = []
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { UIViewController() }
}

extension SDLSuites {
    /// The scene buttons list a user's scenes in the floating panels too, as in the column.
    @Suite("Panels: a user's scenes among the scene buttons", .serialized)
    struct PanelsSceneButtonsTests {
        @Test("the floating panels over a fitted device list the host's scenes, a user's included")
        func overlayListsUserScenes() throws {
            _ = try #require(TestSupport.sdl)
            let renderer = try SDLRenderer(offscreenWidth: 1280, height: 800)
            defer { renderer.destroy() }
            let panels = try Panels(window: nil, renderer: renderer)
            defer { panels.close() }
            let host = try SceneHost(
                sceneName: ListedUserScene.name, options: [], deviceSize: CGSize(width: 1280, height: 800),
                images: ImageCatalog([]), scenes: SceneRegistry.builtIn.appending([SceneType(lab: ListedUserScene.self)]))
            panels.overlay = PanelOverlayLayout()
            _ = panels.drawOverlay(host: host, screen: CGSize(width: 1280, height: 800), isPaused: false, deltaTime: 1.0 / 60)
            #expect(panels.sceneNames == SceneRegistry.builtIn.names + [ListedUserScene.name])
        }

        @Test("scene buttons that don't fit the panel's width go onto the next line")
        func sceneButtonsWrap() {
            // Four built-in buttons fill a 400-unit line; the fifth goes onto a line of its own.
            #expect(PanelView.wrap([80, 110, 70, 85, 130], into: 400, spacing: 8) == [[0, 1, 2, 3], [4]])
        }
    }
}
