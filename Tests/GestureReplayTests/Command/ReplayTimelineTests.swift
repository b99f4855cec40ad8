import Foundation
import GestureScenes
import Testing
@testable import GestureReplay

/// `gesturelab replay --timeline FILE`, driven after argument parsing.
@Suite("Replay command: --timeline")
struct ReplayTimelineTests {
    private func run(_ configure: (inout ReplayRequest, String) -> Void) throws -> (Int32, [String], String) {
        let folder = try makeTemporaryFolder()
        let script = folder + "/taps.touches"
        try "scene taps\n0.4 tap 195 422 count 2\n1.0 end\n".write(toFile: script, atomically: true, encoding: .utf8)
        var request = ReplayRequest(scriptPath: script, reportPath: folder + "/report.json")
        configure(&request, folder)
        var errors: [String] = []
        let status = ReplayCommand.run(
            request, makeCatalog: { _ in (ImageCatalog([]), scanErrors: []) }, defaultImagePaths: { [] },
            errorOutput: { errors.append($0) })
        return (status, errors, folder)
    }

    @Test("compared runs are one SVG, each titled with the script and its value; the report is unchanged")
    func compared() throws {
        let (status, errors, folder) = try run { request, folder in
            request.compare = ("single-waits-for-double", ["off", "on"])
            request.timelinePath = folder + "/t.svg"
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(status == 0 && errors.isEmpty)
        let svg = try SVGElements(String(contentsOfFile: folder + "/t.svg", encoding: .utf8))
        #expect(
            svg.all("g", class: "timeline").compactMap { $0.attributes["data-title"] } == [
                "taps · single-waits-for-double=off", "taps · single-waits-for-double=on",
            ])
        // The same report as without --timeline.
        let (_, _, plain) = try run { request, _ in request.compare = ("single-waits-for-double", ["off", "on"]) }
        defer { try? FileManager.default.removeItem(atPath: plain) }
        let report = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        #expect(report.contains("\"runs\""))
        #expect(report == (try String(contentsOfFile: plain + "/report.json", encoding: .utf8)))
    }

    @Test("a timeline that cannot be written exits 1 and names the path")
    func unwritable() throws {
        let (status, errors, folder) = try run { request, folder in
            request.timelinePath = folder + "/missing/t.svg"
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(status == 1)
        #expect(errors.first?.hasPrefix("gesturelab replay: --timeline: cannot write") == true)
        #expect(errors.first?.contains("missing/t.svg") == true)
    }
}
