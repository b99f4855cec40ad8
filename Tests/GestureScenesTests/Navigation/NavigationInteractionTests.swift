import GestureUIKit
import GestureReplay
import GestureScript
import Testing
@testable import GestureScenes

@Suite("Navigation scene: the edge region, release decisions, extra fingers and buttons")
struct NavigationInteractionTests {
    @Test("a swipe starting at x = 13 (just inside the edge region) pops")
    func justInside() throws {
        let run = try replayNavigation(pop: "system", "0 drag 13 400 -> 300 400 in 0.3\n")
        #expect(run.actionNames == ["popped"])
    }

    @Test("a swipe starting at x = 14 (just outside) does not pop: the banner's pan takes it")
    func justOutside() throws {
        let run = try replayNavigation(pop: "system", "0 drag 14 400 -> 300 400 in 0.3\n")
        #expect(!run.actionNames.contains("popped"))
        #expect(run.states("nav.edgePop") == ["failed"])
        #expect(run.states("banner.pan").first == "began")
        #expect(run.bannerMoved)
    }

    @Test("a short slow edge drag cancels: the page slides back", arguments: ["system", "require-to-fail"])
    func slowShortCancels(pop: String) throws {
        // 75 pt in 0.6 s (125 pt/s): 60/390 + (125/390)·0.35 ≈ 0.27 < min(187.5/390, 0.5) ≈ 0.48.
        let run = try replayNavigation(pop: pop, "0 drag 5 400 -> 80 400 in 0.6\n")
        #expect(run.actionNames == ["popCancelled"])
        #expect(run.report.navigationDepth == 2)
        #expect(run.report.screen == "album")
    }

    @Test("a didShow of the top again at the same depth, with no interactive pop, is not a cancelled pop")
    func didShowWithoutAPopIsNotPopCancelled() throws {
        let script = try TouchScriptParser.parse(
            "scene navigation start=album\n0.5 end\n", sourceName: "navigation.touches",
            catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: ImageCatalog([]))
        session.start()
        let scene = try #require((session.scene.scene as? NavigationScene))
        let navigation = try #require(scene.navigationController)
        let top = try #require(navigation.topViewController)
        scene.navigationController(navigation, didShow: top, animated: false)
        let report = session.run()
        #expect(report.navigationDepth == 2)
        #expect(report.actions.map(\.name).isEmpty)
    }

    @Test("a fast short flick completes")
    func fastFlickCompletes() throws {
        // 80 pt in 0.05 s (1600 pt/s): 65/390 + (1600/390)·0.35 ≈ 1.6 > 0.48.
        let run = try replayNavigation(pop: "system", "0 drag 5 400 -> 85 400 in 0.05\n")
        #expect(run.actionNames == ["popped"])
        #expect(run.report.screen == "albums")
    }

    @Test("a slow drag released at rest past the middle completes by position alone")
    func restingPastMiddleCompletes() throws {
        // 260/390 ≈ 0.67 popped, still for 0.5 s: the projection is about the position, > 0.48.
        let run = try replayNavigation(pop: "system", "0 drag 5 400 -> 280 400 in 1.5 hold 0.5\n")
        #expect(run.actionNames == ["popped"])
    }

    @Test("dragged out past the middle and back towards the edge, it cancels")
    func outAndBackCancels() throws {
        var lines = "0 down 1 5 400\n"
        for i in 1...30 { lines += "+0.0167 move 1 \(5 + i * 10) 400\n" }   // out to x = 305
        for i in 1...12 { lines += "+0.0167 move 1 \(305 - i * 20) 400\n" }  // fast back to x = 65
        lines += "+0.0167 up 1 65 400\n"
        let run = try replayNavigation(pop: "system", lines)
        #expect(run.actionNames == ["popCancelled"])
        #expect(run.report.screen == "album")
    }

    @Test("a second finger during the transition neither scrolls the banner nor disturbs the pop")
    func secondFinger() throws {
        let run = try replayNavigation(pop: "system", """
            0 drag 5 400 -> 300 400 in 0.4
            0.2 drag 200 600 -> 350 600 in 0.1 finger 2
            """ + "\n")
        #expect(run.actionNames == ["popped"])
        #expect(!run.bannerMoved)
        #expect(run.states("nav.edgePop").filter { $0 == "began" }.count == 1)
        #expect(!run.states("nav.edgePop").contains("cancelled"))
    }

    @Test("the back button pops")
    func backButton() throws {
        let run = try replayNavigation(pop: "system", "0 tap 30 69\n")
        #expect(run.states("nav.back") == ["ended"])
        #expect(run.actionNames == ["popped"])
        #expect(run.report.screen == "albums")
    }

    @Test("from the root page a tap on a row pushes the album page, and an edge swipe pops it again")
    func pushThenPop() throws {
        let run = try replayNavigation(pop: "system", start: "root", "0 tap 100 200\n1 drag 5 400 -> 300 400 in 0.3\n")
        #expect(run.states("list.select") == ["ended"])
        #expect(run.actionNames == ["pushed", "popped"])
        #expect(run.report.navigationDepth == 1)
    }

    @Test("replaced-delegate on the root page: the app's delegate refuses the pop, with its reason")
    func replacedDelegateRoot() throws {
        let run = try replayNavigation(pop: "replaced-delegate", start: "root", Swipes.edge)
        #expect(run.actionNames.isEmpty)
        #expect(run.reason("nav.edgePop", .failed).contains("turns the pop off on the root page"))
    }
}
