import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureUIKit
import Testing
@testable import GestureLabApp

/// The `data-recognizer` of every row of an SVG document read with `XMLParser` (nil when it is not XML).
private func rowNames(_ svg: String) -> [String]? {
    final class Rows: NSObject, XMLParserDelegate {
        var names: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "g", attributes["class"] == "row", let recognizer = attributes["data-recognizer"] {
                names.append(recognizer)
            }
        }
    }
    let rows = Rows()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = rows
    return parser.parse() ? rows.names : nil
}

@Suite("Panels: the timeline exported as SVG")
struct PanelsTimelineExportTests {
    @Test("after a drag on the card, the export has a row per card recognizer that got the touch, the pan's states")
    func modelExport() throws {
        let fixture = try PanelFixture(scene: "taps")
        fixture.drag(from: CGPoint(x: 195, y: 422), by: CGPoint(x: 0, y: -150))
        let model = fixture.model
        let svg = model.timelineSVG(from: 0, to: model.now)
        #expect(rowNames(svg) == ["card.singleTap", "card.doubleTap", "card.longPress", "card.pan"])
        let pan = try #require(model.exportedTimeline(from: 0, to: model.now).rows.first { $0.name == "card.pan" })
        #expect(pan.spans.map(\.state) == [.began, .changed, .ended])
        #expect(svg.contains("prevented by card.pan"))
        // The window's export reads as the replay's: one touch down and up, at the drag's times.
        #expect(model.exportedTimeline(from: 0, to: model.now).touches.map(\.phase) == [.down, .up])
    }
}

extension SDLSuites {
    @Suite("Panels: the Export SVG action in the window", .serialized)
    struct PanelsTimelineExportAppTests {
        @Test("the panels' Export SVG action writes the timeline into the export folder", .timeLimit(.minutes(1)))
        func exportAction() throws {
            let sdl = try #require(TestSupport.sdl)
            let folder = NSTemporaryDirectory() + "gesturelab-export-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var options = AppOptions(scene: "taps", showsPanels: true)
            options.exportFolder = folder
            let app = try App(options: options, sdl: sdl, hidden: true)
            defer { app.close() }
            app.pumpFrame()
            let window = app.host.window
            let start = window.now + 0.1
            window.advance(to: start)
            window.touchDown(finger: 0, at: CGPoint(x: 195, y: 422), time: start)
            app.pumpFrame()
            window.touchUp(finger: 0, at: CGPoint(x: 195, y: 422), time: start + 0.05)
            window.advance(to: start + 0.6)
            app.pumpFrame()
            app.apply(.exportTimeline(start: 0, end: window.now))
            let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(files.count == 1)
            let name = try #require(files.first)
            #expect(name.hasPrefix("gesturelab-timeline-taps-") && name.hasSuffix(".svg"))
            let svg = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(rowNames(svg)?.contains("card.singleTap") == true)
            #expect(svg.contains("card.singleTap ended"))
        }
    }
}
