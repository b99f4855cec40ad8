import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

/// Key F (issue 42): it toggles the scene's main fix between its broken and its fixed value. The navigation scene
/// starts on `pop=system`, a working set-up that is neither; F used to go from it to `require-to-fail`, another
/// working fix, so the first press showed nothing.
@Suite("Key F toggles between the broken and the fixed state")
struct MainFixToggleTests {
    @Test("from navigation's pop=system, F shows the problem first, then the fix, then the problem again")
    func navigationTogglesBrokenAndFixed() throws {
        let host = try SceneHost(
            sceneName: "navigation", options: [], deviceSize: CGSize(width: 390, height: 844), images: ImageCatalog([]))
        let fix = try #require(host.description.mainFix)
        #expect(host.scene.optionValues.first { $0.key == "pop" }?.value == "system")
        var values: [String] = []
        for _ in 0..<3 { values.append(try #require(try host.toggleMainFix()).value) }
        #expect(values == [fix.broken, fix.fixed, fix.broken])
    }

    @Test("the rebuild keeps the page on top: the album page stays pushed, the root stays the root")
    func keepsThePage() throws {
        for (start, depth) in [("album", 2), ("root", 1)] {
            let host = try SceneHost(
                sceneName: "navigation", options: [("start", start)], deviceSize: CGSize(width: 390, height: 844),
                images: ImageCatalog([]))
            #expect(host.scene.navigationDepth == depth)
            try host.toggleMainFix()
            #expect(host.scene.navigationDepth == depth, "start=\(start)")
            #expect(host.scene.screenName == (depth == 2 ? "album" : "albums"))
        }
    }

    @Test("a scene that starts fixed goes to broken and back, as before")
    func tapsStillToggles() throws {
        let host = try SceneHost(
            sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844), images: ImageCatalog([]))
        #expect(try host.toggleMainFix()?.value == "off")
        #expect(try host.toggleMainFix()?.value == "on")
    }
}
