import GestureCore
import Testing
@testable import GestureScenes

@Suite("Navigation scene: options switch live and undo each other")
struct NavigationOptionTests {
    func makeScene(_ options: [String: String] = [:]) throws -> NavigationScene {
        let window = Window(size: Size(width: 390, height: 844))
        let context = SceneContext(window: window, images: ImageCatalog([]))
        let scene = try SceneRegistry.builtIn.make("navigation", context: context, options: options)
        return try #require(scene as? NavigationScene)
    }

    @Test("starts at depth 2 on the album page, or at depth 1 with start=root")
    func start() throws {
        let album = try makeScene()
        #expect(album.navigationDepth == 2 && album.screenName == "album")
        #expect(album.scrollViewReports.map(\.name) == ["list", "banner"])
        let root = try makeScene(["start": "root"])
        #expect(root.navigationDepth == 1 && root.screenName == "albums")
        #expect(root.optionValues.map(\.value) == ["root", "system"])
    }

    @Test("each strategy sets up only its own code; switching back to system restores UIKit's delegate")
    func liveSwitching() throws {
        let scene = try makeScene()
        let nav = scene.navigationController
        let edgePan = nav.interactivePopGestureRecognizer
        let album = try #require(nav.topPage as? AlbumPage)
        try scene.setOption("pop", to: "require-to-fail")
        #expect(album.banner.panGestureRecognizer.failureRequirements.map(\.name) == ["nav.edgePop"])
        #expect(edgePan.delegate is RootOnlyPopDelegate)
        try scene.setOption("pop", to: "simultaneous")
        #expect(album.banner.panGestureRecognizer.failureRequirements.isEmpty)
        #expect(album.banner.recognizesSimultaneouslyWithEdgePans)
        try scene.setOption("pop", to: "per-page")
        #expect(edgePan.delegate is PerPagePopDelegate)
        #expect(!album.banner.recognizesSimultaneouslyWithEdgePans)
        #expect(album.banner.panGestureRecognizer.failureRequirements.map(\.name) == ["nav.edgePop"])
        try scene.setOption("pop", to: "system")
        #expect(edgePan.delegate === nav.interactiveTransition)
        #expect(album.banner.panGestureRecognizer.failureRequirements.isEmpty)
    }

    @Test("unknown values and a live change of start are refused")
    func refusals() throws {
        let scene = try makeScene()
        #expect(throws: SceneError.self) { try scene.setOption("pop", to: "sometimes") }
        #expect(throws: SceneError.self) { try scene.setOption("start", to: "root") }
    }
}
