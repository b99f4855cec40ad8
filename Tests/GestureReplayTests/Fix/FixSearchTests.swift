import Foundation
import GestureLabTestSupport
import GestureScenes
import GestureScript
import Testing

@testable import GestureReplay

/// `gesturelab fix`'s search on the seed conflicts in their broken state (Resources/Conflicts): each has a fix,
/// printed as UIKit code, that really makes the expectations pass.
@Suite("The fix search")
struct FixSearchTests {
    static let folder = BuiltProducts.packageRoot + "/Resources/Conflicts/"

    /// The script at `name` under Resources/Conflicts (or `text` parsed as if it were there).
    static func script(_ name: String, text: String? = nil) throws -> FixSearch.Script {
        let path = folder + name
        let parsed =
            try text.map {
                try TouchScriptParser.parse(
                    $0, sourceName: path, baseDirectory: folder, catalog: SceneRegistry.builtIn.catalog)
            } ?? TouchScriptParser.parseFile(path: path, catalog: SceneRegistry.builtIn.catalog)
        return FixSearch.Script(path: path, script: parsed)
    }

    /// Images as the photos' file names give their sizes (`tall-stitch-1080x20000.jpg`): no file is read.
    static func images(_ script: TouchScript) -> ImageCatalog {
        ImageCatalog(
            script.images.map { path in
                let name = (path as NSString).lastPathComponent
                let size = name.firstMatch(of: /(\d+)x(\d+)/).map {
                    CGSize(width: Double($0.1) ?? 1, height: Double($0.2) ?? 1)
                }
                return ImageInfo(name: name, pixelSize: size)
            })
    }

    static func search(_ name: String, keep: [String] = []) throws -> FixResult {
        let keepScripts = try keep.map { try script($0) }
        return try FixSearch(target: script(name), keep: keepScripts, images: images, jobs: 2).run()
    }

    /// Replays the target with `edits` and says whether every expectation held.
    static func passes(_ name: String, with edits: [WhatIfEdit]) throws -> Bool {
        let target = try script(name)
        let session = try ReplaySession(
            script: target.script, images: images(target.script), settings: ReplaySettings(whatIfEdits: edits))
        return session.run().expectations.allSatisfy(\.passed)
    }

    @Test("the edge pop: banner.pan requires nav.edgePop comes first, as the UIKit line that fixes it")
    func edgePop() throws {
        let result = try Self.search("navigation-edge-pop.touches", keep: ["keep/navigation-banner-scrolls.touches"])
        #expect(result.baseline.passed == 0)
        #expect(result.subjects.recognizers.map(\.name) == ["nav.edgePop", "banner.pan"])
        let best = try #require(result.fixes.first)
        #expect(best.text == "banner.pan requires nav.edgePop")
        #expect(best.code == "banner.panGestureRecognizer.require(toFail: navigationController!.interactivePopGestureRecognizer!)")
        #expect(best.brokenKeep.isEmpty && best.keptCount == 1)
        #expect(best.changes.contains("action popped: 1 (was 0)"))
        // Disabling the banner's pan also pops, but the banner no longer pages: the keep script ranks it down.
        let disabled = try #require(result.fixes.first { $0.text == "banner.pan disabled" })
        #expect(disabled.brokenKeep == [Self.folder + "keep/navigation-banner-scrolls.touches"])
        #expect(result.triedPairs == 0)
    }

    @Test("the single tap before the double tap: card.singleTap requires card.doubleTap")
    func taps() throws {
        let result = try Self.search("taps-single-waits-for-double.touches")
        let best = try #require(result.fixes.first)
        #expect(best.text == "card.singleTap requires card.doubleTap")
        #expect(best.code == "cardSingleTap.require(toFail: cardDoubleTap)")
    }

    @Test("the long photo's dismiss: with the keep script, the page's pan declining downward drags comes first")
    func longPhoto() throws {
        let result = try Self.search(
            "photos-long-image-dismiss.touches", keep: ["keep/photos-long-image-scrolls.touches"])
        let best = try #require(result.fixes.first)
        #expect(best.text == "page.0.pan shouldBegin unless down")
        #expect(best.brokenKeep.isEmpty)
        #expect(best.code.contains("override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {"))
        #expect(best.code.contains("let v = pan.velocity(in: pan.view)"))
        #expect(best.code.contains("return !(abs(v.y) > abs(v.x) && v.y > 0)"))
        // Making the page's pan wait for the dismiss pan also dismisses, but the photo no longer scrolls up.
        let requires = try #require(result.fixes.first { $0.text == "page.0.pan requires browser.dismissPan" })
        #expect(!requires.brokenKeep.isEmpty)
    }

    @Test("when every fix breaks a keep script, a narrower condition is tried: KSPhotoBrowser's fix comes first")
    func narrower() throws {
        let result = try Self.search(
            "photos-long-image-dismiss.touches",
            keep: ["keep/photos-long-image-scrolls.touches", "keep/photos-long-image-scrolls-back.touches"])
        #expect(result.triedNarrower > 0)
        let best = try #require(result.fixes.first)
        #expect(best.text == "page.0.pan shouldBegin unless down and page.0 at top")
        #expect(best.brokenKeep.isEmpty && best.keptCount == 2)
        #expect(best.code.contains(
            "return !((abs(v.y) > abs(v.x) && v.y > 0) && (self.contentOffset.y <= -self.adjustedContentInset.top))"))
        // The blunt one it narrows dismisses a photo scrolled into its middle.
        let blunt = try #require(result.fixes.first { $0.text == "page.0.pan shouldBegin unless down" })
        #expect(blunt.brokenKeep == [Self.folder + "keep/photos-long-image-scrolls-back.touches"])
        #expect(try Self.passes("photos-long-image-dismiss.touches", with: best.edits))
    }

    @Test("the nested hand-off: an edit gives the drag to the outer scroll view, and it does collapse the header")
    func nested() throws {
        let result = try Self.search("nested-handoff.touches")
        let best = try #require(result.fixes.first)
        #expect(best.text == "tab.0.pan requires outer.pan")
        #expect(best.code == "tab0.panGestureRecognizer.require(toFail: outer.panGestureRecognizer)")
    }

    @Test("every fix reported really makes every expectation pass when replayed on its own")
    func fixesAreReal() throws {
        for name in ["navigation-edge-pop.touches", "taps-single-waits-for-double.touches", "nested-handoff.touches"] {
            let result = try Self.search(name)
            #expect(!result.fixes.isEmpty, "\(name)")
            for fix in result.fixes {
                #expect(try Self.passes(name, with: fix.edits), "\(name): \(fix.text)")
                for other in fix.equivalents { #expect(try Self.passes(name, with: other), "\(name): \(other)") }
            }
        }
    }

    @Test("a UIKit private recognizer is reached as apps reach it: by class name among its view's recognizers")
    func privateRecognizer() throws {
        let text = "scene inbox\nset pager=plain\n0.4 drag 300 300 -> 180 300 in 0.3\n"
            + "0.8 expect list.0.swipeActions began\n0.8 expect not action pageChanged\n1 end\n"
        let result = try FixSearch(target: Self.script("inbox.touches", text: text), images: Self.images).run()
        let fix = try #require(result.fixes.first { $0.text == "pager.pan requires list.0.swipeActions" })
        #expect(
            fix.code == "pager.panGestureRecognizer.require(toFail: list0.gestureRecognizers!.first { "
                + "\"\\(type(of: $0))\" == \"_UISwipeActionPanGestureRecognizer\" }!)", "\(fix.code)")
    }

    @Test("expectations no edit can meet: singles, then pairs of the closest, and no fix")
    func impossible() throws {
        let text = "scene taps\nset single-waits-for-double=off\n0.4 tap 195 422\n1 expect action singleTap count 2\n1.2 end\n"
        let result = try FixSearch(target: Self.script("impossible.touches", text: text), images: Self.images).run()
        #expect(result.fixes.isEmpty)
        #expect(result.triedSingles > 0)
        #expect(FixReport.text(result, script: "impossible.touches", seconds: 0).contains("no fix:"))
    }

    @Test("a script that already passes has nothing to fix; nothing is tried")
    func alreadyPasses() throws {
        let text = "scene taps\nset single-waits-for-double=on\n0.4 tap 195 422\n1 expect action singleTap count 1\n1.2 end\n"
        let result = try FixSearch(target: Self.script("passing.touches", text: text), images: Self.images).run()
        #expect(result.baseline.allPass)
        #expect(result.triedSingles == 0)
    }
}
