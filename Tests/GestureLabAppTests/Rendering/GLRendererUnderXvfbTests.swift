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

private let skipReason: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for tool in ["xvfb-run", "import", "convert", "timeout"]
    where !folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
        return "\(tool) is not installed (apt: xvfb imagemagick coreutils)"
    }
    return builtApp == nil && !BuiltProducts.isGesturelabRequired ? "gesturelab is not built next to the tests (swift build --product gesturelab first)" : nil
}()

extension SDLSuites {
/// SDL's GL renderer on Mesa's llvmpipe under Xvfb draws what the software renderer draws, and the automatic
/// choice keeps software there.
@Suite("GL renderer under Xvfb", .serialized)
struct GLRendererUnderXvfbTests {
    @Test("opengl on llvmpipe draws the taps scene as software does, the default keeps software, a GPU switches to GL",
          .enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")), .timeLimit(.minutes(3)))
    func glMatchesSoftware() async throws {
        let app = try #require(builtApp)
        let folder = try TestSupport.scratchFolder("gl-xvfb")
        // Device point (195, 322) is inside the taps scene's blue card; wait for it rather than for a fixed time.
        let device = CGSize(width: 390, height: 844)
        let size = WindowLayout.initialWindowSize(device: device, deviceScale: 3, zoom: nil, showsPanels: false,
                                                  usable: CGSize(width: 1280, height: 900))
        let layout = WindowLayout(outputWidth: Double(size.width), height: Double(size.height), device: device,
                                  deviceScale: 3, zoom: nil, showsPanels: false, fitsDevice: false)
        let v = layout.viewport
        let (cx, cy) = (Int(v.origin.x + 195 * v.scale), Int(v.origin.y + 322 * v.scale))
        let script = """
            cd \(folder)
            snap() {  # snap NAME: screenshots X window $W until the card is blue
                # `import -window ID` on a window that no longer exists does not fail: it reports the error, then
                # waits for a click to choose a window (holding the pointer), and the app stalls with it. The id
                # comes from the app, after its last renderer change; `timeout` bounds each try all the same.
                for i in $(seq 1 60); do
                    if timeout -s KILL 10 import -window "$W" "$1.png" 2>>"$1.import.log"; then
                        case "$(convert "$1.png" -format '%[pixel:p{\(cx),\(cy)}]' info: 2>/dev/null)" in
                            *0,122,255*) return;;
                        esac
                    fi
                    sleep 0.2
                done
            }
            shoot() {  # shoot NAME LINE ARGS...: runs the app with ARGS; once it prints LINE (its last renderer
                       # choice), screenshots the X window it printed last, once the card is blue
                env -u SDL_VIDEODRIVER SDL_FRAMEBUFFER_ACCELERATION=0 GESTURELAB_STATS=1 '\(app)' \\
                    --scene taps --no-panels "${@:3}" >"$1.log" 2>&1 &
                APP=$!
                for i in $(seq 1 300); do grep -qF "$2" "$1.log" && break; sleep 0.1; done
                # SDL re-creates the X window for a GL renderer: the app prints the id before each renderer line.
                W=$(grep -o 'x11 window [0-9]*' "$1.log" | tail -1 | cut -d' ' -f3)
                [ -n "$W" ] && snap "$1"
                kill $APP 2>/dev/null
                for i in $(seq 1 50); do kill -0 $APP 2>/dev/null || break; sleep 0.1; done
                kill -9 $APP 2>/dev/null && echo "killed: still running 5 s after SIGTERM" >> "$1.log"
                wait $APP 2>/dev/null
            }
            shoot software 'renderer software: --renderer software' --renderer software
            shoot opengl 'renderer opengl: --renderer opengl' --renderer opengl
            # Without --renderer the window starts on software and probes GL in a child, which reads llvmpipe.
            shoot default 'renderer software: GL is'
            # The probe pretends to find a GPU: the window moves to SDL's GL renderer (a new X window) and draws
            # the same.
            GESTURELAB_GL_PROBE_PRETEND="$(printf 'Pretend GPU 9000\\tPretend Inc.')" \\
                shoot switched 'renderer opengl: hardware GL'
            """
        let run = try await Subprocess.run("/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 1280x900x24", "bash", "-c", script],
                                     timeout: 170)
        #expect(!run.timedOut, "the Xvfb script did not finish: \(run.stderr)")
        func log(_ name: String) -> String { (try? String(contentsOfFile: "\(folder)/\(name).log", encoding: .utf8)) ?? "" }
        #expect(log("opengl").contains("renderer opengl: --renderer opengl"), "opengl log: \(log("opengl"))")
        // The default starts on software, then the probe (a child process) reads llvmpipe and keeps software.
        #expect(log("default").contains("renderer software: until the GL probe answers"), "default log: \(log("default"))")
        #expect(log("default").contains("renderer software: GL is a CPU rasterizer, software is faster: llvmpipe"),
                "default log: \(log("default"))")
        #expect(log("switched").contains("renderer opengl: hardware GL: Pretend GPU 9000 (Pretend Inc.)"),
                "switched log: \(log("switched"))")
        // The switch re-created the X window (SDL_RecreateWindow), and the app said so before the renderer line.
        let windows = log("switched").split(separator: "\n").filter { $0.hasPrefix("gesturelab: x11 window ") }
        #expect(Set(windows).count == 2, "switched log: \(log("switched"))")
        let software = try ImageDecoder.decode(path: folder + "/software.png", maxPixelSize: nil).pixels
        for name in ["opengl", "switched"] {
            let gl = try ImageDecoder.decode(path: folder + "/\(name).png", maxPixelSize: nil).pixels
            Self.expectSimilar(software, gl, name: name, folder: folder, card: (cx, cy))
        }
    }

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
