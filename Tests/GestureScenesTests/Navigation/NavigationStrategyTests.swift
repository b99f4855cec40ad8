import GestureUIKit
import Testing
@testable import GestureScenes

@Suite("Navigation scene: an edge swipe at the left edge, per strategy")
struct NavigationStrategyTests {
    @Test("system: the container's delegate makes banner.pan wait; the pop wins and the banner never moves")
    func system() throws {
        let run = try replayNavigation(pop: "system", Swipes.edge)
        #expect(run.actionNames == ["popped"])
        #expect(run.report.navigationDepth == 1)
        #expect(run.report.screen == "albums")
        #expect(run.states("nav.edgePop").prefix(2) == ["began", "changed"])
        #expect(run.states("banner.pan") == ["failed"])
        #expect(run.reason("banner.pan", .failed) == "Failing due to recognition of nav.edgePop")
        #expect(!run.bannerMoved)
    }

    @Test("replaced-delegate: banner.pan begins at 10 pt and excludes the edge pan: no pop, the banner moves")
    func replacedDelegate() throws {
        let run = try replayNavigation(pop: "replaced-delegate", Swipes.edge)
        #expect(!run.actionNames.contains("popped"))
        #expect(run.report.navigationDepth == 2)
        #expect(run.report.screen == "album")
        #expect(run.states("nav.edgePop") == ["failed"])
        #expect(run.reason("nav.edgePop", .failed).hasPrefix("excluded by banner.pan"))
        #expect(run.states("banner.pan").first == "began")
        #expect(run.bannerMoved)
    }

    @Test("simultaneous: the pop starts and the banner scrolls with it (the second bug)")
    func simultaneous() throws {
        let run = try replayNavigation(pop: "simultaneous", Swipes.edge)
        #expect(run.actionNames == ["popped"])
        #expect(run.states("banner.pan").first == "began")
        #expect(run.states("nav.edgePop").first == "began")
        #expect(run.bannerMoved)
        #expect(run.report.end < 2, "the popped banner's bounce does not keep the window busy")
    }

    @Test("require-to-fail: banner.pan waits for the edge pan, which pops; the banner never moves (the fix)")
    func requireToFail() throws {
        let run = try replayNavigation(pop: "require-to-fail", Swipes.edge)
        #expect(run.actionNames == ["popped"])
        #expect(run.states("banner.pan") == ["failed"])
        #expect(run.reason("banner.pan", .failed) == "Failing due to recognition of nav.edgePop")
        #expect(!run.bannerMoved)
    }

    @Test("per-page on the banner's first page: the album page allows the pop; the banner never moves")
    func perPageFirstPage() throws {
        let run = try replayNavigation(pop: "per-page", Swipes.edge)
        #expect(run.actionNames == ["popped"])
        #expect(run.states("banner.pan") == ["failed"])
        #expect(!run.bannerMoved)
    }

    @Test("per-page on banner page 1: no pop, and the banner pages back to 0")
    func perPageSecondPage() throws {
        let run = try replayNavigation(pop: "per-page", Swipes.midLeft + "1.5 drag 5 400 -> 300 400 in 0.3\n")
        #expect(run.actionNames == ["pageChanged", "pageChanged"])
        #expect(run.actionValues("pageChanged") == [1, 0])
        #expect(run.report.navigationDepth == 2)
        #expect(run.states("nav.edgePop").last == "failed")
        #expect(run.reason("nav.edgePop", .failed).contains("only on the banner's first page"))
        #expect(run.bannerPage == 0)
    }

    @Test("system on banner page 1: the system pops whatever the banner shows")
    func systemSecondPage() throws {
        let run = try replayNavigation(pop: "system", Swipes.midLeft + "1.5 drag 5 400 -> 300 400 in 0.3\n")
        #expect(run.actionNames == ["pageChanged", "popped"])
    }

    @Test("a drag from mid-screen pages the banner in every strategy", arguments: [
        "system", "replaced-delegate", "simultaneous", "require-to-fail", "per-page",
    ])
    func midScreenPages(pop: String) throws {
        let run = try replayNavigation(pop: pop, Swipes.midLeft)
        #expect(run.actionNames == ["pageChanged"])
        #expect(run.actionValues("pageChanged") == [1])
        #expect(run.bannerPage == 1)
        #expect(run.report.navigationDepth == 2)
        #expect(run.reason("nav.edgePop", .failed).contains("outside the 13 pt edge region"))
    }
}
