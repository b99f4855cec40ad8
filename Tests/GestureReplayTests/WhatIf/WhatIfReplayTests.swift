import Foundation
import GestureScenes
import GestureScript
import Testing

@testable import GestureReplay

/// What-if edits change a run as the code they stand for would: checked on the seed conflicts' broken states.
@Suite("What-if edits in a replay")
struct WhatIfReplayTests {
    /// The navigation scene with the pop gesture's delegate replaced: an edge swipe over the banner.
    static func edgeSwipe(_ whatIf: String...) -> String {
        "scene navigation\nset pop=replaced-delegate\n" + whatIf.map { "whatif \($0)\n" }.joined()
            + "0.4 drag 5 400 -> 300 400 in 0.4\n2.5 end\n"
    }

    @Test("without edits the banner's pan takes the edge swipe and nothing pops (the broken state)")
    func broken() throws {
        let report = try replay(Self.edgeSwipe())
        #expect(report.transitions(of: "banner.pan").first?.to == .began)
        #expect(report.transitions(of: "nav.edgePop").map(\.to) == [.failed])
        #expect(!report.actionNames.contains("popped"))
        #expect(report.whatIf.isEmpty)
        #expect(!JSONWriter.write(report.json).contains("whatif"))
    }

    @Test("banner.pan requires nav.edgePop: the edge swipe pops and the banner's pan never begins")
    func requires() throws {
        let report = try replay(Self.edgeSwipe("banner.pan requires nav.edgePop"))
        #expect(report.transitions(of: "banner.pan").map(\.to) == [.failed])
        #expect(report.transitions(of: "banner.pan").first?.reason == "Failing due to recognition of nav.edgePop")
        #expect(report.transitions(of: "nav.edgePop").first?.to == .began)
        #expect(report.actionNames.contains("popped"))
        #expect(report.navigationDepth == 1)
        #expect(report.whatIf == ["banner.pan requires nav.edgePop"])
    }

    @Test("banner.pan disabled: it never sees the touch; the edge pop begins and pops")
    func disabled() throws {
        let report = try replay(Self.edgeSwipe("banner.pan disabled"))
        #expect(report.transitions(of: "banner.pan").isEmpty)
        #expect(report.actionNames.contains("popped"))
    }

    @Test("banner.pan simultaneous nav.edgePop: both begin and the page pops while the banner scrolls")
    func simultaneous() throws {
        let report = try replay(Self.edgeSwipe("banner.pan simultaneous nav.edgePop"))
        #expect(report.transitions(of: "banner.pan").first?.to == .began)
        #expect(report.transitions(of: "nav.edgePop").first?.to == .began)
        #expect(!report.transitions.contains { $0.to == .cancelled })
        #expect(report.actionNames.contains("popped"))
    }

    @Test("banner.pan receives no: the delegate hides the touch; shouldBegin no refuses it with the edit as the note")
    func receivesAndShouldBegin() throws {
        let hidden = try replay(Self.edgeSwipe("banner.pan receives no"))
        #expect(hidden.transitions(of: "banner.pan").isEmpty)
        #expect(hidden.actionNames.contains("popped"))
        let refused = try replay(Self.edgeSwipe("banner.pan shouldBegin no"))
        #expect(refused.transitions(of: "banner.pan").map(\.to) == [.failed])
        #expect(
            refused.transitions(of: "banner.pan").first?.reason
                == "shouldBegin returned false: whatif: banner.pan shouldBegin no")
        #expect(refused.actionNames.contains("popped"))
    }

    @Test("shouldBegin when depth == 1 refuses at depth 2 and the edge pop wins; when depth > 1 lets it begin")
    func depthCondition() throws {
        let atDepthOne = try replay(Self.edgeSwipe("banner.pan shouldBegin when depth == 1"))
        #expect(atDepthOne.actionNames.contains("popped"))
        let deeper = try replay(Self.edgeSwipe("banner.pan shouldBegin when depth > 1"))
        #expect(!deeper.actionNames.contains("popped"))
    }

    @Test("shouldBegin unless right: the edge swipe (rightward) is refused; a leftward drag still scrolls the banner")
    func directionCondition() throws {
        let edit = "whatif banner.pan shouldBegin unless right\n"
        let swipe = try replay(Self.edgeSwipe("banner.pan shouldBegin unless right"))
        #expect(swipe.actionNames.contains("popped"))
        let left = try replay(
            "scene navigation\nset pop=replaced-delegate\n" + edit + "0.4 drag 300 400 -> 100 400 in 0.4\n2.5 end\n")
        #expect(left.transitions(of: "banner.pan").first?.to == .began)
    }

    @Test("the photo's page pan refuses a downward drag at its top: the long photo is dragged to dismiss")
    func scrollEdgeCondition() throws {
        let text = { (edit: String) in
            "scene photos open=0\nset long-image-dismiss=off\n\(edit)0.4 drag 195 300 -> 195 620 in 0.4\n2.5 end\n"
        }
        let images = ImageCatalog([ImageInfo(name: "tall.jpg", pixelSize: CGSize(width: 1080, height: 20000))])
        func run(_ edit: String) throws -> ReplayReport {
            try ReplaySession(script: parse(text(edit)), images: images, settings: ReplaySettings()).run()
        }
        #expect(!(try run("")).actionNames.contains("dismissed"))
        let fixed = try run("whatif page.0.pan shouldBegin unless down and page.0 at top\n")
        #expect(fixed.actionNames.contains("dismissed"))
        #expect(fixed.transitions(of: "browser.dismissPan").first?.to == .began)
    }

    @Test("a scroll view property: the controls list without the content delay shows a button its touch at once")
    func scrollProperty() throws {
        let text = { (edit: String) in
            "scene controls touches=default\n\(edit)0.2 down 1 195 116\n0.25 expect action touchDown\n0.4 up 1 195 116\n1 end\n"
        }
        let delayed = try replay(text(""))
        #expect(delayed.expectations.first?.passed == false)
        let immediate = try replay(text("whatif list delaysContentTouches off\n"))
        #expect(immediate.expectations.first?.passed == true)
    }

    @Test("--whatif edits (settings) come after the script's whatif lines, and the report lists both")
    func settingsEdits() throws {
        let settings = ReplaySettings(whatIfEdits: [WhatIfEdit("banner.pan", .requires("nav.edgePop"))])
        let report = try replay(Self.edgeSwipe("list.pan disabled"), settings: settings)
        #expect(report.whatIf == ["list.pan disabled", "banner.pan requires nav.edgePop"])
        #expect(report.actionNames.contains("popped"))
        #expect(JSONWriter.write(report.json).contains("\"whatif\": [\"list.pan disabled\", \"banner.pan requires nav.edgePop\"],"))
    }
}
