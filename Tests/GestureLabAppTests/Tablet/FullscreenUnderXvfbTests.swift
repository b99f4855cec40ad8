import Foundation
import GestureUIKit
import GestureLabTestSupport
import Testing
@testable import GestureLabApp

/// The built `gesturelab` next to the test bundle, or nil (building it is the Makefile's job).
private let builtApp: String? = {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let path = folder.appendingPathComponent("gesturelab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

private func installed(_ name: String) -> Bool {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
}

private let skipReason: String? = {
    for tool in ["xvfb-run", "xdotool", "import"] where !installed(tool) {
        return "\(tool) is not installed (apt: xvfb xdotool imagemagick)"
    }
    if builtApp == nil, !BuiltProducts.isGesturelabRequired { return "gesturelab is not built next to the tests (swift build --product gesturelab first)" }
    return nil
}()

/// One screen to test full screen on.
struct FullscreenCase: Sendable, CustomTestStringConvertible {
    var width: Int
    var height: Int
    /// Whether a window manager (matchbox) runs, as on a desktop, or none, as on a kiosk tablet.
    var windowManager: Bool
    var testDescription: String { "\(width)x\(height) \(windowManager ? "with matchbox" : "without a window manager")" }
}

extension SDLSuites {
/// `--fullscreen --device fit` under Xvfb: the scene fills the whole screen, checked pixel by pixel against the
/// same scene rendered headless at the screen's size (it was an 807 px band between black bars).
@Suite("Full screen fills the screen under Xvfb", .serialized, .timeLimit(.minutes(3)))
struct FullscreenUnderXvfbTests {
    static let cases = [
        FullscreenCase(width: 1280, height: 800, windowManager: false),
        FullscreenCase(width: 800, height: 1280, windowManager: false),
        FullscreenCase(width: 1920, height: 1080, windowManager: false),
        FullscreenCase(width: 1280, height: 800, windowManager: true),
        FullscreenCase(width: 800, height: 1280, windowManager: true),
        FullscreenCase(width: 1920, height: 1080, windowManager: true),
    ]

    @Test("the fitted device is the screen: the taps scene at the screen's size, pixel for pixel, no black bars",
          .enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")), 
          arguments: cases)
    func fillsTheScreen(_ screen: FullscreenCase) async throws {
        if screen.windowManager, !installed("matchbox-window-manager") || !installed("xprop") {
            Issue.record("matchbox-window-manager or xprop (x11-utils) is not installed (make setup installs them)")
            return
        }
        let app = try #require(builtApp)
        let folder = try TestSupport.scratchFolder("fullscreen")
        let (w, h) = (screen.width, screen.height)
        // The taps card's blue 100 px above the screen's centre (above its caption) means the scene is drawn; retaken until it is (at most ~10 s:
        // the machine may be busy), never a fixed sleep. The window manager is ready once it has set the root
        // window's _NET_SUPPORTING_WM_CHECK (EWMH), polled the same way, 10 s per attempt, started again up to three times (in full test runs matchbox
        // sometimes never set it; wm.log keeps its output); wm.txt says whether it did. Its own display range (-n 400)
        // keeps xvfb-run -a from racing the other Xvfb tests for the same display number.
        let script = """
            cd \(folder)
            \(screen.windowManager ? """
                WM=none
                for attempt in 1 2 3; do
                    matchbox-window-manager -use_titlebar no >>wm.log 2>&1 &
                    MB=$!
                    for i in $(seq 1 100); do
                        xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && { WM=ready; break; }; sleep 0.1
                    done
                    [ $WM = ready ] && break
                    echo "attempt $attempt: not ready after 10 s" >>wm.log; kill $MB 2>/dev/null; wait $MB 2>/dev/null
                done; echo $WM > wm.txt
                """ : "")
            env -u SDL_VIDEODRIVER SDL_FRAMEBUFFER_ACCELERATION=0 '\(app)' --scene taps --fullscreen --device fit \
                --no-panels --ui-scale 1 >app.log 2>&1 &
            APP=$!
            for i in $(seq 1 50); do W=$(xdotool search --name GestureLab 2>/dev/null | head -1); [ -n "$W" ] && break; sleep 0.2; done
            for i in $(seq 1 40); do
                sleep 0.25; import -window root screen.png
                case "$(convert screen.png -format '%[pixel:p{\(w / 2),\(h / 2 - 100)}]' info:)" in *0,122,255*) break;; esac
            done
            xdotool getwindowgeometry --shell "$W" > geometry.txt
            kill $APP; wait $APP
            """
        let run = try await Subprocess.run("/usr/bin/env", ["xvfb-run", "-a", "-n", "400", "-s", "-screen 0 \(w)x\(h)x24", "bash", "-c", script],
                                     timeout: 90)
        #expect(!run.timedOut, "the Xvfb script did not finish within 90 s: \(run.stderr)")
        if screen.windowManager {
            let wm = (try? String(contentsOfFile: folder + "/wm.txt", encoding: .utf8)) ?? "no wm.txt"
            let log = (try? String(contentsOfFile: folder + "/wm.log", encoding: .utf8)) ?? "no wm.log"
            #expect(wm == "ready\n", "matchbox did not set _NET_SUPPORTING_WM_CHECK in 3 attempts: \(wm) \(log)")
        }

        let geometry = (try? String(contentsOfFile: folder + "/geometry.txt", encoding: .utf8)) ?? "none"
        #expect(geometry.contains("WIDTH=\(w)") && geometry.contains("HEIGHT=\(h)"), "window geometry: \(geometry)")
        let shot = try ImageDecoder.decode(path: folder + "/screen.png", maxPixelSize: nil).pixels
        #expect(shot.width == w && shot.height == h)

        // The same scene rendered headless at the screen's size: the reference.
        let harness = try SceneRenderHarness(scene: "taps", size: CGSize(width: Double(w), height: Double(h)))
        defer { harness.close() }
        let reference = try harness.frame(at: 0)
        // The toolbar's handle (bottom-left, 8 pt in, 48 pt) is not scene: left out.
        let handle = CGRect(x: 0, y: Double(h) - 64, width: 64, height: 64)
        var different = 0, black = 0, compared = 0
        for y in stride(from: 0, to: h, by: 2) {
            for x in stride(from: 0, to: w, by: 2) where !handle.contains(CGPoint(x: Double(x), y: Double(y))) {
                let a = shot.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                compared += 1
                if a.red < 8 && a.green < 8 && a.blue < 8 { black += 1 }
                let d = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                if d > 24 { different += 1 }
            }
        }
        // Text may anti-alias a little differently; a black band would be tens of percent.
        #expect(Double(different) / Double(compared) < 0.005,
                "\(different) of \(compared) pixels differ from the headless render: \(folder)/screen.png")
        #expect(black == 0, "\(black) black pixels in \(folder)/screen.png")
    }
}
}
