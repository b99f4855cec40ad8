import Foundation
import GestureLabTestSupport
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// A real window under Xvfb showing only the pixels a frame changed (`RendererBackend.presentArea`): what the X
/// server shows after frames presented in part is what a whole frame shows.
@Suite("Presenting only what changed, under Xvfb", .timeLimit(.minutes(3)))
struct PartialPresentUnderXvfbTests {
    static let skipReason: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for tool in ["xvfb-run", "xdotool", "import"]
        where !folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
            return "\(tool) is not installed (apt: xvfb xdotool imagemagick)"
        }
        if BuiltProducts.gesturelab == nil, !BuiltProducts.isGesturelabRequired {
            return "gesturelab is not built next to the tests (swift build --product gesturelab first)"
        }
        return nil
    }()

    @Test("a paged photo settles in frames presented in part; the screen then equals a whole frame's",
          .enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")))
    func keptScreenMatchesWholeFrame() async throws {
        let app = try #require(BuiltProducts.gesturelab)
        let folder = try TestSupport.scratchFolder("partial-present")
        try """
            scene photos open=0
            0.3 drag 300 400 -> 120 410 in 0.5
            1.5 end
            """.write(toFile: folder + "/drag.touches", atomically: true, encoding: .utf8)
        // Once the page has settled and the touch trail faded (two screenshots 0.3 s apart the same, polled for at
        // most ~15 s), the screen (kept.png); then the window unmapped and mapped again, whose expose makes the next
        // frame whole, and the screen once it is still again (whole.png).
        let script = """
            cd \(folder)
            env -u SDL_VIDEODRIVER -u SDL_NO_SIGNAL_HANDLERS SDL_FRAMEBUFFER_ACCELERATION=0 GESTURELAB_STATS=1 \
                '\(app)' --renderer software --replay drag.touches >app.log 2>&1 &
            APP=$!
            still() {
                for i in $(seq 1 50); do
                    import -window root a.png; sleep 0.3; import -window root b.png
                    [ "$(compare -metric AE a.png b.png null: 2>&1)" = "0" ] && { mv b.png "$1"; return 0; }
                done
                return 1
            }
            for i in $(seq 1 100); do grep -q "the window is yours" app.log && break; sleep 0.2; done
            W=$(xdotool search --name GestureLab 2>/dev/null | head -1)
            xdotool getwindowgeometry --shell "$W" > geometry.txt
            still kept.png || echo "never still before the expose" >> app.log
            xdotool windowunmap --sync "$W"; xdotool windowmap --sync "$W"
            sleep 0.5
            still whole.png || echo "never still after the expose" >> app.log
            kill $APP; wait
            """
        let run = try await Subprocess.run(
            "/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "bash", "-c", script], timeout: 120)
        #expect(!run.timedOut, "the Xvfb script did not finish within 2 minutes: \(run.stderr)")
        let log = (try? String(contentsOfFile: folder + "/app.log", encoding: .utf8)) ?? ""
        #expect(!log.contains("never still"), "the screen kept changing: \(log)")
        let presented = log.firstMatch(of: /presented in part (\d+)/).flatMap { Int($0.1) } ?? 0
        #expect(presented > 10, "few frames were presented in part: \(log)")
        let geometry = (try? String(contentsOfFile: folder + "/geometry.txt", encoding: .utf8)) ?? ""
        func value(_ key: String) -> Int? {
            geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
        }
        let x = try #require(value("X")), y = try #require(value("Y")), width = try #require(value("WIDTH"))
        let height = try #require(value("HEIGHT"))
        let kept = try ImageDecoder.decode(path: folder + "/kept.png", maxPixelSize: nil).pixels
        let whole = try ImageDecoder.decode(path: folder + "/whole.png", maxPixelSize: nil).pixels
        // Left of the panels' column, whose frame times may differ between the two.
        let left = width - Int(WindowLayout.panelColumnWidth)
        var differing = 0
        for row in y..<min(y + height, kept.height) {
            let start = (row * kept.width + x) * 4, end = (row * kept.width + x + left) * 4
            if kept.bgra[start..<end] != whole.bgra[start..<end] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) rows differ: \(folder)/kept.png against \(folder)/whole.png")
    }
}
}
