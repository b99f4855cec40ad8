import Foundation
@testable import GestureUIKit
import Testing
@testable import GestureScenes

@Suite("Navigation scene: options set up only their own code, and a new strategy keeps the page")
struct NavigationOptionTests {
    func makeScene(_ options: [String: String] = [:]) throws -> LabSceneHost {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let context = SceneContext(window: window, images: ImageCatalog([]))
        return try SceneRegistry.builtIn.make("navigation", context: context, options: options)
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

    /// The album page's banner pan, its failure requirements' names, and the pop gesture's delegate.
    func setUp(_ scene: LabSceneHost) throws -> (album: AlbumViewController, requirements: [String],
                                              delegate: UIGestureRecognizerDelegate?) {
        let nav = try #require(scene.labNavigationController)
        let album = try #require(nav.topViewController as? AlbumViewController)
        let requirements = album.banner.panGestureRecognizer.failureRequirements.map(\.reportName)
        return (album, requirements, nav.interactivePopGestureRecognizer?.delegate)
    }

    @Test("each strategy sets up only its own code; a new value rebuilds the scene on the page it was on")
    func switching() throws {
        let scene = try makeScene()
        try scene.setOption("pop", to: "require-to-fail")
        var now = try setUp(scene)
        #expect(now.requirements == ["nav.edgePop"])
        #expect(now.delegate is RootOnlyPopDelegate)
        try scene.setOption("pop", to: "simultaneous")
        now = try setUp(scene)
        #expect(now.requirements.isEmpty)
        #expect(now.album.banner.recognizesSimultaneouslyWithEdgePans)
        try scene.setOption("pop", to: "per-page")
        now = try setUp(scene)
        #expect(now.delegate is PerPagePopDelegate)
        #expect(!now.album.banner.recognizesSimultaneouslyWithEdgePans)
        #expect(now.requirements == ["nav.edgePop"])
        try scene.setOption("pop", to: "system")
        now = try setUp(scene)
        #expect(now.delegate is NavigationInteractiveTransition)
        #expect(now.requirements.isEmpty)
        #expect(scene.navigationDepth == 2)
    }

    @Test("a rebuild after a pop stays on the root page")
    func rebuildKeepsRoot() throws {
        let scene = try makeScene()
        let nav = try #require(scene.labNavigationController)
        nav.popViewController(animated: false)
        #expect(scene.navigationDepth == 1)
        try scene.setOption("pop", to: "require-to-fail")
        #expect(scene.navigationDepth == 1 && scene.screenName == "albums")
    }

    @Test("unknown values and a live change of start are refused")
    func refusals() throws {
        let scene = try makeScene()
        #expect(throws: SceneError.self) { try scene.setOption("pop", to: "sometimes") }
        #expect(throws: SceneError.self) { try scene.setOption("start", to: "root") }
    }
}
