import Foundation
import GestureLabTestSupport
import GestureReplay
import Testing

/// Headless Chromium (Debian's `chromium`, which `make test` installs), or nil.
private let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// End to end: a failing script under `gesturelab test --artifacts` leaves what a person needs in CI, and the page
/// shows its timeline in a real browser.
@Suite(
    "gesturelab test --artifacts",
    .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)),
    .timeLimit(.minutes(3)))
struct TestArtifactsEndToEndTests {
    /// The taps demo's fixed script with the fix turned off: its expect lines state the fix, so two fail.
    private func brokenTapsScript(in folder: String) throws -> String {
        let fixed = try String(
            contentsOfFile: BuiltProducts.packageRoot + "/Resources/Scripts/taps-single-waits-for-double-on.touches",
            encoding: .utf8)
        let broken = fixed.replacingOccurrences(of: "single-waits-for-double=on", with: "single-waits-for-double=off")
        #expect(broken != fixed)
        let path = folder + "/taps-broken.touches"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The colours of `file`'s pixels in `width`x`height`+`x`+`y` with their counts (ImageMagick's histogram).
    private func colours(_ file: String, _ width: Int, _ height: Int, _ x: Int, _ y: Int) async throws -> [String: Int] {
        let run = try await Subprocess.run(
            "/usr/bin/convert", [file, "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", "-format", "%c", "histogram:info:-"],
            timeout: 60)
        #expect(run.status == 0, "convert: \(run.stderr)")
        var counts: [String: Int] = [:]
        for line in run.stdout.split(separator: "\n") {
            // "    1234: (255,69,58) #FF453A srgb(255,69,58)"
            let parts = line.split(separator: " ")
            guard let count = parts.first.flatMap({ Int($0.dropLast()) }),
                let hex = parts.first(where: { $0.hasPrefix("#") })
            else { continue }
            counts[String(hex.prefix(7)).uppercased(), default: 0] += count
        }
        return counts
    }

    @Test("a failing script gives its SVG, GIF, last frame and the page; the JUnit file names them")
    func artifacts() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try brokenTapsScript(in: folder)
        let out = folder + "/artifacts"
        let run = try await Subprocess.run(
            try BuiltProducts.requireGesturelab(),
            ["test", script, "--artifacts", out, "--junit", folder + "/junit.xml"],
            environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"], timeout: 90)
        #expect(!run.timedOut)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 failed\n") || run.stdout.contains("failed"))
        let stem = ArtifactNames(path: script).stem

        // The timeline: XML, one row per recognizer the taps received, the failing expectation at its line.
        let svg = try SVGElements(String(contentsOfFile: "\(out)/\(stem).svg", encoding: .utf8))
        let rows = svg.all("g", class: "row").compactMap { $0.attributes["data-recognizer"] }
        #expect(rows == ["card.singleTap", "card.doubleTap", "card.longPress", "card.pan"])
        let failed = svg.all("g", class: "expectation failed")
        #expect(!failed.isEmpty)
        #expect(failed.allSatisfy { $0.title?.contains("expected") == true })

        // The recording and its last frame.
        let gif = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(stem).gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        let png = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(stem).png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let html = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
        #expect(html.contains("<img src=\"\(stem).gif\""))

        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        for name in ["svg", "gif", "png"] { #expect(junit.contains("[[ATTACHMENT|\(out)/\(stem).\(name)]]")) }
    }

    @Test(
        "the page opened in headless Chromium shows the timeline: its state colours in the plot, none in the names",
        .enabled(
            if: chromium != nil || BuiltProducts.isGesturelabRequired,
            "headless Chromium (Debian's chromium) is not installed: `make test` installs it and then requires it"))
    func pageInChromium() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try brokenTapsScript(in: folder)
        let out = folder + "/artifacts"
        let run = try await Subprocess.run(
            try BuiltProducts.requireGesturelab(), ["test", script, "--artifacts", out],
            environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"], timeout: 90)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let shot = Self.screenshotFolder.map { $0 + "/artifacts-page.png" } ?? folder + "/shot.png"
        let browser = try await Subprocess.run(
            try #require(chromium, "chromium is not installed, and GESTURELAB_REQUIRE_BINARY=1 (make test) requires it"),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(folder)/profile",
                "--screenshot=\(shot)", "--window-size=1200,900", "file://\(out)/index.html",
            ],
            environment: ["HOME": folder], timeout: 90)
        #expect(!browser.timedOut, "chromium did not finish: \(browser.stderr)")
        #expect(FileManager.default.fileExists(atPath: shot), "no screenshot: \(browser.stdout)\(browser.stderr)")
        // The plot (right of the 210 px name column, below the heading and the failure lines): the taps' ended
        // (purple) and failed (red) instants and the red failing-expectation line. The name column has none.
        let plot = try await colours(shot, 960, 560, 220, 120)
        #expect((plot["#BF5AF2"] ?? 0) > 20, "ended (purple) in the plot: \(plot.count) colours")
        #expect((plot["#FF453A"] ?? 0) > 20, "failed (red) in the plot")
        #expect((plot["#D70015"] ?? 0) > 20, "the failing expectation's line")
        let names = try await colours(shot, 180, 560, 20, 120)
        #expect(names["#BF5AF2"] == nil && names["#FF453A"] == nil)
    }

    /// `GESTURELAB_KEEP_SCREENSHOTS=DIR` keeps the Chromium screenshot there, to look at.
    private static let screenshotFolder = ProcessInfo.processInfo.environment["GESTURELAB_KEEP_SCREENSHOTS"]
}
