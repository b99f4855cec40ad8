import GestureScenes
import Testing

@testable import GestureScript

@Suite("The whatif statement")
struct WhatIfStatementTests {
    @Test("each kind of edit parses to its edit, and its canonical text is the text it came from")
    func kinds() throws {
        let lines = [
            "banner.pan disabled",
            "banner.pan requires nav.edgePop",
            "banner.pan simultaneous nav.edgePop",
            "banner.pan shouldBegin no",
            "banner.pan shouldBegin when vertical and list at top and depth > 1",
            "nav.edgePop shouldBegin unless left",
            "banner.pan receives no",
            "banner delaysContentTouches off",
            "list transfersVerticalScrollingToParent on",
        ]
        let script = try parse("scene navigation\n" + lines.map { "whatif \($0)\n" }.joined() + "0.1 tap 5 5\n")
        #expect(script.whatIfEdits.map(\.description) == lines)
        #expect(script.whatIfEdits[1] == WhatIfEdit("banner.pan", .requires("nav.edgePop")))
        #expect(
            script.whatIfEdits[4].kind
                == .shouldBegin(
                    WhatIfCondition([.direction(.vertical), .edge(scrollView: "list", .top), .depth(.greater, 1)])))
        #expect(script.whatIfEdits[7] == WhatIfEdit("banner", .scrollProperty(.delaysContentTouches, false)))
        #expect(script.statements.filter(\.isHeader).count == 1 + lines.count)
    }

    @Test("a page.N pattern is a name; edits repeat; the writer writes them back and they parse the same")
    func roundTrip() throws {
        let script = try parse(
            "scene photos open=0\nwhatif page.N.pan shouldBegin unless down and page.0 at top\n"
                + "whatif browser.dismissPan simultaneous page.0.pan\n0.1 tap 5 5\n")
        #expect(script.whatIfEdits.count == 2)
        let text = TouchScriptWriter.write(script)
        #expect(text.contains("whatif page.N.pan shouldBegin unless down and page.0 at top\n"))
        #expect(try parse(text).whatIfEdits == script.whatIfEdits)
    }

    @Test("an unknown name is an error at the name, listing the scene's names closest first")
    func unknownNames() throws {
        let error = try #require(parseError("scene navigation\nwhatif banner.pam requires nav.edgePop\n"))
        #expect(error.description.hasPrefix("s.touches:2:8: unknown recognizer 'banner.pam' for scene 'navigation'"))
        #expect(error.message.contains("recognizers: banner.pan, "), "\(error)")
        let partner = try #require(parseError("scene navigation\nwhatif banner.pan requires nav.edgepop\n"))
        #expect(partner.description.hasPrefix("s.touches:2:28: "))
        #expect(partner.message.contains("recognizers: nav.edgePop, "), "\(partner)")
        let scroll = try #require(parseError("scene navigation\nwhatif baner bounces off\n"))
        #expect(scroll.message.contains("unknown scroll view 'baner'"), "\(scroll)")
        #expect(scroll.message.contains("scroll views: banner, list"), "\(scroll)")
    }

    @Test("bad edits are errors at their token")
    func errors() {
        let cases: [(String, String, String)] = [
            ("whatif", "2:7", "missing a recognizer or scroll view name after 'whatif'"),
            ("whatif banner.pan", "2:18", "missing what to change after 'banner.pan'"),
            ("whatif banner.pan flies", "2:19", "unknown edit 'flies'"),
            ("whatif banner.pan requires", "2:27", "missing a recognizer name after 'requires'"),
            ("whatif banner.pan requires banner.pan", "2:28", "'banner.pan' cannot be requires itself"),
            ("whatif banner.pan shouldBegin maybe", "2:31", "unknown answer 'maybe' after 'shouldBegin'"),
            ("whatif banner.pan shouldBegin when sideways", "2:36", "unknown condition 'sideways'"),
            ("whatif banner.pan shouldBegin when list at middle", "2:44", "unknown edge 'middle'"),
            ("whatif banner.pan shouldBegin when depth >> 1", "2:42", "unknown comparison '>>'"),
            ("whatif banner.pan receives yes", "2:28", "expected 'no' after 'receives'"),
            ("whatif banner bounces maybe", "2:23", "expected 'on' or 'off' after 'bounces'"),
            ("whatif banner.pan disabled now", "2:28", "unexpected 'now' after the edit"),
        ]
        for (line, position, message) in cases {
            guard let error = parseError("scene navigation\n\(line)\n") else {
                Issue.record("parsed: \(line)")
                continue
            }
            #expect(error.description.hasPrefix("s.touches:\(position): "), "\(line): \(error)")
            #expect(error.message.contains(message), "\(line): \(error)")
        }
        #expect(position("scene navigation\n0.1 tap 5 5\nwhatif banner.pan disabled\n") == "s.touches:3:1")
    }

    @Test("--whatif text parses alone, with or without the word whatif, errors carrying its column")
    func flagText() throws {
        let scene = SceneRegistry.builtIn.catalog.scene(named: "navigation")
        #expect(try WhatIfEdit.parse("banner.pan requires nav.edgePop", scene: scene).partner == "nav.edgePop")
        #expect(try WhatIfEdit.parse("whatif banner.pan disabled", scene: scene).kind == .disabled)
        do {
            _ = try WhatIfEdit.parse("banner.pan requires nav.edgepop", scene: scene)
            Issue.record("parsed")
        } catch {
            #expect(error.file == "--whatif")
            #expect(error.column == 21)
        }
    }

    @Test("closest first: edit distance, ties in declared order")
    func closest() {
        #expect(NameDistance.closestFirst(to: "nav.edgepop", in: ["banner.pan", "nav.back", "nav.edgePop"]).first == "nav.edgePop")
        #expect(NameDistance.distance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }
}
