import Foundation
import GestureCore
import GestureLabTestSupport
import Testing
@testable import GestureLabApp

/// The built `gesturelab` next to the test bundle, or nil (building it is the Makefile's job).
private let builtApp: String? = {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let path = folder.appendingPathComponent("gesturelab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

private let skipReason: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for tool in ["xvfb-run", "xdotool", "import"]
    where !folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
        return "\(tool) is not installed (apt: xvfb xdotool imagemagick)"
    }
    return builtApp == nil ? "gesturelab is not built next to the tests (swift build --product gesturelab first)" : nil
}()

extension SDLSuites {
/// SDL's GL renderer on Mesa's llvmpipe under Xvfb draws what the software renderer draws, and the automatic
/// choice keeps software there.
@Suite("GL renderer under Xvfb", .serialized)
struct GLRendererUnderXvfbTests {
    @Test("opengl on llvmpipe draws the taps scene as the software renderer does, and the default picks software",
          .enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")), .timeLimit(.minutes(3)))
    func glMatchesSoftware() throws {
        let app = try #require(builtApp)
        let folder = try TestSupport.scratchFolder("gl-xvfb")
        // Device point (195, 322) is inside the taps scene's blue card; wait for it rather than for a fixed time.
        let device = Size(width: 390, height: 844)
        let size = WindowLayout.initialWindowSize(device: device, deviceScale: 3, zoom: nil, showsPanels: false,
                                                  usable: Size(width: 1280, height: 900))
        let layout = WindowLayout(outputWidth: Double(size.width), height: Double(size.height), device: device,
                                  deviceScale: 3, zoom: nil, showsPanels: false, fitsDevice: false)
        let v = layout.viewport
        let (cx, cy) = (Int(v.origin.x + 195 * v.scale), Int(v.origin.y + 322 * v.scale))
        let script = """
            cd \(folder)
            # The app's visible window (SDL recreates the X window when it switches to a GL renderer, and the GL
            # probe's child has a hidden one of its own, so a window id can go stale: look again when it does).
            find_window() { W=$(xdotool search --onlyvisible --name '^GestureLab' 2>/dev/null | tail -1); }
            snap() {  # snap NAME: screenshots window $W until the card is blue
                for i in $(seq 1 60); do
                    if ! import -window "$W" "$1.png" 2>>"$1.log"; then sleep 0.2; find_window; continue; fi
                    case "$(convert "$1.png" -format '%[pixel:p{\(cx),\(cy)}]' info: 2>/dev/null)" in *0,122,255*) break;; esac
                    sleep 0.2
                done
            }
            shoot() {  # shoot NAME ARGS...: runs the app with ARGS and screenshots its window once the card is blue
                env -u SDL_VIDEODRIVER SDL_FRAMEBUFFER_ACCELERATION=0 GESTURELAB_STATS=1 '\(app)' \\
                    --scene taps --no-panels "${@:2}" >"$1.log" 2>&1 &
                APP=$!
                for i in $(seq 1 100); do find_window; [ -n "$W" ] && break; sleep 0.1; done
                snap "$1"
                # Without --renderer the window starts on software and probes GL in a child: wait for the answer,
                # then look again (a switch to GL redraws the window).
                if [ -n "$WAITLOG" ]; then
                    for i in $(seq 1 100); do grep -q "$WAITLOG" "$1.log" && break; sleep 0.1; done
                    sleep 0.3; find_window; snap "$1"
                fi
                kill $APP 2>/dev/null
                for i in $(seq 1 50); do kill -0 $APP 2>/dev/null || break; sleep 0.1; done
                kill -9 $APP 2>/dev/null && echo "killed: still running 5 s after SIGTERM" >> "$1.log"
                wait $APP 2>/dev/null
            }
            shoot software --renderer software
            shoot opengl --renderer opengl
            WAITLOG='renderer software: GL is' shoot default
            # The probe pretends to find a GPU: the window must move to SDL's GL renderer and draw the same
            # (opt-in, `make test-gl-switch`: once in four idle runs the switched window was not seen redrawn
            # within the bound, so it stays out of `make test` until that is understood; see issue 17).
            if [ -n "$GL_SWITCH" ]; then
                GESTURELAB_GL_PROBE_PRETEND="$(printf 'Pretend GPU 9000\\tPretend Inc.')" \\
                    WAITLOG='renderer opengl: hardware GL' shoot switched
            fi
            """
        let run = try Subprocess.run("/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 1280x900x24", "bash", "-c", script],
                                     environment: ["GL_SWITCH": Self.checksSwitch ? "1" : nil], timeout: 150)
        #expect(!run.timedOut, "the Xvfb script did not finish: \(run.stderr)")
        func log(_ name: String) -> String { (try? String(contentsOfFile: "\(folder)/\(name).log", encoding: .utf8)) ?? "" }
        #expect(log("opengl").contains("renderer opengl: --renderer opengl"), "opengl log: \(log("opengl"))")
        // The default starts on software, then the probe (a child process) reads llvmpipe and keeps software.
        #expect(log("default").contains("renderer software: until the GL probe answers"), "default log: \(log("default"))")
        #expect(log("default").contains("renderer software: GL is a CPU rasterizer, software is faster: llvmpipe"),
                "default log: \(log("default"))")

        if Self.checksSwitch {
            #expect(log("switched").contains("renderer opengl: hardware GL: Pretend GPU 9000 (Pretend Inc.)"),
                    "switched log: \(log("switched"))")
        }
        let software = try ImageDecoder.decode(path: folder + "/software.png", maxPixelSize: nil).pixels
        for name in ["opengl"] + (Self.checksSwitch ? ["switched"] : []) {
            let gl = try ImageDecoder.decode(path: folder + "/\(name).png", maxPixelSize: nil).pixels
            Self.expectSimilar(software, gl, name: name, folder: folder, card: (cx, cy))
        }
    }

    /// Whether the run-time switch to GL is checked too (`make test-gl-switch` sets GESTURELAB_GL_SWITCH_TEST=1).
    static let checksSwitch = ProcessInfo.processInfo.environment["GESTURELAB_GL_SWITCH_TEST"] == "1"

    /// `gl` differs from `software` only where GL samples or rasterizes edges its own way.
    private static func expectSimilar(_ software: PixelBuffer, _ gl: PixelBuffer, name: String, folder: String,
                                      card: (x: Int, y: Int)) {
        let (cx, cy) = card
        #expect(software.width == gl.width && software.height == gl.height)
        guard software.width == gl.width, software.height == gl.height else { return }
        // Per pixel, the largest channel difference: edges of rounded shapes and scaled text may differ a little
        // (GL samples linearly and rasterizes triangles its own way); the scene must otherwise be the same.
        var far = 0
        var total = 0
        for i in stride(from: 0, to: software.bgra.count, by: 4) {
            let d = (0..<3).map { abs(Int(software.bgra[i + $0]) - Int(gl.bgra[i + $0])) }.max() ?? 0
            total += d
            if d > 48 { far += 1 }
        }
        let pixels = software.width * software.height
        let mean = Double(total) / Double(pixels)
        let farShare = Double(far) / Double(pixels)
        #expect(mean < 3, "mean channel difference \(mean) between \(folder)/software.png and \(name).png")
        #expect(farShare < 0.02, "\(farShare * 100) % of pixels differ by more than 48 in \(folder)")
        // The blue card is blue on both.
        let i = (cy * gl.width + cx) * 4
        #expect(abs(Int(gl.bgra[i]) - 255) <= 3 && abs(Int(gl.bgra[i + 2]) - 0) <= 3, "\(name).png has no blue card")
    }
}
}
